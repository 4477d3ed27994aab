import type { PaymentOutcome } from '../../domain/payment';

/** Where a payment attempt sends the customer: the order screen on success; null to stay and say why. */
export function routeForPaymentOutcome(outcome: PaymentOutcome | null): string | null {
  if (outcome === null) return '/buy/order';
  switch (outcome.kind) {
    case 'kyc':
      return '/buy/kyc';
    case 'limitReached':
      return '/buy/limit_reached';
    case 'fatal':
    case 'refetch':
      return '/buy/order';
    default:
      return null;
  }
}
