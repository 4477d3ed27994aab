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
};

/** The element's properties: every attribute, camelCase (`apiKey` ↔ `api-key`). */
export type CryptoRampWidgetProperties = { [K in ElementProp]?: K extends keyof NamedValues ? NamedValues[K] : string };

type Kebab<S extends string> = S extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${Kebab<Tail>}` : S;

/** The element's attributes, as written in HTML or JSX (`api-key`, `widget-url`, …). */
export type CryptoRampWidgetAttributes = { [K in ElementProp as Kebab<K>]?: CryptoRampWidgetProperties[K] };

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

/**
 * `<crypto-ramp-widget>`: an HTMLElement with a typed property per attribute; its `ramp:*` events are
 * typed on every element (they bubble and cross shadow roots).
 */
export declare class CryptoRampWidgetElement extends HTMLElement {
  apiKey?: string;
  signature?: string;
  /** The payload string exactly as signed. */
  payload?: string;
  defaultCurrency?: string;
  apiUrl?: string;
  environment?: 'production' | 'sandbox';
  trackOrder?: string;
  flow?: 'buy' | 'sell';
  widgetId?: string;
  embed?: 'inline' | 'frame';
  widgetUrl?: string;
  theme?: Theme;
  /** Sandbox only: every wait of the widget multiplied by this (above 0, at most 1), e.g. '0.1'. */
  timeScale?: string;
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
