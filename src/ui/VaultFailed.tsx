/** The secure card form could not load: say so and offer to load it again. */
import { useUi } from './environment';

export function VaultFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useUi();
  return (
    <div className="crw-alert crw-alert-danger" role="alert">
      {t('cardPayment.vaultFailed')}
      <button type="button" className="crw-secondary" onClick={onRetry}>
        {t('cardPayment.retry')}
      </button>
    </div>
  );
}
