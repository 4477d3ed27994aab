// The integration doctor (issue 45): a merchant page that keeps the widget from something it needs hears
// precisely what, once (a `diagnostic` event on both channels of its embed, and one console line in the
// sandbox), and a clean page hears nothing. Each page is the test merchant page (test/hosts/, served under
// the strict policy of sandbox/csp.ts) with one thing broken: its policy without one origin, an iframe
// without `allow`, a sandboxed iframe, storage that throws, a 280 px column, a new tab that does not open,
// a launch of a merchant who does not allow this page. Frames keep storage as in customers' browsers
// (partitioned), so only what a test breaks is broken.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { type Diagnostic, docsOf } from '../../src/domain/diagnostics';
import { STORAGE_KEYS, perMerchantKey } from '../../src/domain/constants';
import { ROUTES } from '../../src/domain/routes';
import { storageKey } from '../../src/state/storage';
import { controlClient } from '../sandboxControl';
import { customerToken, placeOrder, sandboxAndBrowser, storedBeforeLoad, waitUntil, widgetStorageKey } from './environment';

const env = sandboxAndBrowser({}, { partitionedStorage: true });
const control = controlClient(() => env.sandbox.urls.api);

type HostEvent = { channel: 'dom' | 'postMessage'; type: string; origin?: string; widgetId?: string; data: unknown };
type Launch = { apiKey: string; signature: string; payload: string };

const PREFIX = '[crypto-ramp-widget]';
/** A wait long enough for a busy two-core machine: start-up, the doctor's chunk, a second of settling. */
const SLOW = { timeoutMs: 30_000 };

async function launchOf(apiKey = 'pk_sandbox_demo_shop', payload = '{}'): Promise<Launch> {
  return (await control('sign', { apiKey, payload })) as Launch;
}

type Host = { page: Page; console: string[] };

/** A new page that records the widget's console lines (its frames' included). */
async function merchantPage(): Promise<Host> {
  const page = await env.newPage();
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith(PREFIX)) console.push(message.text());
  });
  return { page, console };
}

/** The test merchant page with `widgets` in `mode` (test/hosts/host.js: element or iframe) and its other parameters. */
async function open({ page }: Host, mode: 'element' | 'iframe', widgets: Record<string, string>[], more: Record<string, string> = {}): Promise<void> {
  await page.goto(`${env.sandbox.urls.demo}/test-hosts/host.html?${new URLSearchParams({ mode, widgets: JSON.stringify(widgets), ...more })}`);
  await page.waitForFunction(() => (window as { __hostReady?: boolean }).__hostReady === true);
}

const elementOf = (launch: Launch, more: Record<string, string> = {}) => ({ 'api-key': launch.apiKey, signature: launch.signature, payload: launch.payload, ...more });
const frameOf = (launch: Launch) => ({ apiKey: launch.apiKey, signature: launch.signature, payload: launch.payload });

const hostEvents = (page: Page) => page.evaluate(() => (window as unknown as { __events: HostEvent[] }).__events);
const diagnostics = async (page: Page) => (await hostEvents(page)).filter((event) => event.type === 'diagnostic');

/** The diagnostics heard once `code` has been heard on each of `channels`; fails naming what was heard instead. */
function heard({ page }: Host, code: string, channels: HostEvent['channel'][]): Promise<HostEvent[]> {
  return waitUntil(
    async () => {
      const all = await diagnostics(page);
      return channels.every((channel) => all.some((event) => event.channel === channel && (event.data as Diagnostic).code === code)) && all;
    },
    async () => `${code} on ${channels.join(' and ')}: ${JSON.stringify(await diagnostics(page)).slice(0, 800)}`,
    SLOW,
  );
}

/** The diagnostic of `code` as each channel carried it: once each, with its section of docs/troubleshooting.md. */
function assertToldOnce(events: HostEvent[], code: string, blocked: string | RegExp, channels: HostEvent['channel'][]) {
  for (const channel of channels) {
    const told = events.filter((event) => event.channel === channel && (event.data as Diagnostic).code === code);
    assert.equal(told.length, 1, `${code} on ${channel}: ${JSON.stringify(events)}`);
    const data = told[0]?.data as Diagnostic;
    assert.deepEqual(Object.keys(data).sort(), ['blocked', 'code', 'docs']);
    if (typeof blocked === 'string') assert.equal(data.blocked, blocked);
    else assert.match(data.blocked, blocked);
    assert.equal(data.docs, docsOf(code as Diagnostic['code']));
  }
}

/** The console's line of each code, in the order said. */
const consoleCodes = (host: Host) => host.console.map((line) => /^\[crypto-ramp-widget\] ([a-z_0-9]+):/.exec(line)?.[1] ?? line);

/** The widget's console lines, once it has said `codes`: exactly those, one line each. */
async function saidInConsole(host: Host, codes: string[]) {
  await waitUntil(() => codes.every((code) => consoleCodes(host).includes(code)), () => `console lines of ${codes.join(', ')}: ${host.console.join('\n')}`, SLOW);
  assert.deepEqual(consoleCodes(host), codes, host.console.join('\n'));
}

/** The doctor of the page (or its frame) has loaded: its chunk came and ran its first checks. */
async function doctorLoaded(page: Page) {
  await page.waitForResponse((response) => /\/diagnostics-\w+\.js$/.test(response.url()), { timeout: 30_000 });
}

describe('a clean merchant page hears no diagnostic', () => {
  it('custom tag under the strict policy: nothing, until its column is made 280 px wide: then too_narrow alone', async () => {
    await control('reset');
    const host = await merchantPage();
    const loaded = doctorLoaded(host.page);
    await open(host, 'element', [elementOf(await launchOf())]);
    await host.page.locator('crypto-ramp-widget').getByRole('button', { name: 'Buy for 100 USD' }).waitFor();
    await loaded;
    // The doctor has run its checks on load (policy, permissions, storage) and watches the width: the one
    // thing broken now is the only thing said.
    await host.page.locator('#slot').evaluate((slot: HTMLElement) => {
      slot.style.width = '280px';
    });
    const events = await heard(host, 'too_narrow', ['dom', 'postMessage']);
    assert.deepEqual([...new Set(events.map((event) => (event.data as Diagnostic).code))], ['too_narrow']);
    assertToldOnce(events, 'too_narrow', '280px', ['dom', 'postMessage']);
    await saidInConsole(host, ['too_narrow']);
  });

  it('iframe with the allow list: nothing, until the frame is made 280 px wide: then too_narrow alone, from the frame', async () => {
    await control('reset');
    const host = await merchantPage();
    const loaded = doctorLoaded(host.page);
    await open(host, 'iframe', [frameOf(await launchOf())]);
    await host.page.frameLocator('iframe.ramp-frame').getByRole('button', { name: 'Buy for 100 USD' }).waitFor();
    await loaded;
    await host.page.locator('iframe.ramp-frame').evaluate((frame: HTMLElement) => {
      frame.style.width = '280px';
    });
    const events = await heard(host, 'too_narrow', ['postMessage']);
    assert.deepEqual([...new Set(events.map((event) => (event.data as Diagnostic).code))], ['too_narrow']);
    // The frame's own width, less a scroll bar if its page shows one.
    assertToldOnce(events, 'too_narrow', /^(2[5-7]\d|280)px$/, ['postMessage']);
    assert.equal(events[0]?.origin, env.sandbox.urls.widget);
    await saidInConsole(host, ['too_narrow']);
  });
});

describe('a Content-Security-Policy that blocks one of the widget\'s origins (custom tag)', () => {
  it('connect-src without the API: csp_blocks_api naming it, once, however often the widget tries again', async () => {
    await control('reset');
    const { api } = env.sandbox.urls;
    // The sandbox serves the test page with its strict policy, the API left out of connect-src (sandbox/csp.ts).
    const host = await merchantPage();
    await open(host, 'element', [elementOf(await launchOf())], { csp: 'connect-src:api' });
    const events = await heard(host, 'csp_blocks_api', ['dom', 'postMessage']);
    assertToldOnce(events, 'csp_blocks_api', api, ['dom', 'postMessage']);
    // The widget goes on trying (its probes of the backend, each a violation): still told once.
    const violationsThen = await host.page.evaluate(() => (window as unknown as { __violations: unknown[] }).__violations.length);
    await waitUntil(
      () => host.page.evaluate((then) => (window as unknown as { __violations: unknown[] }).__violations.length >= then + 2, violationsThen),
      'two more violations',
      SLOW,
    );
    assertToldOnce(await diagnostics(host.page), 'csp_blocks_api', api, ['dom', 'postMessage']);
    await saidInConsole(host, ['csp_blocks_api']);
    assert.ok(host.console[0]?.includes(api) && host.console[0].includes('connect-src'), host.console[0]);
  });

  it("frame-src without the vault's origin: csp_blocks_card_vault naming it, when the card form opens", async () => {
    await control('reset');
    const { vault } = env.sandbox.urls;
    const launch = await launchOf();
    const host = await merchantPage();
    const { id, token } = await placeOrder(env.sandbox, 'card');
    await storedBeforeLoad(host.page, onTheirOrder(token, id, launch.signature));
    await open(host, 'element', [elementOf(launch)], { csp: 'frame-src:vault' });
    const events = await heard(host, 'csp_blocks_card_vault', ['dom', 'postMessage']);
    assertToldOnce(events, 'csp_blocks_card_vault', vault, ['dom', 'postMessage']);
    await saidInConsole(host, ['csp_blocks_card_vault']);
  });

  it('frame-src without the API: csp_blocks_3d_secure when the bank\'s page is framed', async () => {
    await control('reset');
    const { api } = env.sandbox.urls;
    const launch = await launchOf();
    const host = await merchantPage();
    const { id, token } = await placeOrder(env.sandbox, 'card');
    await control('order-status', { id, status: 'auth_requested', auth: 'url' });
    await storedBeforeLoad(host.page, onTheirOrder(token, id, launch.signature));
    await open(host, 'element', [elementOf(launch)], { csp: 'frame-src:api' });
    const events = await heard(host, 'csp_blocks_3d_secure', ['dom', 'postMessage']);
    assertToldOnce(events, 'csp_blocks_3d_secure', api, ['dom', 'postMessage']);
    await saidInConsole(host, ['csp_blocks_3d_secure']);
  });

  it('frame-src without the API: csp_blocks_identity_check when identity verification is framed', async () => {
    await control('reset');
    const { api } = env.sandbox.urls;
    const host = await merchantPage();
    await storedBeforeLoad(host.page, {
      session: {
        [widgetStorageKey('element', STORAGE_KEYS.authenticationToken)]: await customerToken(env.sandbox, 'kyc-none@sandbox.test'),
        [widgetStorageKey('element', STORAGE_KEYS.route)]: ROUTES.buyKyc,
      },
    });
    await open(host, 'element', [elementOf(await launchOf())], { csp: 'frame-src:api' });
    const events = await heard(host, 'csp_blocks_identity_check', ['dom', 'postMessage']);
    assertToldOnce(events, 'csp_blocks_identity_check', api, ['dom', 'postMessage']);
    await saidInConsole(host, ['csp_blocks_identity_check']);
  });
});

/** The element's customer signed in (`token`), with `orderId` the active order of the launch signed `signature`. */
function onTheirOrder(token: string, orderId: string, signature: string) {
  return {
    session: { [widgetStorageKey('element', STORAGE_KEYS.authenticationToken)]: token },
    local: { [widgetStorageKey('element', perMerchantKey(STORAGE_KEYS.activeOrderId, signature))]: orderId },
  };
}

describe('an iframe without what the widget needs', () => {
  it('no allow attribute: camera, payment and clipboard-write, each named once, from the frame (Chromium can tell)', async () => {
    await control('reset');
    const host = await merchantPage();
    await open(host, 'iframe', [frameOf(await launchOf())], { allow: '' });
    const events = await heard(host, 'clipboard_write_not_allowed', ['postMessage']);
    assertToldOnce(events, 'camera_not_allowed', 'camera', ['postMessage']);
    assertToldOnce(events, 'payment_not_allowed', 'payment', ['postMessage']);
    assertToldOnce(events, 'clipboard_write_not_allowed', 'clipboard-write', ['postMessage']);
    assert.ok(events.every((event) => event.origin === env.sandbox.urls.widget && event.widgetId === 'frame0'));
    await saidInConsole(host, ['camera_not_allowed', 'payment_not_allowed', 'clipboard_write_not_allowed']);
  });

  it('sandboxed without allow-same-origin: its storage throws, storage_blocked (reloads will forget)', async () => {
    await control('reset');
    const host = await merchantPage();
    await open(host, 'iframe', [frameOf(await launchOf())], { sandbox: 'allow-scripts' });
    const events = await heard(host, 'storage_blocked', ['postMessage']);
    assertToldOnce(events, 'storage_blocked', 'localStorage', ['postMessage']);
    // A sandboxed frame's messages come from an opaque origin.
    assert.equal(events.find((event) => (event.data as Diagnostic).code === 'storage_blocked')?.origin, 'null');
    assert.ok(consoleCodes(host).includes('storage_blocked'), host.console.join('\n'));
  });

  it('sandboxed without allow-popups: the bank\'s page in a new tab does not open, popup_blocked naming its origin', async () => {
    await control('reset');
    await control('settle-step', { ms: 300 });
    const host = await merchantPage();
    const { id, token } = await placeOrder(env.sandbox, 'skrill');
    await control('order-status', { id, status: 'auth_requested', auth: 'url', displayType: 'new_tab' });
    // The framed page's own storage (its partition): the customer and the order, as after signing in there.
    await storedBeforeLoad(host.page, {
      session: { [storageKey({ prefix: '', widgetId: 'frame0' }, STORAGE_KEYS.authenticationToken)]: token },
      local: { [storageKey({ prefix: '', widgetId: 'frame0' }, perMerchantKey(STORAGE_KEYS.activeOrderId, null))]: id },
    });
    await open(host, 'iframe', [{ path: ROUTES.order }], { sandbox: 'allow-scripts allow-same-origin allow-forms' });
    const frame = host.page.frameLocator('iframe.ramp-frame');
    await frame.getByRole('button', { name: "Open the bank's page" }).click();
    await frame.getByText('Your browser blocked the new tab').waitFor();
    const events = await heard(host, 'popup_blocked', ['postMessage']);
    assertToldOnce(events, 'popup_blocked', env.sandbox.urls.api, ['postMessage']);
    await saidInConsole(host, ['popup_blocked']);
  });
});

describe('a custom tag on a page that keeps it from what it needs', () => {
  it('a page that replaced window.open: the bank\'s page does not open, popup_blocked naming its origin', async () => {
    await control('reset');
    await control('settle-step', { ms: 300 });
    const launch = await launchOf();
    const host = await merchantPage();
    const { id, token } = await placeOrder(env.sandbox, 'skrill');
    await control('order-status', { id, status: 'auth_requested', auth: 'url', displayType: 'new_tab' });
    await storedBeforeLoad(host.page, onTheirOrder(token, id, launch.signature));
    await host.page.addInitScript(() => {
      window.open = () => null;
    });
    await open(host, 'element', [elementOf(launch)]);
    const widget = host.page.locator('crypto-ramp-widget');
    await widget.getByRole('button', { name: "Open the bank's page" }).click();
    await widget.getByText('Your browser blocked the new tab').waitFor();
    const events = await heard(host, 'popup_blocked', ['dom', 'postMessage']);
    assertToldOnce(events, 'popup_blocked', env.sandbox.urls.api, ['dom', 'postMessage']);
    await saidInConsole(host, ['popup_blocked']);
  });

  it('storage that throws (a browser blocking site data): storage_blocked, and the widget still works', async () => {
    await control('reset');
    const host = await merchantPage();
    await host.page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('The user denied storage', 'SecurityError');
          },
        });
      }
    });
    await open(host, 'element', [elementOf(await launchOf())]);
    await host.page.locator('crypto-ramp-widget').getByRole('button', { name: 'Buy for 100 USD' }).waitFor();
    const events = await heard(host, 'storage_blocked', ['dom', 'postMessage']);
    assertToldOnce(events, 'storage_blocked', 'localStorage', ['dom', 'postMessage']);
    await saidInConsole(host, ['storage_blocked']);
  });

  it('a 280 px column: too_narrow once the width has held, "280px"', async () => {
    await control('reset');
    const host = await merchantPage();
    await open(host, 'element', [elementOf(await launchOf())], { width: '280' });
    const events = await heard(host, 'too_narrow', ['dom', 'postMessage']);
    assertToldOnce(events, 'too_narrow', '280px', ['dom', 'postMessage']);
    await saidInConsole(host, ['too_narrow']);
  });

  it('a column narrow for a moment (a layout passing by) is not said; one that stays narrow is, with its width', async () => {
    await control('reset');
    const host = await merchantPage();
    const loaded = doctorLoaded(host.page);
    await open(host, 'element', [elementOf(await launchOf())]);
    await host.page.locator('crypto-ramp-widget').getByRole('button', { name: 'Buy for 100 USD' }).waitFor();
    await loaded;
    // 250 px for two frames (the element's size observed), then wide again; then 300 px for good. Said at
    // once, the first would be told ("250px"): each code is told once.
    await host.page.locator('#slot').evaluate(async (slot: HTMLElement) => {
      for (const width of ['250px', '600px']) {
        slot.style.width = width;
        for (let frames = 0; frames < 2; frames += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      slot.style.width = '300px';
    });
    const events = await heard(host, 'too_narrow', ['dom', 'postMessage']);
    assertToldOnce(events, 'too_narrow', '300px', ['dom', 'postMessage']);
    await saidInConsole(host, ['too_narrow']);
  });

  it("a launch of a merchant who does not allow this page: the refusal the spec shows, and page_origin_not_allowed naming the page's origin", async () => {
    await control('reset');
    // Arcade Games allows only https://arcade.example.
    const host = await merchantPage();
    await open(host, 'element', [elementOf(await launchOf('pk_sandbox_arcade'))]);
    const widget = host.page.locator('crypto-ramp-widget');
    await widget.getByText('This shop does not allow its checkout on this website.').waitFor();
    const events = await heard(host, 'page_origin_not_allowed', ['dom', 'postMessage']);
    assertToldOnce(events, 'page_origin_not_allowed', env.sandbox.urls.demo, ['dom', 'postMessage']);
    await saidInConsole(host, ['page_origin_not_allowed']);
  });
});

describe('the console line: the sandbox, or debug', () => {
  it('production: the event, no console line; with debug, the line too', async () => {
    await control('reset');
    const launch = await launchOf();
    const host = await merchantPage();
    await open(host, 'element', [elementOf(launch, { environment: 'production', 'widget-id': 'quiet' }), elementOf(launch, { environment: 'production', 'widget-id': 'told', debug: '' })], {
      width: '280',
    });
    const events = await waitUntil(
      async () => {
        const all = (await diagnostics(host.page)).filter((event) => event.channel === 'postMessage');
        return all.length >= 2 && all;
      },
      'a diagnostic from each widget',
      SLOW,
    );
    assert.deepEqual(events.map((event) => [event.widgetId, (event.data as Diagnostic).code]).sort(), [
      ['quiet', 'too_narrow'],
      ['told', 'too_narrow'],
    ]);
    await saidInConsole(host, ['too_narrow']);
  });

});
