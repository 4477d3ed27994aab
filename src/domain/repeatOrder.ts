/**
 * A new order for a purchase an order could not finish (ours: Try another card after a failed payment,
 * Get a new quote after an expired order) and what a new rate did to its amounts. Out of the first load:
 * only the order screens need it.
 */
import type { PaymentType } from './constants';
import { type OrderCreationPayload, orderPaymentType } from './orderCreation';

/** A failed order's way forward names a card when a card (not a wallet, not the QR) paid it. */
export function paidByCard(order: { paymentProviderId: string }): boolean {
  return orderPaymentType(order) === 'card' && order.paymentProviderId !== 'better_bro';
}

/**
 * A new order for the purchase an order could not finish (its card declined, its quote expired): the
 * same currencies and wallet, and what the customer paid (the merchant's receive amount when the merchant
 * fixed it), so the rate of the day decides only the other side.
 */
export function repeatOrderPayload(
  order: { fromCurrency: string; toCurrency: string; toWallet: string; fromAmount: number },
  input: { paymentType: PaymentType; merchantData: OrderCreationPayload['merchantData']; merchantToAmount: number | undefined },
): OrderCreationPayload {
  const base = {
    paymentType: input.paymentType,
    fromCurrency: order.fromCurrency,
    toCurrency: order.toCurrency,
    toWallet: order.toWallet,
    merchantData: input.merchantData,
  };
  return input.merchantToAmount !== undefined ? { ...base, toAmount: input.merchantToAmount } : { ...base, fromAmount: order.fromAmount };
}

/** A buy order's amounts: what is paid and what is received, in their currencies. */
type Amounts = { fromAmount: number; toAmount: number; fromCurrency: string; toCurrency: string };

/** What a new rate did to an order's amounts, both sides before and after; null when nothing moved. */
export type AmountChange = { before: Amounts; after: Amounts };

export function amountChange(before: Amounts, after: Amounts): AmountChange | null {
  const moved = before.fromAmount !== after.fromAmount || before.toAmount !== after.toAmount;
  const same = before.fromCurrency === after.fromCurrency && before.toCurrency === after.toCurrency;
  return moved && same ? { before, after } : null;
}
