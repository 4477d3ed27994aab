/**
 * The entities of the spec (spec 1 §3, spec 2 §3) as the widget works with them: countries, languages, the
 * customer, orders, provider authentication and tracking. Defined once, as superstruct types (loose objects:
 * new fields never break us); `src/api` validates every reply against them, and every layer above works
 * with these types.
 */
import {
  type Infer,
  array,
  boolean,
  enums,
  nullable,
  number,
  optional,
  record,
  string,
  type,
  unknown,
} from 'superstruct';

export const StateSchema = type({ code: string(), name: string() });
export type State = Infer<typeof StateSchema>;

export const CountrySchema = type({
  id: number(),
  name: string(),
  isoAlpha2: string(),
  isoAlpha3: string(),
  priority: optional(number()),
  flagUrl: optional(nullable(string())),
  available: boolean(),
  defaultCurrency: nullable(string()),
  states: optional(nullable(array(StateSchema))),
});
export type Country = Infer<typeof CountrySchema>;

/** spec 1 §3: "Default detected country is the United States (id 29, US dollar, 2 decimals)". */
export const DEFAULT_COUNTRY: Country = {
  id: 29,
  name: 'United States',
  isoAlpha2: 'US',
  isoAlpha3: 'USA',
  available: true,
  defaultCurrency: 'USD',
  states: [],
};

export const LanguageSchema = type({ id: number(), code: string(), locale: string(), name: string() });
export type Language = Infer<typeof LanguageSchema>;
/** spec 1 §3: "default id -1, code en, locale en_US, name English". */
export const DEFAULT_LANGUAGE_ENTRY: Language = { id: -1, code: 'en', locale: 'en_US', name: 'English' };

export const KYC_STATUSES = ['none', 'pending', 'review', 'retry', 'reject', 'complete', 'timeout', 'error', 'light'] as const;

export const SavedCardSchema = type({
  id: string(),
  last4: string(),
  brand: optional(nullable(string())),
  expirationDate: optional(nullable(string())),
  holder: optional(nullable(string())),
  isDefault: optional(boolean()),
});
export type SavedCard = Infer<typeof SavedCardSchema>;

export const UserSchema = type({
  id: number(),
  email: string(),
  /** Present on sign-in replies: the bearer token. */
  token: optional(nullable(string())),
  firstName: optional(nullable(string())),
  lastName: optional(nullable(string())),
  phone: optional(nullable(string())),
  country: optional(nullable(type({ isoAlpha2: string(), name: string() }))),
  state: optional(nullable(string())),
  city: optional(nullable(string())),
  postalCode: optional(nullable(string())),
  address: optional(nullable(string())),
  isBlocked: boolean(),
  blockReason: optional(nullable(string())),
  hasCompleteOrders: boolean(),
  language: optional(nullable(string())),
  /** Saved cards (spec 1 §3 "cards (each with isDefault)"): what the provider shows of them, never a number. */
  cards: optional(nullable(array(SavedCardSchema))),
  kyc: type({ status: enums(KYC_STATUSES), rejectLabels: optional(nullable(record(string(), string()))) }),
});
export type User = Infer<typeof UserSchema>;

export const ORDER_STATUSES = [
  'created',
  'reserved',
  'kyc_waiting',
  'can_be_processed',
  'processing_started',
  'transfer_processing_started',
  'on_hold',
  'blockchain_transaction_submited',
  'auth_requested',
  'auth_complete',
  'failed',
  'expired',
  'complete',
] as const;

/** spec 1 §3, spec 2 §3: an order's rate, and its fees as money (amount and currency), buy and sell alike. */
const OrderRateSchema = type({ multiplier: number(), divisor: number() });
const MoneySchema = type({ amount: number(), currency: string() });
const OrderFeesSchema = type({ providerFee: optional(nullable(MoneySchema)), networkFeeFiat: optional(nullable(MoneySchema)) });

/**
 * What every order has, bought or sold (spec 1 §3 "Order", spec 2 §3 "Sell order"): the buy and the sell
 * order's schemas both start from these fields, so the two never drift apart on what they share.
 */
export const ORDER_FIELDS = {
  id: string(),
  status: enums(ORDER_STATUSES),
  fromAmount: number(),
  toAmount: number(),
  baseAmount: optional(nullable(number())),
  exchangeRate: optional(nullable(OrderRateSchema)),
  fees: optional(nullable(OrderFeesSchema)),
  toWallet: string(),
  reservationExpiresAt: optional(nullable(string())),
  qrCode: optional(nullable(string())),
};

export const OrderSchema = type({
  ...ORDER_FIELDS,
  paymentProviderId: string(),
  paymentProviderFailureReason: optional(nullable(string())),
  /** A buy order's currencies are tickers with their network (a sell order's are objects). */
  fromCurrency: string(),
  toCurrency: string(),
  blockchainExplorerLink: optional(nullable(string())),
  blockchainNetworkTxId: optional(nullable(string())),
  qrCodeUrl: optional(nullable(string())),
  createdAt: string(),
  merchant: optional(nullable(type({ payload: optional(nullable(record(string(), unknown()))) }))),
});
export type Order = Infer<typeof OrderSchema>;

/** spec 1 §3 "Provider authentication data". */
export const AuthDataSchema = type({
  smsCode: optional(nullable(boolean())),
  card2fa: optional(nullable(boolean())),
  authUrl: optional(nullable(string())),
  displayType: optional(nullable(enums(['iframe', 'new_tab', 'redirect'] as const))),
});
export type AuthData = Infer<typeof AuthDataSchema>;

/** spec 2 §3 "Tracking response" (a status too, when the backend gives one: ours does). */
export const TrackingSchema = type({
  toWallet: string(),
  fromCurrency: string(),
  toCurrency: string(),
  baseAmount: optional(nullable(number())),
  fromAmount: number(),
  toAmount: number(),
  status: optional(nullable(enums(ORDER_STATUSES))),
});
export type Tracking = Infer<typeof TrackingSchema>;
