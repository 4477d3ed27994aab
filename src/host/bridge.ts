/**
 * The host bridge: emits each event of the contract to the host, through the channels of the embed mode.
 * Iframe page: postMessage to window.parent at the parent's exact origin. Element: a CustomEvent on the
 * element plus a postMessage to the element's own window at its own origin (so a host can use one
 * listener for both embeds). No channel ever posts to '*'.
 */
import { CONTRACT_VERSION, HOST_EVENTS, type HostEventPayloads, type HostEventType, type HostMessage, MESSAGE_SOURCE } from './protocol';

export type HostBridge = {
  emit<K extends HostEventType>(type: K, data: HostEventPayloads[K]): void;
};

export type HostChannels = {
  /** Window and exact origin to post to, or null when there is nobody to tell. */
  target: { window: Window; origin: string } | null;
  /** The custom element to dispatch DOM events on, for the element embed. */
  element: HTMLElement | null;
  /** Sent in every message's envelope. */
  widgetId: string;
};

export function createHostBridge(channels: HostChannels): HostBridge {
  return {
    emit(type, data) {
      const message: HostMessage<typeof type> = { source: MESSAGE_SOURCE, version: CONTRACT_VERSION, type, data, widgetId: channels.widgetId };
      channels.element?.dispatchEvent(new CustomEvent(HOST_EVENTS[type], { detail: data, bubbles: true, composed: true }));
      channels.target?.window.postMessage(message, channels.target.origin);
    },
  };
}

/**
 * What happened to a customer's order happened, whatever became of the widget that asked (a reply that
 * arrives after a restart): these events reach the host even from a widget that is gone.
 */
const ORDER_EVENTS: ReadonlySet<HostEventType> = new Set<HostEventType>([
  'operation_created',
  'payment_sent',
  'payment_pending',
  'operation_pending',
  'operation_success',
  'operation_fail',
  'order_expired',
  'merchant_order_id_exists',
]);

/**
 * One widget's way to the host for its life: events wait, in order, until `open` (the task after the widget
 * started: a page that adds its listener right after importing the element, or after the element's `load`
 * task, hears the first events too). After `close` (the widget unmounted or restarted) only the order's
 * events go on: a start-up abandoned by a restart never reports its end, its screens never resize.
 */
export type HostGate = HostBridge & { hold(): void; open(): void; close(): void };

export function createHostGate(bridge: HostBridge): HostGate {
  let state: 'held' | 'open' | 'closed' = 'held';
  let waiting: (() => void)[] = [];
  return {
    emit(type, data) {
      if (state === 'open' || (state === 'closed' && ORDER_EVENTS.has(type))) bridge.emit(type, data);
      else if (state === 'held') waiting.push(() => bridge.emit(type, data));
    },
    hold() {
      if (state === 'closed') state = 'held';
    },
    open() {
      if (state !== 'held') return;
      state = 'open';
      // One at a time: a listener may close the gate (remove the element) as an event reaches it.
      while (state === 'open' && waiting.length > 0) waiting.shift()?.();
    },
    close() {
      state = 'closed';
      waiting = [];
    },
  };
}

/** Where the iframe page keeps its parent's origin across its own navigations (to a bank's page and back). */
export type OriginMemory = { read(): string | null; write(origin: string): void };

/**
 * The origin of the page that framed us: `location.ancestorOrigins` where the browser has it; else the
 * origin this frame learnt on its first load (`memory`: after a bank's page sent the frame back, the
 * referrer is the bank's); else the referrer's origin. Null at top level or when none is known (then
 * nothing is posted). What is found is remembered: a frame's parent cannot change while the frame lives.
 */
export function parentOrigin(win: Window, memory?: OriginMemory): string | null {
  if (win.parent === win) return null;
  const ancestor = win.location.ancestorOrigins?.[0];
  const origin = ancestor && ancestor !== 'null' ? ancestor : (memory?.read() ?? referrerOrigin(win));
  if (origin) memory?.write(origin);
  return origin;
}

/**
 * The page the iframe page is on, for the merchant check: its own origin at top level, else its parent's;
 * `"null"` (the web's name for an opaque origin) when the parent cannot be told, a `data:` or sandboxed
 * frame among them. Never nothing: a launch that names no page is refused (it fails closed).
 */
export function framingPageOrigin(win: Window, memory?: OriginMemory): string {
  return win.parent === win ? win.location.origin : (parentOrigin(win, memory) ?? 'null');
}

function referrerOrigin(win: Window): string | null {
  try {
    const referrer = win.document.referrer;
    return referrer ? new URL(referrer).origin : null;
  } catch {
    return null;
  }
}

/**
 * Accepts a message only from one window at one exact origin, with a valid shape. The returned function
 * removes the listener.
 */
export function listenToWindow<T>(
  win: Window,
  expected: { source: () => MessageEventSource | null; origin: string },
  parse: (data: unknown) => T | null,
  handler: (message: T) => void,
): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== expected.origin || event.source === null || event.source !== expected.source()) return;
    const message = parse(event.data);
    if (message !== null) handler(message);
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}
