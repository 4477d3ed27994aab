/** The secure card form could not load: say so and offer to load it again. */
import { useWidget } from './context';

export function VaultFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useWidget();
  return (
    <div className="crw-alert crw-alert-danger" role="alert">
      {t('cardPayment.vaultFailed')}
      <button type="button" className="crw-secondary" onClick={onRetry}>
        {t('cardPayment.retry')}
      </button>
    </div>
  );
}
