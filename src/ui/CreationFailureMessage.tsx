/** What a failed order creation says on the screen the customer stays on (spec 1 §8). */
import type { CreationFailure } from '../state/order';
import { useWidget } from './context';
import { SUPPORT_EMAIL } from './links';

export function CreationFailureMessage({ failure }: { failure: CreationFailure | null }) {
  const { t } = useWidget();
  if (!failure) return null;
  const text =
    failure.kind === 'validation'
      ? failure.message
      : failure.kind === 'noProvider'
        ? t('converter.noProvider')
        : failure.kind === 'merchantOrderIdExists'
          ? failure.message
          : failure.kind === 'transferLimit'
            ? t('orderErrors.transferLimit')
            : t('orderErrors.somethingWrong');
  const withSupport = failure.kind === 'transferLimit' || failure.kind === 'unknown';
  return (
    <div className="crw-alert crw-alert-danger" role="alert" data-testid="creation-failure">
      <span>{text}</span>
      {withSupport && (
        <a href={`mailto:${SUPPORT_EMAIL}`} className="crw-alert-link">
          {t('orderErrors.contactSupport')}
        </a>
      )}
    </div>
  );
}
