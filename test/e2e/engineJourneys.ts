/**
 * A customer's journeys in another engine than Chromium (Firefox ESR, WebKitGTK), through engineDriver.ts
 * on the test merchant page: a card purchase to Done in each embed, with the host told; a purchase through
 * 3-D Secure in a frame; a sale to the deposit screen; public tracking. Every click is a real pointer
 * click, every key a real key press (the vault's fields, on its own origin, included); only the payment
 * method's native <select> is set by script (its pop-up list is the operating system's, out of a page
 * driver's reach).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type Sandbox, startSandbox } from '../../sandbox/server';
import { controlClient } from '../sandboxControl';
import { TEST_TIME_SCALE } from '../timeScale';
import { ROUTES } from '../../src/domain/routes';
import type { EngineDriver, FramePath } from './engineDriver';
import { type VaultField, placeOrder, testCardFields, waitUntil } from './environment';

type Embed = 'element' | 'iframe';
type Point = { x: number; y: number };

const WIDGET_FRAME = "document.querySelector('iframe.ramp-frame')";
const ELEMENT_ROOT = "document.querySelector('crypto-ramp-widget')?.shadowRoot";

/** The widget on the page, in its embed, as a customer sees and touches it. */
class Widget {
  private readonly path: FramePath;
  private readonly root: string;

  constructor(
    private readonly driver: EngineDriver,
    private readonly embed: Embed,
  ) {
    this.path = embed === 'iframe' ? [WIDGET_FRAME] : [];
    this.root = embed === 'iframe' ? 'document' : ELEMENT_ROOT;
  }

  /** `body` run with `root` (the element's shadow root, or the widget page's document) in scope. */
  run<T>(body: string, arg?: unknown): Promise<T> {
    return this.driver.run<T>(this.path, `const root = ${this.root}; if (!root) return null; ${body}`, arg);
  }

  text(): Promise<string> {
    return this.run<string>('return (root.body ?? root).textContent.replace(/\\s+/g, " ");').then((text) => text ?? '');
  }

  /** Asks `body` until it returns something truthy (15 s, or `timeoutMs`). */
  waitFor<T>(body: string, arg: unknown, what: string, timeoutMs = 15_000): Promise<T> {
    return waitUntil(
      () => this.run<T>(body, arg),
      async () => `${what} in ${this.driver.name} (the widget says: ${(await this.text().catch(() => '')).slice(0, 300)})`,
      { timeoutMs, intervalMs: 100 },
    );
  }

  waitForText(text: string, timeoutMs?: number): Promise<unknown> {
    return this.waitFor('return (root.body ?? root).textContent.replace(/\\s+/g, " ").includes(arg);', text, `"${text}"`, timeoutMs);
  }

  /** Where the widget's document starts on the page (the iframe's content box; the page's own for the element). */
  private origin(): Promise<Point> {
    return this.embed === 'element' ? Promise.resolve({ x: 0, y: 0 }) : frameOrigin(this.driver, WIDGET_FRAME);
  }

  /** A real click at the centre of what `find` (a function body with `root` and `arg`) returns, once it is shown. */
  async click(find: string, arg: unknown, what: string): Promise<Point> {
    const point = await this.waitFor<Point>(
      `const el = (function () { ${find} })(); if (!el || el.disabled) return null;
       el.scrollIntoView({ block: 'center' });
       const r = el.getBoundingClientRect(); if (r.width === 0) return null;
       return { x: r.left + r.width / 2, y: r.top + r.height / 2 };`,
      arg,
      what,
    );
    const origin = await this.origin();
    const at = { x: origin.x + point.x, y: origin.y + point.y };
    await this.driver.clickAt(at.x, at.y);
    return at;
  }

  clickButton(name: string): Promise<Point> {
    return this.click(
      "return [...root.querySelectorAll('button')].find((b) => b.textContent.replace(/\\s+/g, ' ').trim().startsWith(arg) && b.getClientRects().length > 0);",
      name,
      `the button "${name}"`,
    );
  }

  /** The first element matching `selector` that is shown. */
  clickSelector(selector: string): Promise<Point> {
    return this.click('return [...root.querySelectorAll(arg)].find((el) => el.getClientRects().length > 0);', selector, selector);
  }

  /** Ticks the checkbox whose label reads `label` (a real click on the box). */
  check(label: string): Promise<Point> {
    return this.click(
      "const l = [...root.querySelectorAll('label')].find((l) => l.textContent.includes(arg) && l.getClientRects().length > 0); return l && l.querySelector('input[type=checkbox]');",
      label,
      `the checkbox "${label}"`,
    );
  }

  /** Clicks into the field labelled `label`, waits until it has the focus (it may be in another process), and types `text`. */
  async fill(label: string, text: string): Promise<void> {
    const find = `const l = [...root.querySelectorAll('label')].find((l) => l.textContent.includes(arg));
       return l && (l.htmlFor ? root.querySelector('#' + CSS.escape(l.htmlFor)) : l.querySelector('input'));`;
    await this.click(find, label, `the field "${label}"`);
    await this.waitFor(`const el = (function () { ${find} })(); return el && root.activeElement === el;`, label, `the focus in "${label}"`);
    await this.driver.type(text);
  }

  /** The vault's field (a frame on the vault's origin): clicked into until it reports the focus, typed, valid. */
  async typeIntoVault(name: VaultField, value: string): Promise<void> {
    const field = `[data-testid="vault-${name}"]`;
    await this.waitFor('return !root.querySelector(\'[data-state="loading"]\');', null, "the vault's fields");
    for (let attempt = 0; ; attempt += 1) {
      await this.clickSelector(field);
      const focused = await this.waitFor('return root.querySelector(arg)?.dataset.focused === "true";', field, `focus in ${field}`, 2_000).catch(() => false);
      if (focused) break;
      if (attempt === 3) throw new Error(`${this.driver.name}: could not focus the secure ${name} field`);
    }
    // The field's frame: slotted from the element's light DOM, or in place on the iframe page.
    const box = `${this.root}.querySelector('${field}')`;
    const frame = `(${box}.querySelector('slot')?.assignedElements()[0]?.querySelector('iframe') ?? ${box}.querySelector('iframe'))`;
    await this.driver.typeInFrame([...this.path, frame], 'input', value);
    await this.waitFor('return root.querySelector(arg)?.dataset.state === "valid";', field, `the vault to report the ${name} valid`);
  }

  /** The native <select>'s value, set as its own list would (see the file's comment). */
  select(value: string): Promise<unknown> {
    return this.waitFor("const s = root.querySelector('select'); if (!s) return false; s.value = arg; s.dispatchEvent(new Event('change', { bubbles: true })); return s.value === arg;", value, `the option ${value}`);
  }

  /** The title (h1) reads `title`. */
  heading(title: string, timeoutMs?: number): Promise<unknown> {
    return this.waitFor("return [...root.querySelectorAll('h1')].some((h) => h.textContent.trim() === arg);", title, `the title "${title}"`, timeoutMs);
  }
}

/** The journeys in `engine`, each on a fresh page of one browser, against the file's own sandbox. */
export function engineJourneys(engine: 'firefox' | 'webkit', start: () => Promise<EngineDriver>): void {
  const env = {} as { sandbox: Sandbox; driver: EngineDriver };
  const control = controlClient(() => env.sandbox.urls.api);

  before(async () => {
    env.sandbox = await startSandbox({ ports: 'any', timeScale: TEST_TIME_SCALE });
    env.driver = await start();
  });
  after(async () => {
    await env.driver?.close();
    await env.sandbox?.close();
  });

  /** The test merchant page with one widget: the element, or the iframe (`path` and query). */
  async function open(embed: Embed, entry: Record<string, string> = {}): Promise<Widget> {
    const query: Record<string, string> = { widgets: JSON.stringify([entry]) };
    if (embed === 'iframe') query.mode = 'iframe';
    await env.driver.open(`${env.sandbox.urls.demo}/test-hosts/host.html?${new URLSearchParams(query)}`);
    return new Widget(env.driver, embed);
  }

  async function signIn(widget: Widget, email: string): Promise<void> {
    await widget.fill('E-mail', email);
    await widget.check('I agree with the Terms');
    await widget.clickButton('Proceed');
    await widget.waitForText('We sent a 6-digit code');
    const { latest } = (await control(`mailbox/${encodeURIComponent(email)}`)) as { latest: string };
    await widget.fill('Confirmation code', latest);
  }

  /** From the calculator to Buy Now, paying with a new card `number`. */
  async function buyWithCard(widget: Widget, number: string): Promise<void> {
    await widget.waitForText('Buy for 100 USD');
    await widget.select('card');
    await widget.clickButton('Buy for 100 USD');
    await widget.fill('wallet address', '0x1111111111111111111111111111111111111111');
    await widget.clickButton('Confirm and proceed');
    await signIn(widget, 'kyc-complete@sandbox.test');
    await widget.waitForText('Check your details');
    await widget.clickButton('Confirm and proceed');
    await widget.waitForText('Enter card details');
    for (const [name, value] of testCardFields(number)) await widget.typeIntoVault(name, value);
    await widget.clickButton('Proceed');
    await widget.waitForText('Confirm transaction');
    await widget.check('I agree to the terms');
    await widget.clickButton('Buy Now');
  }

  /** The host events of `type` the page heard, by channel. */
  async function heard(type: string): Promise<string[]> {
    return env.driver.run<string[]>([], 'return window.__events.filter((e) => e.type === arg).map((e) => e.channel);', type);
  }

  describe(`a customer's journeys in ${engine}`, () => {
    for (const embed of ['element', 'iframe'] as const) {
      it(`a card purchase in the ${embed} to Done; the host is told of the success`, async () => {
        await control('reset');
        await control('settle-step', { ms: 300 });
        const widget = await open(embed);
        await buyWithCard(widget, '4242424242424242');
        await widget.heading('Done', 20_000);
        assert.deepEqual((await heard('operation_success')).sort(), embed === 'element' ? ['dom', 'postMessage'] : ['postMessage']);
      });
    }

    it("3-D Secure in a frame: the bank's page shows inside the widget; completing it completes the order", async () => {
      await control('reset');
      await control('settle-step', { ms: 300 });
      const widget = await open('element');
      await buyWithCard(widget, '4000000000003006');
      const bankFrame = `${ELEMENT_ROOT}.querySelector('[data-testid="auth-frame"]')`;
      await widget.waitFor("return root.querySelector('[data-testid=\"auth-frame\"]') !== null;", null, "the bank's page");
      // The Complete button on the bank's page (another origin), clicked where it shows.
      const button = await waitUntil(
        () =>
          env.driver.run<Point | null>(
            [bankFrame],
            "const b = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Complete'); if (!b) return null; b.scrollIntoView({ block: 'center' }); const r = b.getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.top + r.height / 2 };",
          ),
        "the bank page's Complete",
        { timeoutMs: 15_000, intervalMs: 100 },
      );
      const frame = await frameOrigin(env.driver, bankFrame);
      await env.driver.clickAt(frame.x + button.x, frame.y + button.y);
      await widget.heading('Done', 20_000);
    });

    it('a sale in the iframe to the deposit screen: a new payout card typed into the vault', async () => {
      await control('reset');
      // The deposit arrives late: the deposit screen holds for the test to see it.
      await control('sell-deposit', { ms: 30_000 });
      const widget = await open('iframe', { path: ROUTES.sell });
      await widget.clickButton('Sell 100 USDT');
      await signIn(widget, 'kyc-complete@sandbox.test');
      await widget.waitForText('Add a payout card');
      for (const [name, value] of testCardFields('4242424242424242', { payout: true })) await widget.typeIntoVault(name, value);
      await widget.fill('Date of birth', '10.12.1985');
      await widget.check('I agree to the terms of this sale');
      await widget.clickButton('Proceed');
      await widget.waitForText('Send your crypto');
      await widget.waitFor("return root.querySelector('[data-testid=\"deposit-qr\"] img')?.complete;", null, 'the deposit QR code');
    });

    it('public tracking: anyone with the order id sees the order', async () => {
      await control('reset');
      const order = await placeOrder(env.sandbox, 'card');
      const widget = await open('element', { 'track-order': order.id });
      await widget.waitForText('Order tracking');
      await widget.waitForText(order.id.slice(0, 12));
    });
  });
}

/** Where the content of the iframe `locator` (an expression in the page's document) starts on the page. */
function frameOrigin(driver: EngineDriver, locator: string): Promise<Point> {
  return driver.run<Point>([], `const f = ${locator}; const r = f.getBoundingClientRect(); return { x: r.left + f.clientLeft, y: r.top + f.clientTop };`);
}
