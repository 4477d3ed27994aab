/**
 * What every end-to-end test file starts (its own sandbox and a browser, the pages each test opens closed
 * after it), and the helpers its tests share: the one wait for what Playwright cannot wait for, the
 * widget's storage keys, signing in, the vault's fields, the demo's log of host events.
 */
import { after, afterEach, before } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, BrowserContext, BrowserContextOptions, FrameLocator, Locator, Page } from 'playwright-core';
import { type Sandbox, startSandbox } from '../../sandbox/server';
import { STORAGE_KEYS } from '../../src/domain/constants';
import { ELEMENT_STORAGE_PREFIX, storageKey } from '../../src/state/storage';
import { launchChromium } from './browser';
import { controlClient } from '../sandboxControl';
import { TEST_TIME_SCALE } from '../timeScale';

/** A test file's sandbox and browser, and the pages and contexts of the test that runs. */
export type Environment = {
  readonly sandbox: Sandbox;
  readonly browser: Browser;
  /** A page in a context of its own, closed after the test that opened it, passed or failed. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** A context for pages that share it, closed after the test that opened it, passed or failed. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
};

/**
 * A test file's sandbox (on ports the OS chooses: files run side by side, and beside another checkout)
 * and browser, started before its tests and closed after them. Whatever a test opened in the browser is
 * closed after it, passed or failed: a failed assertion leaves no page polling and holding the machine
 * for the tests after it. `browserEnv`: added to the browser's environment (the visual tests pin its
 * fonts); `partitionedStorage`: cross-site frames keep storage, as in customers' browsers (test/e2e/browser.ts).
 */
export function sandboxAndBrowser(browserEnv: Record<string, string> = {}, options: { partitionedStorage?: boolean; backForwardCache?: boolean } = {}): Environment {
  const started = {} as { sandbox: Sandbox; browser: Browser };
  before(async () => {
    started.sandbox = await startSandbox({ ports: 'any', timeScale: TEST_TIME_SCALE });
    started.browser = await launchChromium(browserEnv, options);
  });
  afterEach(async () => {
    await Promise.all((started.browser?.contexts() ?? []).map((context) => context.close()));
  });
  after(async () => {
    await started.browser?.close();
    await started.sandbox?.close();
  });
  return {
    get sandbox() {
      return started.sandbox;
    },
    get browser() {
      return started.browser;
    },
    newPage: (pageOptions) => started.browser.newPage(pageOptions),
    newContext: (contextOptions) => started.browser.newContext(contextOptions),
  };
}

/**
 * The one wait of the end-to-end tests, for what Playwright cannot wait for itself (the sandbox's counts,
 * a page's own records, a driver of another engine): asks `condition` every `intervalMs` until it gives
 * something truthy, and returns that. A condition that throws or rejects has not come true yet. After
 * `timeoutMs`, fails naming `what` (a function: asked then, to say what there is instead).
 */
export async function waitUntil<T>(
  condition: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  what: string | (() => string | Promise<string>),
  { timeoutMs = 10_000, intervalMs = 50 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await Promise.resolve()
      .then(condition)
      .catch(() => null);
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${typeof what === 'string' ? what : await what()}`);
    await sleep(intervalMs);
  }
}

/** Where a widget is: the element on a merchant page (the page's first), or the widget page at the top of its tab. */
export type StoredBy = 'element' | 'widget page';

/**
 * The key of the widget's `key` (STORAGE_KEYS, with its suffix if any) in its page's storage, as the
 * widget spells it (src/state/storage.ts): the element's prefixed, under its id `w0` where the key is a
 * widget's own (elements/widgetId.ts); the widget page's at the top of a tab under its id `page`
 * (src/host/framePosition.ts).
 */
export function widgetStorageKey(by: StoredBy, key: string): string {
  return by === 'element' ? storageKey({ prefix: ELEMENT_STORAGE_PREFIX, widgetId: 'w0' }, key) : storageKey({ prefix: '', widgetId: 'page' }, key);
}

/**
 * Storage entries put in `page` before its first script, each time a document loads, unless the tab holds
 * the key already: what a returning customer's tab keeps (a return from a bank's page loads the widget
 * again, with what it stored meanwhile).
 */
export async function storedBeforeLoad(page: Page, entries: { session?: Record<string, string>; local?: Record<string, string> }): Promise<void> {
  await page.addInitScript(({ session = {}, local = {} }) => {
    for (const [storage, values] of [
      [sessionStorage, session],
      [localStorage, local],
    ] as const) {
      for (const [key, value] of Object.entries(values)) if (storage.getItem(key) === null) storage.setItem(key, value);
    }
  }, entries);
}

/** `page`'s widget starts signed in as the customer of `token`: the session a stored token gives. */
export function signedInBeforeLoad(page: Page, token: string, by: StoredBy): Promise<void> {
  return storedBeforeLoad(page, { session: { [widgetStorageKey(by, STORAGE_KEYS.authenticationToken)]: token } });
}

/** A session token of the sandbox's customer `email` (made if new), as signing in gives one. */
export async function customerToken(sandbox: Sandbox, email: string): Promise<string> {
  const { token } = (await controlClient(sandbox.urls.api)('customers', { email })) as { token: string };
  return token;
}

/**
 * The e-mail code login inside the widget, with the code read from the sandbox mailbox. Storage of a
 * third-party frame may be denied (this Chromium denies it), so the iframe embed cannot be signed in
 * ahead: the customer signs in there.
 */
export async function signInWithMailedCode(widget: FrameLocator | Locator, sandbox: Sandbox, email: string): Promise<void> {
  await widget.getByLabel('E-mail').fill(email);
  await widget.getByLabel('I agree with the Terms').check();
  await widget.getByRole('button', { name: 'Proceed' }).click();
  await widget.getByText('We sent a 6-digit code').waitFor();
  const { latest } = (await controlClient(sandbox.urls.api)(`mailbox/${encodeURIComponent(email)}`)) as { latest: string };
  await widget.getByLabel('Confirmation code').fill(latest);
}

/** The sandbox's test cards' other details: any future expiry, a 3-digit code, a holder. */
const TEST_CARD_FIELDS = { expirationDate: '1239', cvv: '123', holder: 'ADA LOVELACE' } as const;

export type VaultField = 'number' | keyof typeof TEST_CARD_FIELDS;

/** A test card's vault fields and values, in the form's order; a payout card has no security code (`payout`). */
export function testCardFields(number: string, { payout = false } = {}): [VaultField, string][] {
  return [['number', number], ...Object.entries(TEST_CARD_FIELDS).filter(([name]) => !(payout && name === 'cvv'))] as [VaultField, string][];
}

/**
 * Types a test card into the vault's secure fields, each a frame on the vault's origin inside its
 * container (`…-number`, `…-expirationDate`, …): in the element's light DOM, or nested in the widget's
 * frame. A payout card has no security code (`payout`). Waits until the vault reports the holder valid.
 */
export async function typeCardIntoVault(widget: FrameLocator | Locator, number = '4242424242424242', { payout = false } = {}): Promise<void> {
  for (const [name, value] of testCardFields(number, { payout })) {
    await widget.frameLocator(`[id$="-${name}"] > iframe`).locator('input').pressSequentially(value);
  }
  await widget.locator('[data-testid="vault-holder"][data-state="valid"]').waitFor();
}

/**
 * The payout card form of a sale (`t`: the widget's strings in the language on screen): a test card typed
 * into the vault's fields, a date of birth, the terms agreed, Proceed.
 */
export async function submitPayoutCard(widget: FrameLocator | Locator, t: (key: 'cardCreate.dateOfBirth' | 'cardCreate.agree') => string): Promise<void> {
  await typeCardIntoVault(widget, '4242424242424242', { payout: true });
  await widget.getByLabel(t('cardCreate.dateOfBirth')).fill('10.12.1985');
  await widget.getByRole('checkbox', { name: t('cardCreate.agree') }).check();
  await widget.locator('button.crw-primary').click();
}

/** A verified customer's reserved order placed through the API (100 EUR of USDT on Polygon), and their token. */
export async function placeOrder(sandbox: Sandbox, paymentType: string): Promise<{ id: string; token: string }> {
  const token = await customerToken(sandbox, 'kyc-complete@sandbox.test');
  const { result } = (await fetch(`${sandbox.urls.api}/provider/v1/orders`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ paymentType, fromCurrency: 'EUR', toCurrency: 'USDT-MATIC', toWallet: '0x1111111111111111111111111111111111111111', fromAmount: 100 }),
  }).then((r) => r.json())) as { result: { id: string } };
  return { id: result.id, token };
}

/**
 * The host events a demo page logged on `channel` whose type matches `types`, oldest first (the log shows
 * the newest on top).
 */
export async function demoLog(page: Page, channel: 'CustomEvent' | 'postMessage', types: RegExp): Promise<string[]> {
  const rows = await page.locator('#event-log tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
  return rows
    .reverse()
    .filter(([, logged, type]) => logged === channel && types.test(type ?? ''))
    .map(([, , type]) => type ?? '');
}
