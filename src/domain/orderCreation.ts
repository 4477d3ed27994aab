/** Order creation rules (spec 1 §3 "Order creation payload", §4 "Order creation and what follows", §8). */
import { ROUTES, type StaticRoute } from './routes';
import type { FixedSide } from './calculator';
import type { PaymentType } from './constants';
import { WALLET_PROVIDERS } from './routing';

export type OrderCreationPayload = {
  paymentType: PaymentType;
  fromCurrency: string;
  toCurrency: string;
  toWallet: string;
  merchantData: { apiKey: string; signature: string; payload: string } | null;
  fromAmount?: number;
  toAmount?: number;
};

/**
 * "If the merchant payload has toAmount only toAmount is sent; otherwise [the amount of the side the
 * customer fixed]: the pay side fixed sends fromAmount, the receive side fixed sends toAmount."
 */
export function orderCreationPayload(input: {
  paymentType: PaymentType;
  fromCurrency: string;
  toCurrency: string;
  toWallet: string;
  merchantData: OrderCreationPayload['merchantData'];
  merchantToAmount: number | undefined;
  fixedSide: FixedSide;
  payValue: number;
  receiveValue: number;
}): OrderCreationPayload {
  const base = {
    paymentType: input.paymentType,
    fromCurrency: input.fromCurrency,
    toCurrency: input.toCurrency,
    toWallet: input.toWallet,
    merchantData: input.merchantData,
  };
  if (input.merchantToAmount !== undefined) return { ...base, toAmount: input.merchantToAmount };
  return input.fixedSide === 'pay' ? { ...base, fromAmount: input.payValue } : { ...base, toAmount: input.receiveValue };
}

/**
 * "Next screen: provider better_bro to confirm transaction; status reserved with provider google_pay_pne,
 * blik_pne or skrill_pne to order without card; anything else to the order screen."
 */
export function screenAfterOrderCreation(order: { paymentProviderId: string; status: string }): StaticRoute {
  if (order.paymentProviderId === 'better_bro') return ROUTES.confirmTransaction;
  if (order.status === 'reserved' && (WALLET_PROVIDERS as readonly string[]).includes(order.paymentProviderId)) {
    return ROUTES.orderWithoutCard;
  }
  return ROUTES.order;
}

/** spec 1 §8: a validation_error on creation is routed by its first failing field. */
export function routeForCreationValidation(fields: string[]): { route: StaticRoute; field: string | null } {
  const first = fields[0] ?? null;
  if (first === 'toWallet') return { route: ROUTES.walletAddress, field: 'toWallet' };
  return { route: ROUTES.root, field: first };
}

/**
 * spec 1 §2 "Light KYC": "create the order, or use the existing one, or call order-continue". An order
 * held for verification (kyc_waiting) is continued; one still reserved for the same purchase is used;
 * otherwise a new one is created.
 */
export function creationStep(
  existing: Parameters<typeof canReuseOrder>[0] | null,
  payload: OrderCreationPayload,
): 'continue' | 'reuse' | 'create' {
  if (existing?.status === 'kyc_waiting') return 'continue';
  if (existing && canReuseOrder(existing, payload)) return 'reuse';
  return 'create';
}

/**
 * How an order is paid, read from its provider (the order does not carry its payment type): a wallet
 * provider's method (google_pay_pne → google_pay), else a card (better_bro's QR is paid by card too).
 */
export function orderPaymentType(order: { paymentProviderId: string }): PaymentType {
  const provider = order.paymentProviderId;
  return (WALLET_PROVIDERS as readonly string[]).includes(provider) ? (provider.replace(/_pne$/, '') as PaymentType) : 'card';
}

/**
 * An active order is reused when it is still reserved for the same purchase: same payment method (a
 * Google Pay order is not a card payment), currencies, wallet and amount of the fixed side.
 */
export function canReuseOrder(
  order: { status: string; paymentProviderId: string; fromCurrency: string; toCurrency: string; toWallet: string; fromAmount: number; toAmount: number },
  payload: OrderCreationPayload,
): boolean {
  const sameAmount =
    payload.fromAmount !== undefined ? order.fromAmount === payload.fromAmount : order.toAmount === payload.toAmount;
  return (
    order.status === 'reserved' &&
    orderPaymentType(order) === payload.paymentType &&
    order.fromCurrency === payload.fromCurrency &&
    order.toCurrency === payload.toCurrency &&
    order.toWallet === payload.toWallet &&
    sameAmount
  );
}
