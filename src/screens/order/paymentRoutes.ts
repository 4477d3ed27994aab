import type { PaymentOutcome } from '../../domain/payment';
import { ROUTES } from '../../domain/routes';

/** Where a payment attempt sends the customer: the order screen on success; null to stay and say why. */
export function routeForPaymentOutcome(outcome: PaymentOutcome | null): string | null {
  if (outcome === null) return ROUTES.order;
  switch (outcome.kind) {
    case 'kyc':
      return ROUTES.buyKyc;
    case 'limitReached':
      return ROUTES.limitReached;
    case 'fatal':
    case 'refetch':
      return ROUTES.order;
    default:
      return null;
  }
}
