/**
 * The package's public types: what a merchant's code sees of `crypto-ramp-widget` (emitted as .d.ts by
 * `tsc -p tsconfig.types.json`; `test/types/public.ts` checks each against the code that ships). Type-only
 * but for the declarations of what the element entry exports at run time.
 */
import type { LanguageCode } from '../src/domain/constants.js';
import type { Theme } from '../src/domain/theme.js';
import type { HostDomEventMap, HostEventPayloads, HostEventType, HostMessage } from '../src/host/protocol.js';
import type { ElementProp } from './attributes.js';

export type { Theme };
export type { LanguageCode };

/** Every host event's payload, by its postMessage `type` (the DOM event is `ramp:` + type). */
export type RampEventPayloads = HostEventPayloads;
export type RampEventType = HostEventType;

/** DOM events on the element: `el.addEventListener('ramp:started', (e) => e.detail.flowType)`. */
export type RampEventMap = HostDomEventMap;

/**
 * A message of the host contract, as posted to the parent window (iframe) or the element's window: a
 * union told apart by `type`.
 */
export type RampMessage<K extends RampEventType = RampEventType> = HostMessage<K>;

/** Attribute values the widget knows by name (others are strings it checks at start-up). */
type NamedValues = {
  theme: Theme;
  embed: 'inline' | 'frame';
  flow: 'buy' | 'sell';
  environment: 'production' | 'sandbox';
  lang: LanguageCode;
  debug: boolean;
};

/** The element's properties: every attribute, camelCase (`apiKey` ↔ `api-key`). */
export type CryptoRampWidgetProperties = { [K in ElementProp]?: K extends keyof NamedValues ? NamedValues[K] : string };

type Kebab<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}` : S;

/** The element's attributes, as written in HTML or JSX (`api-key`, `widget-url`, …). */
export type CryptoRampWidgetAttributes = { [K in ElementProp as Kebab<K>]?: CryptoRampWidgetProperties[K] };

export type { MerchantPayload } from './payload.js';

/**
 * `<crypto-ramp-widget>`: buy crypto with a card, or sell crypto to a card, in the merchant's page. An
 * HTMLElement with a typed property per attribute; its `ramp:*` events are typed on every element (they
 * bubble and cross shadow roots). This declaration is the element's one description: the build reads
 * custom-elements.json from it, and a test checks both against the code that ships.
 *
 * @tagname crypto-ramp-widget
 * @attr {'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'tr' | 'pl' | 'uk' | 'id' | 'vi' | 'ar'} lang - The widget's language (default: the browser's, when one of these).
 *
 * @fires {CustomEvent<{ code: string; message: string; payload: unknown }>} ramp:error - Start-up failed, or an error the host should know of.
 * @fires {CustomEvent<Record<string, never>>} ramp:load - The widget's script ran and rendered its first frame.
 * @fires {CustomEvent<{ width: number; height: number }>} ramp:resize - The content's size changed (it starts at 0×0).
 * @fires {CustomEvent<Record<string, never>>} ramp:exit - The customer closed the widget.
 * @fires {CustomEvent<{ flowType: string | null }>} ramp:started - Start-up finished: the merchant checked, the calculator ready.
 * @fires {CustomEvent<{ orderId: string }>} ramp:operation_created - A new order exists.
 * @fires {CustomEvent<{ orderId: string }>} ramp:payment_sent - The card payment was sent to the provider.
 * @fires {CustomEvent<{ orderId: string }>} ramp:operation_success - The order completed.
 * @fires {CustomEvent<{ orderId: string }>} ramp:operation_fail - The order failed.
 * @fires {CustomEvent<{ orderId: string }>} ramp:operation_pending - The order is being processed.
 * @fires {CustomEvent<{ country: string }>} ramp:unsupported - The customer's detected country is not supported.
 * @fires {CustomEvent<{ country: string }>} ramp:force_continue - The customer chose to continue from an unsupported country.
 * @fires {CustomEvent<{ payload: Record<string, unknown> }>} ramp:merchant_order_id_exists - The merchant order id was used already; the host gets its payload back.
 * @fires {CustomEvent<{ orderId: string; merchantOrderId: string | null; toWallet: string | null }>} ramp:payment_pending - A wallet payment waits for the customer.
 * @fires {CustomEvent<{ payCurrency: string; receiveCurrency: string; rate: number }>} ramp:quote_updated - The calculator's quote was read again and its rate moved.
 * @fires {CustomEvent<{ orderId: string }>} ramp:order_expired - The order's reservation ran out before it was paid.
 * @fires {CustomEvent<{ code: 'csp_blocks_api' | 'csp_blocks_card_vault' | 'csp_blocks_identity_check' | 'csp_blocks_3d_secure' | 'camera_not_allowed' | 'payment_not_allowed' | 'clipboard_write_not_allowed' | 'popup_blocked' | 'storage_blocked' | 'too_narrow' | 'page_origin_not_allowed'; blocked: string; docs: string }>} ramp:diagnostic - The page keeps the widget from something it needs (docs/troubleshooting.md): once per code.
 *
 * The CSS properties' defaults are the light theme's; the dark theme has its own (docs/theming.md).
 *
 * @cssprop [--crw-primary=#4353ff] - Primary buttons, links, focus rings, the spinner.
 * @cssprop [--crw-on-primary=#ffffff] - Text on primary buttons.
 * @cssprop [--crw-surface=#ffffff] - The card and fields.
 * @cssprop [--crw-text=#1b1d29] - Text.
 * @cssprop [--crw-muted=#6b6f80] - Secondary text.
 * @cssprop [--crw-border=#dfe1ea] - Card and box edges.
 * @cssprop [--crw-control-border=#8a8fa3] - Field edges (keep 3:1 against the surface).
 * @cssprop [--crw-danger=#b3202c] - Errors; their boxes are tinted from it.
 * @cssprop [--crw-warning=#8a5300] - Warnings; their boxes are tinted from it.
 * @cssprop [--crw-success=#146c3a] - Success; its boxes are tinted from it.
 * @cssprop [--crw-radius=16px] - The card's corners (fields and buttons take 5/8 of it).
 * @cssprop [--crw-font=system-ui, -apple-system, "Segoe UI", Roboto, sans-serif] - The font family.
 *
 * @csspart frame - The card: every screen's box, the start-up skeleton's, the error page's.
 * @csspart header - The card's title row.
 * @csspart primary-button - Each screen's main button.
 */
export declare class CryptoRampWidgetElement extends HTMLElement {
  /**
   * The merchant's public key.
   * @attr api-key
   */
  apiKey?: string;
  /**
   * The merchant server's signature of `payload` (hex HMAC-SHA256).
   * @attr signature
   */
  signature?: string;
  /**
   * The merchant's JSON payload, exactly the string that was signed.
   * @attr payload
   */
  payload?: string;
  /**
   * The merchant's default fiat currency, unless the payload names currencies (not signed).
   * @attr default-currency
   */
  defaultCurrency?: string;
  /**
   * The provider's API (default: the build's).
   * @attr api-url
   */
  apiUrl?: string;
  /**
   * `production` or `sandbox` (default: the build's).
   * @attr environment
   */
  environment?: 'production' | 'sandbox';
  /**
   * An order id: the element opens that order's public tracking page.
   * @attr track-order
   */
  trackOrder?: string;
  /**
   * Where a customer with nothing under way starts: `buy` (default) or `sell`.
   * @attr flow
   */
  flow?: 'buy' | 'sell';
  /**
   * Names this widget among several of one page (its saved place and orders are its own).
   * @attr widget-id
   */
  widgetId?: string;
  /**
   * `inline` (default: in the element's shadow root) or `frame` (the iframe page inside the element).
   * @attr embed
   */
  embed?: 'inline' | 'frame';
  /**
   * The iframe page's address: frame mode loads it, tracking links point to it (default: the build's).
   * @attr widget-url
   */
  widgetUrl?: string;
  /**
   * `light` (default), `dark` or `auto` (follows the system); changes live.
   * @attr theme
   */
  theme?: 'light' | 'dark' | 'auto';
  /**
   * Sandbox only: every wait of the widget multiplied by this (above 0, at most 1), e.g. '0.1'.
   * @attr time-scale
   */
  timeScale?: string;
  /**
   * Present (and not "false"): each `ramp:diagnostic` also goes to the console, outside the sandbox too; changes live.
   * @attr debug
   */
  debug?: boolean;
}

/** The tag name the element entry registers. */
export declare const TAG_NAME: 'crypto-ramp-widget';

/** True for a message of the host contract (check `event.origin` first: the widget's origin). */
export declare function isRampMessage(value: unknown): value is RampMessage;

declare global {
  interface HTMLElementTagNameMap {
    'crypto-ramp-widget': CryptoRampWidgetElement;
  }
  interface HTMLElementEventMap extends RampEventMap {}
}
