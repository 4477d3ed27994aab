/**
 * The host-page contract (spec 2 "Host-page event contract"): every event the widget reports, its
 * payload, its postMessage `type` and its DOM event name. One table; everything else imports it.
 *
 *   widget state change ──emit(type, data)──┬─> window.parent.postMessage({ source, version, type, data }, exactOrigin)
 *                                           │     (iframe page; never '*')
 *                                           └─> element.dispatchEvent(new CustomEvent(`ramp:${type}`, { detail: data,
 *                                                 bubbles: true, composed: true }))   (custom element)
 *
 * DOM names carry a `ramp:` prefix so that `error`, `load` and `resize` never look like the browser's
 * own events to a host listener; the part after the prefix is the postMessage type, so an event keeps
 * its name on every channel. Never change a payload in place: add a new event and deprecate the old.
 */
import type { Diagnostic } from '../domain/diagnostics.js';

export const MESSAGE_SOURCE = 'crypto-ramp-widget' as const;
/** Bumped only when a payload changes shape (which we avoid: see above). */
export const CONTRACT_VERSION = 1 as const;
export const DOM_EVENT_PREFIX = 'ramp:' as const;

export type MerchantPayloadData = Record<string, unknown>;

/** Payload of each event; the keys are the postMessage `type`s. */
export type HostEventPayloads = {
  /** Start-up failed, or an error the host should know of. */
  error: { code: string; message: string; payload: unknown };
  /** The widget script ran and rendered its first frame. */
  load: Record<string, never>;
  /** The content size changed: size the frame to it. Starts at 0×0. */
  resize: { width: number; height: number };
  /** The customer closed the widget. */
  exit: Record<string, never>;
  /** Start-up finished: merchant validated, data loaded, calculator ready. */
  started: { flowType: string | null };
  /** A new order exists. */
  operation_created: { orderId: string };
  /** The card payment was sent to the provider. */
  payment_sent: { orderId: string };
  /** The order completed. */
  operation_success: { orderId: string };
  /** The order failed. */
  operation_fail: { orderId: string };
  /** The order is being processed (processing_started). */
  operation_pending: { orderId: string };
  /** The customer's detected country is not supported. */
  unsupported: { country: string };
  /** The customer chose to continue from an unsupported country. */
  force_continue: { country: string };
  /** The merchant order id was already used; the host gets its payload back. */
  merchant_order_id_exists: { payload: MerchantPayloadData };
  /** A wallet payment is waiting for the customer. */
  payment_pending: { orderId: string; merchantOrderId: string | null; toWallet: string | null };
  /** The calculator's quote was read again and its rate moved (added in version 1: additive). */
  quote_updated: { payCurrency: string; receiveCurrency: string; rate: number };
  /** The order's reservation ran out before it was paid (added in version 1: additive). */
  order_expired: { orderId: string };
  /**
   * The page the widget is in keeps it from something it needs (a policy, a permission, storage, room):
   * a stable `code`, the thing `blocked`, the troubleshooting page's section (`docs`). Once per code per
   * widget; never told to the customer (added in version 1: additive).
   */
  diagnostic: Diagnostic;
};

export type HostEventType = keyof HostEventPayloads;

/** The table: postMessage type → DOM event name. `satisfies` makes the compiler check the keys match the payload map. */
export const HOST_EVENTS = {
  error: 'ramp:error',
  load: 'ramp:load',
  resize: 'ramp:resize',
  exit: 'ramp:exit',
  started: 'ramp:started',
  operation_created: 'ramp:operation_created',
  payment_sent: 'ramp:payment_sent',
  operation_success: 'ramp:operation_success',
  operation_fail: 'ramp:operation_fail',
  operation_pending: 'ramp:operation_pending',
  unsupported: 'ramp:unsupported',
  force_continue: 'ramp:force_continue',
  merchant_order_id_exists: 'ramp:merchant_order_id_exists',
  payment_pending: 'ramp:payment_pending',
  quote_updated: 'ramp:quote_updated',
  order_expired: 'ramp:order_expired',
  diagnostic: 'ramp:diagnostic',
} as const satisfies { [K in HostEventType]: `${typeof DOM_EVENT_PREFIX}${K}` };

// Compile-time check in the other direction: no event in the table lacks a payload type.
type _TableHasOnlyKnownEvents = keyof typeof HOST_EVENTS extends HostEventType ? true : never;
const _tableCheck: _TableHasOnlyKnownEvents = true;
void _tableCheck;

export const HOST_EVENT_TYPES = Object.keys(HOST_EVENTS) as HostEventType[];

/**
 * A message of the contract: for one event `HostMessage<'started'>`; without an argument, the union of
 * all of them, told apart by `type` (`if (m.type === 'started') m.data.flowType`).
 */
export type HostMessage<K extends HostEventType = HostEventType> = {
  [T in K]: {
    source: typeof MESSAGE_SOURCE;
    version: typeof CONTRACT_VERSION;
    type: T;
    data: HostEventPayloads[T];
    /**
     * Which widget sent it (added in version 1 without a bump: additive): the element's `widget-id`, the
     * iframe page's `widgetId`, or their defaults. Tells two widgets of one page apart.
     */
    widgetId: string;
  };
}[K];

/** DOM event map for `addEventListener('ramp:started', e => e.detail)` typing. */
export type HostDomEventMap = { [K in HostEventType as (typeof HOST_EVENTS)[K]]: CustomEvent<HostEventPayloads[K]> };
