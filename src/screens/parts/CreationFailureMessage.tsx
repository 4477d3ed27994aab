/**
 * What a failed order creation says on the screen the customer stays on (spec 1 §8; spec 2 §8: an
 * unknown sell result is 'Unknown error').
 */
import type { CreationFailure } from '../../state/ports/calculator';
import { useText } from '../../ui/text';
import { SUPPORT_EMAIL } from '../../ui/links';
import { useFlow } from '../../ui/useFlow';

export function CreationFailureMessage({ failure }: { failure: CreationFailure | null }) {
  const { t } = useText();
  const flow = useFlow();
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
            : failure.kind === 'connection'
              ? t('errors.connection')
            : flow === 'sell'
              ? t('orderErrors.unknown')
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
