/**
 * The merchant's payload, its own module with no DOM type: the server helper's types (server/) take it
 * from here, so a server project compiles them without the DOM library. `elements/public.ts` exports it.
 */

/** The merchant's payload, signed as a JSON string (spec: apiKey, signature, payload). */
export type MerchantPayload = {
  toWallet?: string;
  fromCurrency?: string;
  /** A positive decimal up to 1e9, as a number or a plain decimal string. */
  fromAmount?: number | string;
  toCurrency?: string;
  toAmount?: number | string;
  merchantOrderId?: string;
  /** A URL-encoded JSON object. */
  contractCall?: string;
  email?: string;
  shareToken?: string;
  externalData?: string;
  paymentType?: 'card' | 'google_pay' | 'blik' | 'skrill';
  defaultCurrency?: string;
};
