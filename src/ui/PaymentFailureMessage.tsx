/** What a failed payment says where the customer stays (spec 1 §8). */
import type { PaymentOutcome } from '../domain/payment';
import { useUi } from './environment';

export function PaymentFailureMessage({ outcome }: { outcome: PaymentOutcome | null }) {
  const { t } = useUi();
  if (!outcome) return null;
  const text =
    outcome.kind === 'rateChanged'
      ? t('payment.rateChanged')
      : outcome.kind === 'connection'
        ? t('errors.connection')
        : outcome.kind === 'message'
        ? (outcome.message ?? t('problems.failed'))
        : outcome.kind === 'refetch' || outcome.kind === 'fatal'
          ? t('problems.failed')
          : null;
  return text ? (
    <div className={outcome.kind === 'rateChanged' ? 'crw-alert crw-alert-warning' : 'crw-alert crw-alert-danger'} role="alert" data-testid="payment-failure">
      {text}
    </div>
  ) : null;
}
