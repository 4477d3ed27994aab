/**
 * What the widget remembers of a returning customer, so a second purchase asks for less (ours: spec 1 §4
 * keeps the payment type only with the 3600 s order-creation data): the last payment method, the last
 * wallet per currency and network, and the last saved card paid with. Kept per customer and merchant,
 * never across customers.
 */
import { type Infer, enums, optional, record, string, type } from 'superstruct';
import { PAYMENT_TYPES, STORAGE_KEYS } from './constants';

export const RememberedSchema = type({
  paymentType: optional(enums(PAYMENT_TYPES)),
  /** The last address used, by the currency bought (its ticker with network, e.g. USDT-MATIC). */
  wallets: optional(record(string(), string())),
  /** The saved card last paid with. */
  cardId: optional(string()),
});
export type Remembered = Infer<typeof RememberedSchema>;

/** The storage key of one customer's memory with one merchant (the merchant's API key; none on the widget's own page). */
export function rememberedKey(customerId: number, merchantApiKey: string | null): string {
  return `${STORAGE_KEYS.returningCustomer}:${customerId}:${merchantApiKey ?? 'no-merchant'}`;
}
