/** Persisted order-creation data (spec 1 §3, §4; spec 2 §5). */
import { ROUTES } from './routes';
import { type Infer, boolean, enums, nullable, number, optional, string, type } from 'superstruct';
import { PAYMENT_TYPES, PERSISTED_ORDER_DATA_TTL_S } from './constants';

export const PersistedOrderDataSchema = type({
  savedAt: number(),
  fixedSide: optional(enums(['pay', 'receive'] as const)),
  payCurrency: optional(string()),
  receiveCurrency: optional(string()),
  payValue: optional(string()),
  receiveValue: optional(string()),
  paymentType: optional(nullable(enums(PAYMENT_TYPES))),
  address: optional(nullable(string())),
  /** Our addition: the customer pressed Proceed. We persist on every change so typing survives a reload. */
  proceeded: optional(boolean()),
  /** Ours too: the customer confirmed the purchase (user info, light KYC) and no order came of it yet. */
  confirmed: optional(boolean()),
});
export type PersistedOrderData = Infer<typeof PersistedOrderDataSchema>;

/** "restored only if under 3600 seconds old". */
export function isFresh(data: PersistedOrderData, nowMs: number): boolean {
  return nowMs - data.savedAt < PERSISTED_ORDER_DATA_TTL_S * 1_000;
}

/** "the calculator section is restored only if fixedSide, payCurrency, receiveCurrency, payValue and receiveValue are all present". */
export function hasCompleteCalculator(
  data: PersistedOrderData,
): data is PersistedOrderData & Required<Pick<PersistedOrderData, 'fixedSide' | 'payCurrency' | 'receiveCurrency' | 'payValue' | 'receiveValue'>> {
  return Boolean(data.fixedSide && data.payCurrency && data.receiveCurrency && data.payValue && data.receiveValue);
}

/**
 * spec 1 §2: "When a persisted flow is restored, go to the wallet address screen if pay value, receive
 * value, pay currency and receive currency are all present, otherwise to root" — once the customer had
 * proceeded past the calculator.
 */
export function routeForRestoredFlow(data: PersistedOrderData): typeof ROUTES.walletAddress | typeof ROUTES.root {
  const complete = Boolean(data.payValue && data.receiveValue && data.payCurrency && data.receiveCurrency);
  return complete && data.proceeded ? ROUTES.walletAddress : ROUTES.root;
}
