/** The off-ramp's entities (spec 2 §3), loaded with the sell flow (out of the first load). */
import { type Infer, nullable, optional, record, string, type, unknown } from 'superstruct';
import { ORDER_FIELDS } from './entities';

/** spec 2 §3 "Sell order" (a currency is an object there). */
const SellCurrencySchema = type({
  ticker: string(),
  tickerWithNetwork: string(),
  blockchainNetwork: optional(nullable(string())),
  viewedTicker: optional(nullable(string())),
});
export const SellOrderSchema = type({
  ...ORDER_FIELDS,
  shortId: optional(nullable(string())),
  fromCurrency: SellCurrencySchema,
  toCurrency: SellCurrencySchema,
  type: optional(nullable(string())),
  paymentProviderId: optional(nullable(string())),
  merchantData: optional(nullable(record(string(), unknown()))),
  /** Why an on-hold order waits (ours: manual_review, proof_of_funds, suspicious, underpaid, overpaid). */
  holdReason: optional(nullable(string())),
});
export type SellOrder = Infer<typeof SellOrderSchema>;

/** spec 2 §3 "Card": a payout card as the backend shows it. */
export const PayoutCardSchema = type({ id: string(), type: optional(nullable(string())), lastFourDigits: string() });
export type PayoutCard = Infer<typeof PayoutCardSchema>;
