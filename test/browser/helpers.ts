/**
 * Helpers for browser tests: sandbox controls over HTTP, merchant signing through the demo's merchant
 * endpoint, mounting the real element, reading what a person sees in its shadow root, and collecting host
 * events from both channels. Waits poll for a condition; none sleeps for a fixed time.
 */
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import axe from 'axe-core';
import { controlClient } from '../sandboxControl';
import { TEST_TIME_SCALE } from '../timeScale';
import { HOST_EVENT_TYPES, type HostEventType, HOST_EVENTS } from '../../src/host/protocol';
import { isHostMessage } from '../../src/host/isHostMessage';
import { STORAGE_KEYS, perMerchantKey } from '../../src/domain/constants';
import type { Route } from '../../src/domain/routes';
import { ELEMENT_STORAGE_PREFIX, storageKey } from '../../src/state/storage';

declare const __SANDBOX_URLS__: { api: string; widget: string; demo: string; vault: string };
export const SANDBOX = __SANDBOX_URLS__;
export const DEMO_API_KEY = 'pk_sandbox_demo_shop';

// The widget under test is what ships: the element's built script from dist/, served by the sandbox and
// loaded cross-origin as a merchant's page loads it (never a bundle of the sources made for the test).
await import(/* @vite-ignore */ `${SANDBOX.widget}/element/crypto-ramp-widget.js`);

/** The sandbox's scenario controls, typed (test/sandboxControl.ts). */
export const control = controlClient(SANDBOX.api);

export async function signed(payload: Record<string, unknown>, apiKey = DEMO_API_KEY) {
  // The sandbox's test signer (any payload, any demo merchant): a merchant's backend never signs what it is sent.
  return (await control('sign', { apiKey, payload: JSON.stringify(payload) })) as { apiKey: string; signature: string; payload: string };
}

export type CollectedEvent = { channel: 'dom' | 'postMessage'; type: HostEventType; data: unknown; origin?: string };

/** Collects host events from the element (DOM) and from window messages of the contract. */
export function collectEvents(target: EventTarget): { events: CollectedEvent[]; stop: () => void } {
  const events: CollectedEvent[] = [];
  const listeners = HOST_EVENT_TYPES.map((type) => {
    const listener = (event: Event) => events.push({ channel: 'dom', type, data: (event as CustomEvent).detail });
    target.addEventListener(HOST_EVENTS[type], listener);
    return () => target.removeEventListener(HOST_EVENTS[type], listener);
  });
  const onMessage = (event: MessageEvent) => {
    if (isHostMessage(event.data)) events.push({ channel: 'postMessage', type: event.data.type, data: event.data.data, origin: event.origin });
  };
  window.addEventListener('message', onMessage);
  return {
    events,
    stop: () => {
      for (const remove of listeners) remove();
      window.removeEventListener('message', onMessage);
    },
  };
}

/** The page's own timer, kept before any test puts a clock the test moves in its place (virtualTimers). */
const realSetTimeout = window.setTimeout.bind(window);
const realClearTimeout = window.clearTimeout.bind(window);

type Awaitable<T> = T | Promise<T>;

/**
 * The one wait of the browser tests: asks `condition` again and again (every 25 ms, on the page's real
 * clock, whatever virtualTimers did to the widget's) until it gives something truthy, and returns that.
 * A condition may be asynchronous (a question to the sandbox); one that throws or rejects has not come
 * true yet. After `timeoutMs`, fails naming `what` (a function: read then, to say what there is instead).
 */
export async function waitFor<T>(
  condition: () => Awaitable<T | null | undefined | false>,
  what: string | (() => string),
  timeoutMs = 8_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    let value: T | null | undefined | false = null;
    try {
      value = await condition();
    } catch {
      // not there yet
    }
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${typeof what === 'string' ? what : what()}`);
    await new Promise((resolve) => realSetTimeout(resolve, 25));
  }
}

/**
 * The page's setTimeout and clearTimeout on a clock the test moves: a timer the widget sets from now on
 * runs only when `advance` moves the clock past it, so a wait is measured exactly, however loaded the
 * machine (the widget's own waits of a few hundred milliseconds: a debounce, a feedback). The helpers'
 * waits keep the real clock; so do React's scheduler and axe (avoid waitForText meanwhile: its audit may
 * wait on a timer). `restore` puts the real timers back and hands them what is still waiting.
 */
export function virtualTimers() {
  let now = 0;
  let made = 0;
  const waiting = new Map<number, { at: number; run: () => void }>();
  // Ids far from the browser's own, so that clearing a real timer set before still works.
  let nextId = 1_000_000_000;
  window.setTimeout = ((handler: TimerHandler, delay = 0, ...args: unknown[]) => {
    const id = nextId++;
    made += 1;
    const run = () => (typeof handler === 'function' ? handler(...args) : undefined);
    waiting.set(id, { at: now + Math.max(0, Number(delay) || 0), run });
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined && !waiting.delete(id)) realClearTimeout(id);
  }) as typeof window.clearTimeout;
  return {
    /** How many timers the page has set on this clock so far. */
    made: () => made,
    /** How many of them still wait (neither run nor cleared). */
    waiting: () => waiting.size,
    /** Moves the clock on by `ms`, running each timer that falls due, in order. */
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...waiting].filter(([, timer]) => timer.at <= end).sort(([a, x], [b, y]) => x.at - y.at || a - b)[0];
        if (!due) break;
        waiting.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = end;
    },
    restore() {
      window.setTimeout = realSetTimeout as typeof window.setTimeout;
      window.clearTimeout = realClearTimeout as typeof window.clearTimeout;
      for (const timer of waiting.values()) realSetTimeout(timer.run, timer.at - now);
      waiting.clear();
    },
  };
}


/**
 * Runs `steps` with console.warn recorded (each call's arguments joined by spaces) and put back after:
 * the warnings, and what the steps returned.
 */
export async function recordingWarnings<T>(steps: (warnings: string[]) => Promise<T>): Promise<{ warnings: string[]; result: T }> {
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
  try {
    return { warnings, result: await steps(warnings) };
  } finally {
    console.warn = warn;
  }
}

export type Mounted = { element: HTMLElement; root: ShadowRoot; events: CollectedEvent[]; remove: () => void };

const live: Mounted[] = [];

// The runner hands a tab on to the next test file when one ends: each file starts with empty storage,
// whatever the file before it in that tab left.
localStorage.clear();
sessionStorage.clear();

/** Each test starts with a reset sandbox and empty storage, and leaves no widget behind. */
export function freshSandboxPerTest() {
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    await control('reset');
  });
  afterEach(() => {
    for (const mounted of live.splice(0)) mounted.remove();
  });
}


/** Mounts <crypto-ramp-widget> with the given attributes against the test sandbox. */
export function mountElement(attributes: Record<string, string> = {}): Mounted {
  const element = document.createElement('crypto-ramp-widget');
  element.setAttribute('api-url', SANDBOX.api);
  element.setAttribute('widget-url', SANDBOX.widget);
  if (attributes.environment !== 'production') element.setAttribute('time-scale', String(TEST_TIME_SCALE));
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const collected = collectEvents(element);
  document.body.append(element);
  const root = element.shadowRoot;
  if (!root) throw new Error('no open shadow root');
  const mounted: Mounted = {
    element,
    root,
    events: collected.events,
    remove: () => {
      collected.stop();
      element.remove();
    },
  };
  live.push(mounted);
  return mounted;
}

export async function mountSigned(payload: Record<string, unknown>, extra: Record<string, string> = {}): Promise<Mounted> {
  const params = await signed(payload);
  return mountElement({ 'api-key': params.apiKey, signature: params.signature, payload: params.payload, ...extra });
}

/** What a person reads: text of the node, without the widget's own <style>. */
export function text(root: ParentNode): string {
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
  let out = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.tagName !== 'STYLE') out += `${node.textContent ?? ''} `;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * Waits for text a person would read. On the widget's own shadow root, each screen reached this way is
 * also audited with axe-core (see auditScreen): every screen the tests reach is checked.
 */
export async function waitForText(root: ParentNode, needle: string, timeoutMs?: number): Promise<true> {
  await waitFor(() => text(root).includes(needle), () => `text "${needle}" (have: "${text(root).slice(0, 400)}")`, timeoutMs);
  if (root instanceof ShadowRoot && root.host.localName === 'crypto-ramp-widget') await auditScreen(root);
  return true;
}

/** WCAG 2.0, 2.1 and 2.2, levels A and AA, as axe-core checks them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const audited = new Set<string>();
let auditQueue: Promise<unknown> = Promise.resolve();

/**
 * axe-core on the widget as it is on screen now, once per distinct screen (language, colour scheme,
 * heading and open dialog) in a test file; any violation fails the test that reached the screen, naming rule and nodes.
 */
export async function auditScreen(root: ShadowRoot): Promise<void> {
  const heading = root.querySelector('dialog[open] h2, .crw-title, h1, h2')?.textContent?.trim() ?? '';
  const widget = root.querySelector('.crw-root');
  // The colour scheme on screen: the theme attribute, and the system's for `auto`.
  const scheme = `${widget?.getAttribute('data-theme') ?? 'light'}${matchMedia('(prefers-color-scheme: dark)').matches ? '/system dark' : ''}`;
  const key = `${widget?.getAttribute('lang') ?? ''} | ${scheme} | ${heading} | ${root.querySelector('dialog[open]') ? 'dialog' : ''}`;
  if (audited.has(key)) return;
  audited.add(key);
  // axe runs one audit at a time.
  const run = auditQueue.then(() =>
    axe.run(root.host, { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] }),
  );
  auditQueue = run.catch(() => undefined);
  const { violations } = await run;
  if (violations.length === 0) return;
  const report = violations
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' > ')} [${n.failureSummary?.split('\n').slice(1).join(' ')}]`).join(' | ')}`)
    .join('\n  ');
  throw new Error(`axe found ${violations.length} WCAG violation(s) on "${key}":\n  ${report}`);
}

export function query<T extends Element = HTMLElement>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
}

export function button(root: ParentNode, label: string | RegExp): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((b) =>
    typeof label === 'string' ? (b.textContent ?? '').includes(label) || b.getAttribute('aria-label') === label : label.test(b.textContent ?? ''),
  );
  if (!found) throw new Error(`no button ${String(label)}`);
  return found;
}

/** Types into a React-controlled input as a person would: value set natively, then an input event. */
export function typeInto(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function amountInput(root: ParentNode, side: 'pay' | 'receive'): HTMLInputElement {
  return query<HTMLInputElement>(root, `[data-testid="${side}-field"] input`);
}

export async function ready(mounted: Mounted): Promise<void> {
  await waitFor(() => mounted.events.some((e) => e.type === 'started' || e.type === 'error'), 'started or error');
}

/** The sandbox mailbox: one-time codes sent to an e-mail, newest last. */
export async function latestCode(email: string): Promise<string> {
  return waitFor(async () => ((await control(`mailbox/${encodeURIComponent(email)}`)) as { latest: string | null }).latest, `a code for ${email}`);
}

export function uniqueEmail(prefix = 'customer'): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The control a <label> names: an exact label text first, else the first label containing it. */
export function labelled<T extends HTMLElement = HTMLInputElement>(root: ParentNode, label: string): T {
  const labels = [...root.querySelectorAll('label')];
  const found = labels.find((l) => (l.textContent ?? '').trim() === label) ?? labels.find((l) => (l.textContent ?? '').includes(label));
  const id = found?.getAttribute('for');
  const control = id ? root.querySelector<T>(`#${CSS.escape(id)}`) : found?.querySelector<T>('input, select');
  if (!control) throw new Error(`no control labelled ${label}`);
  return control;
}

export function inputLabelled(root: ParentNode, label: string): HTMLInputElement {
  return labelled<HTMLInputElement>(root, label);
}

export function check(box: HTMLInputElement) {
  if (!box.checked) box.click();
}

/** The page's first element without a `widget-id` (elements/widgetId.ts names it by its place). */
const FIRST_WIDGET = 'w0';

/**
 * The host page's storage key of the element's `key` (STORAGE_KEYS, with its suffix if any), as the widget
 * spells it (src/state/storage.ts): prefixed, and under the widget's id where the key is the widget's own.
 */
export function elementKey(key: string, widgetId = FIRST_WIDGET): string {
  return storageKey({ prefix: ELEMENT_STORAGE_PREFIX, widgetId }, key);
}

/** The session token, shared by the page's widgets. */
export const TOKEN_KEY = elementKey(STORAGE_KEYS.authenticationToken);

/** Where the first widget keeps its active order's id (a sale's with `sell`), for a launch signed with `signature` or none. */
export function activeOrderKey({ sell = false, signature }: { sell?: boolean; signature?: string } = {}): string {
  return elementKey(perMerchantKey(sell ? STORAGE_KEYS.activeSellOrderId : STORAGE_KEYS.activeOrderId, signature));
}

/** The first widget's active order id (a sale's with `sell`), or '' when it keeps none. */
export function activeOrderId(options: { sell?: boolean } = {}): string {
  return localStorage.getItem(activeOrderKey(options)) ?? '';
}

/** The widget (the first, or `widgetId`) opens on `route` when it mounts, as after a reload there. */
export function startOn(route: Route, widgetId = FIRST_WIDGET): void {
  sessionStorage.setItem(elementKey(STORAGE_KEYS.route, widgetId), route);
}

/** A wallet address every EVM network accepts. */
export const EVM_WALLET = '0x1111111111111111111111111111111111111111';

/**
 * An order placed through the API as the widget would, by the customer of `token`: 100 EUR of USDT on
 * Polygon paid with `paymentType`, unless `order` says otherwise. Returns its id.
 */
export async function placeOrder(token: string, paymentType: string, order: { fromCurrency?: string; fromAmount?: number } = {}): Promise<string> {
  const response = await fetch(`${SANDBOX.api}/provider/v1/orders`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ paymentType, fromCurrency: 'EUR', toCurrency: 'USDT-MATIC', toWallet: EVM_WALLET, fromAmount: 100, ...order }),
  });
  const { result } = (await response.json()) as { result: { id: string } };
  return result.id;
}

/** Signs the next widget in as an existing (or test-identity) customer, as a stored session would. */
export async function signInAs(email: string): Promise<string> {
  const { token } = (await control('customers', { email })) as { token: string };
  sessionStorage.setItem(TOKEN_KEY, token);
  return token;
}

/** The calculator ready, its payment method chosen as a customer chooses it from the list. */
export async function choosePaymentMethod(root: ShadowRoot, paymentType: string): Promise<void> {
  await waitFor(() => !button(root, 'Buy for').disabled, 'calculator');
  const method = query<HTMLSelectElement>(root, 'select');
  method.value = paymentType;
  method.dispatchEvent(new Event('change', { bubbles: true }));
}

/** From the calculator, once Proceed is enabled (fees loaded), to the wallet step. */
export async function proceedToWallet(root: ShadowRoot): Promise<void> {
  await waitFor(() => !button(root, 'Buy for').disabled, 'Proceed enabled');
  button(root, 'Buy for').click();
  await waitForText(root, 'Confirm and proceed');
}

export function submitWallet(root: ShadowRoot, address = EVM_WALLET): void {
  typeInto(inputLabelled(root, 'wallet address'), address);
  button(root, 'Confirm and proceed').click();
}

/** The e-mail step: e-mail, terms, Proceed; waits for the code step. */
export async function requestCode(root: ShadowRoot, email: string): Promise<void> {
  typeInto(inputLabelled(root, 'E-mail'), email);
  check(root.querySelector<HTMLInputElement>('.crw-check input') as HTMLInputElement);
  button(root, 'Proceed').click();
  await waitForText(root, `We sent a 6-digit code to ${email}`);
}

/** The header's language menu: opens it and picks the language named `name` (as the menu names it: 'Español'). */
export async function chooseLanguage(root: ShadowRoot, name: string): Promise<void> {
  query<HTMLButtonElement>(root, '.crw-lang-button').click();
  const option = await waitFor(() => [...root.querySelectorAll<HTMLButtonElement>('.crw-lang-list button')].find((o) => o.textContent === name), `option ${name}`);
  option.click();
}

/** The element, mounted with `attributes`, on its calculator. */
export async function calculator(attributes: Record<string, string> = {}): Promise<Mounted> {
  const mounted = mountElement(attributes);
  await waitForText(mounted.root, 'Buy for 100 USD');
  return mounted;
}

/** The widget's surface colour, as computed. */
export const surface = (root: ShadowRoot) => getComputedStyle(query(root, '.crw-frame')).backgroundColor;

/** Calculator, currency list, wallet and login in `theme`, each audited with axe-core as it shows (waitForText). */
export async function auditPurchaseStart(theme: string): Promise<void> {
  const { root } = await calculator({ theme });
  query<HTMLButtonElement>(root, '.crw-currency-button').click();
  await waitFor(() => root.querySelector('dialog[open]'), 'the currency list');
  await auditScreen(root);
  query<HTMLButtonElement>(root, 'dialog[open] .crw-modal-header button').click();
  await waitFor(() => !root.querySelector('dialog[open]'), 'the list closed');
  await proceedToWallet(root);
  submitWallet(root);
  await waitForText(root, 'we will send you a one-time code');
  button(root, 'Proceed').click();
  await waitForText(root, 'Enter a valid e-mail');
}

/** The code step, with the code read from the sandbox mailbox. */
export async function enterMailedCode(root: ShadowRoot, email: string): Promise<void> {
  typeInto(inputLabelled(root, 'Confirmation code'), await latestCode(email));
}

/**
 * A verified returning customer (kyc-complete@sandbox.test) from the calculator to user info, paying
 * with `paymentType` when given.
 */
export async function toUserInfoAsVerified(paymentType?: string): Promise<Mounted> {
  await signInAs('kyc-complete@sandbox.test');
  const mounted = mountElement();
  const { root } = mounted;
  if (paymentType) await choosePaymentMethod(root, paymentType);
  await proceedToWallet(root);
  submitWallet(root);
  await waitForText(root, 'Check your details');
  return mounted;
}

/**
 * Types into a secure vault field as a person does: a real click into the vault's frame (another origin,
 * out of the test's reach otherwise), then real key presses. Waits until the vault reports the field valid (or as expected).
 */
export async function typeIntoVault(
  root: ShadowRoot,
  name: 'number' | 'expirationDate' | 'cvv' | 'holder',
  value: string,
  expected: 'valid' | 'invalid' = 'valid',
): Promise<void> {
  const box = await waitFor(() => root.querySelector<HTMLElement>(`[data-testid="vault-${name}"]:not([data-state="loading"])`), `the secure ${name} field`);
  await waitFor(() => !root.querySelector('[data-state="loading"]'), 'every secure field to load');
  // The field's frame: slotted from the element's light DOM, or in place on the iframe page.
  const frame = await waitFor(
    () => box.querySelector('slot')?.assignedElements()[0]?.querySelector('iframe') ?? box.querySelector('iframe'),
    `the ${name} frame`,
  );
  // The keys typed while the vault says its input is focused can still go nowhere on a busy machine (the
  // frame's focus moved between its report and the keys): the field then stays empty, and is typed again.
  for (let round = 0; ; round++) {
    await focusVaultField(box, frame, name);
    await sendKeys({ type: value });
    // (Long enough that a slow report of keys that did arrive is never taken for keys lost, and typed twice.)
    const arrived = await waitFor(() => box.dataset.state !== 'empty', `keys in the ${name} field`, 5_000).then(
      () => true,
      () => false,
    );
    if (arrived || round === 2) break;
  }
  await waitFor(
    () => box.dataset.state === expected,
    () => `the vault to report the ${name} as ${expected} (it says ${box.dataset.state}; focused: ${box.dataset.focused})`,
  );
}

/**
 * A click moves the focus into the frame (another process): waits until the vault reports its input
 * focused, clicking again if it does not.
 */
async function focusVaultField(box: HTMLElement, frame: HTMLIFrameElement, name: string): Promise<void> {
  for (let attempt = 0; box.dataset.focused !== 'true'; attempt++) {
    if (attempt === 5) throw new Error(`could not focus the secure ${name} field`);
    box.scrollIntoView({ block: 'center' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const rect = frame.getBoundingClientRect();
    try {
      await sendMouse({ type: 'click', position: [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)] });
    } catch (error) {
      // On a busy machine the click before this one may still hold the (page's one) mouse button down:
      // release it (it may have been let go meanwhile: then there is nothing to release), and the loop
      // clicks again.
      if (!String(error).includes('already pressed')) throw error;
      await sendMouse({ type: 'up', button: 'left' }).catch(() => undefined);
    }
    await waitFor(() => box.dataset.focused === 'true', `focus in the ${name} field`, 1_000).catch(() => undefined);
  }
}

/** The new-card form of page 1, filled with a test card. */
export async function enterCard(root: ShadowRoot, number: string, cvv = number.startsWith('37') ? '1234' : '123'): Promise<void> {
  await typeIntoVault(root, 'number', number);
  await typeIntoVault(root, 'expirationDate', '1239');
  await typeIntoVault(root, 'cvv', cvv);
  await typeIntoVault(root, 'holder', 'ADA LOVELACE');
}

/** A verified customer paying by card, from the calculator to the card details page (200 ms order steps). */
export async function toCardDetails(): Promise<{ mounted: Mounted; root: ShadowRoot; orderId: string }> {
  await control('settle-step', { ms: 200 });
  const mounted = await toUserInfoAsVerified('card');
  const { root } = mounted;
  button(root, 'Confirm and proceed').click();
  await waitForText(root, 'Enter card details');
  return { mounted, root, orderId: activeOrderId() };
}

/** Card details done: Proceed, agree on the confirmation page, Buy Now. */
export async function confirmAndBuy(root: ShadowRoot): Promise<void> {
  button(root, 'Proceed').click();
  await waitForText(root, 'Confirm transaction');
  check(inputLabelled(root, 'I agree to the terms'));
  button(root, 'Buy Now').click();
}

/** From the calculator: a new order's card form, `number` entered, confirmed, agreed and Buy Now pressed. */
export async function payWith(number: string): Promise<{ mounted: Mounted; root: ShadowRoot; orderId: string }> {
  const started = await toCardDetails();
  await enterCard(started.root, number);
  await confirmAndBuy(started.root);
  return started;
}
