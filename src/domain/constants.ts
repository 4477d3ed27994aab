/** Business constants of the spec (spec 1 §9, spec 2 §9), named as the spec names them, units in the name. */

export const REQUEST_TIMEOUT_MS = 10_000;
export const ORDER_CREATION_TIMEOUT_MS = 30_000;
export const STATUS_LONG_POLL_TIMEOUT_MS = 180_000;
/** Ours: after a failed long poll of the processing status, the wait before the next (doubling up to the max). */
export const STATUS_LONG_POLL_RETRY_MS = 2_000;
export const STATUS_LONG_POLL_RETRY_MAX_MS = 16_000;
export const PROCESSING_RETRIES_ON_TIMEOUT = 3;
/** Ours: a read that failed on the way is sent again after about this long, each next time about twice as long (domain/retry.ts). */
export const READ_RETRY_BASE_MS = 400;

/** How long calls wait for a backend the device is online for but cannot reach (a lift with bars and no data). */
export const UNREACHABLE_WAIT_MS = 30_000;

export const ORDER_POLL_MS = 5_000;
export const SELL_ORDER_POLL_MS = 3_000;
export const USER_POLL_MS = 5_000;
export const TRACKING_POLL_MS = 2_000;
/** spec 2 §7: tracking retries a failed read up to 2 times, 2 s apart (never a 404). */
export const TRACKING_RETRIES = 2;
export const TRACKING_RETRY_DELAY_MS = 2_000;
export const LONG_WAIT_MESSAGE_MS = 30_000;
/** Ours (the spec reads rates once): the calculator's rates and fees are read again this often while it shows. */
export const QUOTE_REFRESH_MS = 30_000;
export const COPY_FEEDBACK_MS = 1_000;
export const WALLET_SELECTOR_ERROR_MS = 3_000;
export const SELECTOR_SEARCH_DEBOUNCE_MS = 300;
export const ADDRESS_EXISTENCE_WAIT_MS = 300;
export const POST_LOGIN_REDIRECT_MS = 100;

export const PERSISTED_ORDER_DATA_TTL_S = 3_600;

/**
 * Our limit (the spec sets none): the X-Merchant-Data header as sent, JSON of apiKey, signature and payload
 * with non-ASCII characters as 6-byte \u escapes. 6 KB fits the header limits of common servers and
 * proxies (Node 16 KB in all, nginx 8 KB per line) beside the other headers.
 */
export const MAX_MERCHANT_DATA_BYTES = 6_144;

export const DEFAULT_START_AMOUNT = 100;
export const FEE_DISPLAY_DECIMALS = 4;

/** spec 1 §4: buy defaults to the country's default currency and USDT on Polygon. */
export const DEFAULT_BUY_RECEIVE_CURRENCY = 'USDT-MATIC';
/** spec 1 §3: the default detected country is the United States, id 29, US dollar. */
export const DEFAULT_COUNTRY_FIAT = 'USD';
/** spec 2 §4: sell pays USDT-MATIC and receives EUR. */
export const DEFAULT_SELL_PAY_CURRENCY = 'USDT-MATIC';
export const DEFAULT_SELL_RECEIVE_CURRENCY = 'EUR';

/** Payment types the backend knows; `qr` is paid from a bank app through a QR code (provider better_bro). */
/** spec 1 §1: the buy calculator's payment types (which provider takes an order is the backend's choice). */
export const PAYMENT_TYPES = ['google_pay', 'blik', 'card', 'skrill'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export function isPaymentType(value: string): value is PaymentType {
  return (PAYMENT_TYPES as readonly string[]).includes(value);
}

/**
 * The languages the widget speaks: the spec's three (spec 1 §1), then French, German, Italian, Turkish,
 * Polish, Ukrainian, Indonesian, Vietnamese and Arabic (issue 46; Arabic right to left: `RTL_LANGUAGES`).
 */
export const LANGUAGE_CODES = ['en', 'es', 'pt', 'fr', 'de', 'it', 'tr', 'pl', 'uk', 'id', 'vi', 'ar'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** Every key the widget reads or writes in the browser's storage (spec 1 §3, spec 2 §9). */
export const STORAGE_KEYS = {
  /** session storage */
  authenticationToken: 'authentication_token',
  /** local storage, JSON language */
  lang: 'lang',
  countryUnavailableIgnored: 'country-unavailable-ignored',
  swapWithoutKycHidden: 'swap-without-kyc-hidden',
  /** local storage: persisted order-creation data (our name; the spec does not name it) */
  orderCreationData: 'order-creation-data',
  /** local storage: the active order id, suffixed with the merchant signature (spec 2 §4) */
  activeOrderId: 'active-order-id',
  /** local storage: the active sell order id, suffixed with the merchant signature (our name) */
  activeSellOrderId: 'active-sell-order-id',
  /**
   * local storage: the idempotency key of an order creation whose answer was lost, suffixed with the flow,
   * so the same purchase sent again (a press, a reload) is the same order (our name; state/pendingCreation.ts)
   */
  pendingCreation: 'pending-order-creation',
  /** session storage, element only: the current route, so a reload stays on the same screen (our name) */
  route: 'route',
  /** session storage: drafts of the light KYC and billing address forms (our names) */
  lightKycDraft: 'light-kyc-draft',
  billingAddressDraft: 'billing-address-draft',
  /** session storage: the login step, so a reload on the code step stays there (our name) */
  loginStep: 'login-step',
  /** session storage: 'Save card for future payments' as the customer left it, buy or sell (our name) */
  saveCardChoice: 'save-card',
  /** session storage: the card payment's page and what was typed on it, nothing secret, for a reload (our name) */
  cardPaymentDraft: 'card-payment',
  /** session storage: the payout card form's date of birth and agreement, for a reload (our name) */
  payoutCardDraft: 'payout-card',
  /** session storage, iframe page only: its parent's origin, kept across a bank's redirect (our name) */
  parentOrigin: 'parent-origin',
  /**
   * local storage: a returning customer's last payment method, wallets and card, suffixed with the customer
   * and the merchant (our name; shared by the page's widgets, like the session)
   */
  returningCustomer: 'returning-customer',
  /**
   * session storage, iframe page only: its launch query while it is away at a bank's page (redirect
   * authentication), `launch-query:{id}`, read once on return (our name)
   */
  launchQuery: 'launch-query',
  /** local storage: the NEAR wallet selector's own keys, `near-wallet-selector:{name}` (ours) */
  nearWalletSelector: 'near-wallet-selector',
} as const;

/**
 * The query parameter of the iframe page's return address from a redirect authentication (ours): the id of
 * the launch query kept in the tab's session storage (`launch-query:{id}`), so the address handed to the
 * bank carries no e-mail, share token or signed payload.
 */
export const RETURN_PARAM = 'resume';

/**
 * What names or identifies a customer (ours: the spec says only that logging out clears the user and the
 * order): cleared at logout from every widget of the page, so a shared device's next customer finds
 * nothing of the last one: no address typed or remembered, no order id, no e-mail, no session, no
 * connected wallet. The language and dismissed notices stay: they are the device's, not the customer's.
 * Built by a call marked pure, so that the element's entry, which reads a few keys, leaves the lists out (a
 * literal reading STORAGE_KEYS stays in every bundle that imports this module).
 */
export const CUSTOMER_STORAGE_KEYS = /* @__PURE__ */ (() =>
  ({
    local: [
      STORAGE_KEYS.orderCreationData,
      STORAGE_KEYS.activeOrderId,
      STORAGE_KEYS.activeSellOrderId,
      STORAGE_KEYS.pendingCreation,
      STORAGE_KEYS.returningCustomer,
      STORAGE_KEYS.nearWalletSelector,
    ],
    session: [
      STORAGE_KEYS.authenticationToken,
      STORAGE_KEYS.loginStep,
      STORAGE_KEYS.lightKycDraft,
      STORAGE_KEYS.billingAddressDraft,
      STORAGE_KEYS.saveCardChoice,
      STORAGE_KEYS.cardPaymentDraft,
      STORAGE_KEYS.payoutCardDraft,
      STORAGE_KEYS.launchQuery,
    ],
  }) as const)();

/** Where the iframe page keeps its launch query while a bank's page has it (`resume={launchId}` brings it back). */
export function launchQueryKey(launchId: string): string {
  return `${STORAGE_KEYS.launchQuery}:${launchId}`;
}

/** A key kept per merchant launch (spec 2 §4: the active order id per merchant signature). */
export function perMerchantKey(key: string, signature: string | null | undefined): string {
  return `${key}:${signature ?? 'no-merchant'}`;
}

/**
 * Keys that belong to one widget, not to the page (ours; the spec has one widget per page): stored under
 * the widget's id (`{widgetId}:{key}`), so two widgets on one page keep their own route, calculator, orders
 * and drafts. The session token, the language and the dismissed notices stay shared by the page's widgets.
 */
export const INSTANCE_STORAGE_KEYS: readonly string[] = [
  STORAGE_KEYS.route,
  STORAGE_KEYS.orderCreationData,
  STORAGE_KEYS.activeOrderId,
  STORAGE_KEYS.activeSellOrderId,
  STORAGE_KEYS.pendingCreation,
  STORAGE_KEYS.lightKycDraft,
  STORAGE_KEYS.billingAddressDraft,
  STORAGE_KEYS.loginStep,
  STORAGE_KEYS.saveCardChoice,
  STORAGE_KEYS.cardPaymentDraft,
  STORAGE_KEYS.payoutCardDraft,
];

/** A widget id (the element's `widget-id`, the iframe page's `widgetId`): safe in a storage key and a message. */
export const WIDGET_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const PROMO_NO_KYC_LIMIT_EUR = 900;

/** spec 1 §9: QR images are 236 px square. */
export const QR_IMAGE_PX = 236;
