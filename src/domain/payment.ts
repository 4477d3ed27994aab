/** What a failed payment means (spec 1 §4 "Order creation and what follows", §8). */
import { RETURN_PARAM } from './constants';
import type { ErrorCode } from './errorCodes';
import { type OrderStatus, orderView } from './orderStatus';
import { ROUTES, type StaticRoute } from './routes';

export type PaymentOutcome =
  /** 'The exchange rate has been updated': the order is refetched; the flag resets on the next attempt. */
  | { kind: 'rateChanged' }
  /** The order moved on or cannot be processed: refetch it. */
  | { kind: 'refetch' }
  /** api_client_error, api_server_error: a fatal state, cleared when the order is cancelled or not found. */
  | { kind: 'fatal' }
  /** A card limit: the limit-reached screen with this message. */
  | { kind: 'limitReached'; limit: LimitKind }
  /** Card field errors: back a page, shown inline. */
  | { kind: 'cardFields'; fields: Record<string, string> }
  | { kind: 'kyc' }
  /**
   * The way to the backend failed (offline, a reset, a gateway's page) and the order, read again, shows the
   * payment was not started: the customer is told the connection is the problem and may try again (with the
   * same idempotency key: if the first attempt reached the provider after all, it is the same payment).
   */
  | { kind: 'connection' }
  /** The backend's words, or null for ours ('Something went wrong'). */
  | { kind: 'message'; message: string | null };

/**
 * spec 1 §7: when every processing call timed out, the order read again says whether the provider
 * started the payment all the same. Past the payment step (processing, authentication, progress, failed
 * or complete) it is followed where it is and never paid a second time; still at the payment step it was
 * not started, and the customer may try again; expired, it was not started either.
 */
export function startedDespiteTimeouts(order: { status: OrderStatus; paymentProviderId: string }): boolean {
  const view = orderView(order);
  return view !== 'cardPayment' && view !== 'expired';
}

/** The card choice that is no saved card: a new card typed into the vault's fields. */
export const NEW_CARD = 'new';

export type LimitKind = 'dailyLimitReached' | 'weeklyLimitReached' | 'yearlyLimitReached';

/** spec 1 §8: limit-reached texts mapped from the server's message. */
export function limitKindFromMessage(message: string): LimitKind | null {
  const text = message.toLowerCase();
  if (text.includes('daily limit')) return 'dailyLimitReached';
  if (text.includes('weekly limit')) return 'weeklyLimitReached';
  if (text.includes('yearly limit')) return 'yearlyLimitReached';
  return null;
}

export const CARD_FIELDS = ['address', 'city', 'postalCode', 'countryCode', 'cvv', 'expirationDate', 'phone', 'number', 'holder'] as const;

/** The server's card field errors (`card.cvv`, `card.0.number`, …) by field, for the fields a form has. */
export function cardFieldErrors(fieldErrors: Record<string, string>, fields: readonly string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, text] of Object.entries(fieldErrors)) {
    const field = /^card(?:\.\d+)?\.(\w+)$/.exec(key)?.[1];
    if (field && fields.includes(field)) found[field] = text;
  }
  return found;
}

export function paymentOutcome(code: ErrorCode, message: string | null, fieldErrors: Record<string, string>): PaymentOutcome {
  switch (code) {
    case 'order_data_changed':
    case 'country_data_changed':
    case 'failed_to_detect_country_by_bin':
      return { kind: 'rateChanged' };
    case 'order_status_cannot_be_changed':
    case 'order_cannot_be_processed':
      return { kind: 'refetch' };
    case 'api_client_error':
    case 'api_server_error':
      return { kind: 'fatal' };
    case 'max_sum_for_light_kyc_exceeded':
    case 'must_pass_kyc':
      return { kind: 'kyc' };
    case 'validation_error': {
      const limit = limitKindFromMessage(fieldErrors.fromAmount ?? '');
      if (limit) return { kind: 'limitReached', limit };
      const fields = cardFieldErrors(fieldErrors, CARD_FIELDS);
      return Object.keys(fields).length > 0 ? { kind: 'cardFields', fields } : { kind: 'message', message };
    }
    default:
      return { kind: 'message', message };
  }
}

/**
 * Where the provider sends the iframe page back to: the order screen with the kept launch's id, and the
 * merchant's public API key (the server frames the page for that merchant's pages only), nothing more.
 */
export function authReturnUrl(widgetOrigin: string, orderPath: string, launchId: string, apiKey: string | null): string {
  const url = new URL(orderPath, widgetOrigin);
  url.searchParams.set(RETURN_PARAM, launchId);
  if (apiKey) url.searchParams.set('apiKey', apiKey);
  return url.toString();
}

/**
 * The provider's page for a `redirect` authentication (spec 1 §2), with where to come back: the iframe page
 * leaves for it and the provider returns to `returnUrl` (passed as that query parameter; ours: the spec
 * shows no protocol for it).
 */
export function authRedirectUrl(authUrl: string, returnUrl: string): string {
  const url = new URL(authUrl);
  url.searchParams.set('returnUrl', returnUrl);
  return url.toString();
}

/**
 * spec 2 "Windows": a child window closes on the authentication-completed message "unless it is a
 * bank-authorization URL" (the bank's own page finishes there). Which URLs are is not shown; ours: a path
 * with a `bank-authorization` segment.
 */
export function isBankAuthorizationUrl(url: string): boolean {
  try {
    return new URL(url).pathname.split('/').includes('bank-authorization');
  } catch {
    return false;
  }
}

/**
 * Where a payment attempt sends the customer (spec 1 §4, §8): the order screen on success and when the
 * order must be read again or is in a fatal state; KYC; the limit screen; null to stay and say why.
 */
export function routeForPaymentOutcome(outcome: PaymentOutcome | null): StaticRoute | null {
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

/**
 * The card a payment starts with (ours: a returning customer's, see `returningCustomer.ts`): the
 * customer's default saved card, else the one last paid with, else the first — never the one just
 * declined (Try another card), and a new card when that leaves none or a typed card was declined; null
 * when there is no saved card.
 */
export function preferredCard(cards: readonly { id: string; isDefault?: boolean }[], lastUsed: string | null, declined: string | null = null): string | null {
  if (cards.length === 0) return null;
  // A typed card was declined (saved or not, its id is not known here): another typed card.
  if (declined === NEW_CARD) return NEW_CARD;
  const usable = cards.filter((card) => card.id !== declined);
  return (usable.find((card) => card.isDefault) ?? usable.find((card) => card.id === lastUsed) ?? usable[0])?.id ?? NEW_CARD;
}

/**
 * Where a reload of the card payment lands (issue 39; its pages: 0 the card list, 1 the card form, 2 the
 * confirmation) (`kept`: the page and card as they were): a page past the card's own asks for the
 * card data again (a new card's form, a saved card's security code on the list or the details page).
 */
export function pageAfterReload(kept: { page: 0 | 1 | 2; quick: boolean }, savedCard: boolean): { page: 0 | 1 | 2; retype: 'card' | 'securityCode' | null } {
  if (kept.page === 0) return { page: 0, retype: null };
  const retype = savedCard ? 'securityCode' : 'card';
  return { page: kept.page === 2 && kept.quick && savedCard ? 0 : 1, retype };
}
