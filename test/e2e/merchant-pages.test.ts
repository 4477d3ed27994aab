// The widget on merchants' pages as they really are, loading the built files from dist/ the way such a
// page does: a strict Content-Security-Policy (every test host page here is served under one), a host app
// that renders into its own shadow root, two widgets on one page, attributes removed or emptied,
// properties set before the script loads, frame mode, oversized and newline-ended payloads.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Frame, FrameLocator, Locator, Page } from 'playwright-core';
import { customerToken, sandboxAndBrowser, signedInBeforeLoad, typeCardIntoVault, waitUntil } from './environment';
import { controlClient } from '../sandboxControl';

const env = sandboxAndBrowser();

type HostEvent = { channel: 'dom' | 'postMessage'; type: string; index?: number; widgetId?: string; origin?: string; data: unknown };
type Violation = { directive: string; blocked: string; source: string; sample: string };

const control = controlClient(() => env.sandbox.urls.api);

/** Signs a payload string exactly as given (the sandbox's test signer), as the merchant's key would. */
async function signed(payload: string): Promise<{ 'api-key': string; signature: string; payload: string }> {
  const { apiKey, signature } = (await control('sign', { apiKey: 'pk_sandbox_demo_shop', payload })) as { apiKey: string; signature: string };
  return { 'api-key': apiKey, signature, payload };
}

type HostOptions = { mode?: 'element' | 'nested' | 'iframe' | 'late'; widgets?: Record<string, string>[]; page?: Page };

/** Opens the test merchant page (strict CSP) with the given widgets. */
async function openHost({ mode = 'element', widgets = [{}], page }: HostOptions = {}): Promise<Page> {
  const target = page ?? (await env.newPage());
  const query = new URLSearchParams({ mode, widgets: JSON.stringify(widgets) });
  await target.goto(`${env.sandbox.urls.demo}/test-hosts/host.html?${query}`);
  await target.waitForFunction(() => (window as { __hostReady?: boolean }).__hostReady === true);
  return target;
}

const hostEvents = (page: Page) => page.evaluate(() => (window as unknown as { __events: HostEvent[] }).__events);
const violations = (page: Page | Frame) => page.evaluate(() => (window as unknown as { __violations?: Violation[] }).__violations ?? []);

/** The host events `page` has heard, once `ok` holds for them (naming `what`, and what was heard, if it never does). */
function hostEventsWhen(page: Page, ok: (events: HostEvent[]) => boolean, what: string): Promise<HostEvent[]> {
  return waitUntil(
    async () => {
      const events = await hostEvents(page);
      return ok(events) && events;
    },
    async () => `${what}: ${JSON.stringify(await hostEvents(page)).slice(0, 600)}`,
  );
}

const countOf = (events: HostEvent[], type: string, channel: HostEvent['channel']) => events.filter((e) => e.type === type && e.channel === channel).length;

/** Computed styles a person would notice: the frame's card look, the primary button, the widget's font. */
async function widgetLook(scope: Locator | FrameLocator) {
  const frame = await scope.locator('.crw-frame').first().evaluate((el) => {
    const style = getComputedStyle(el);
    return { radius: style.borderTopLeftRadius, background: style.backgroundColor, font: style.fontFamily, color: style.color };
  });
  const button = await scope.locator('button.crw-primary').first().evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, radius: style.borderTopLeftRadius, font: style.fontFamily };
  });
  return { frame, button };
}

function assertStyled(look: Awaited<ReturnType<typeof widgetLook>>) {
  assert.equal(look.frame.radius, '16px');
  assert.equal(look.frame.background, 'rgb(255, 255, 255)');
  assert.match(look.frame.font, /^system-ui/);
  assert.notEqual(look.frame.color, 'rgb(150, 0, 0)', "the host page's text colour leaked in");
  assert.equal(look.button.background, 'rgb(67, 83, 255)');
  assert.doesNotMatch(look.button.font, /Georgia/);
}

describe('a merchant page with a strict Content-Security-Policy', () => {
  it('custom tag: styled by an adopted stylesheet, no policy violation', async () => {
    await control('reset');
    const page = await openHost({ widgets: [await signed('{}')] });
    const widget = page.locator('crypto-ramp-widget');
    await widget.getByRole('button', { name: 'Buy for 100 USD' }).waitFor();
    assertStyled(await widgetLook(widget));
    assert.equal(await widget.evaluate((el) => el.shadowRoot?.querySelectorAll('style').length), 0);
    await hostEventsWhen(page, (events) => countOf(events, 'started', 'dom') === 1, 'started');
    assert.deepEqual(await violations(page), []);
  });

  it('iframe: the widget page is served under its own strict policy and is styled, with no violation', async () => {
    await control('reset');
    const page = await env.newPage();
    // Violations inside the widget's frame are the frame's own: record them there from the first script on.
    await page.addInitScript(() => {
      const list: unknown[] = [];
      (window as unknown as { __violations: unknown[] }).__violations = list;
      document.addEventListener('securitypolicyviolation', (e) => list.push({ directive: e.violatedDirective, blocked: e.blockedURI }));
    });
    const policy = page.waitForResponse((r) => r.url().startsWith(env.sandbox.urls.widget) && r.request().resourceType() === 'document');
    const { 'api-key': apiKey, signature, payload } = await signed('{}');
    await openHost({ page, mode: 'iframe', widgets: [{ apiKey, signature, payload }] });
    const header = (await policy).headers()['content-security-policy'] ?? '';
    assert.match(header, /script-src 'self'/);
    // Its own inline entry and styles by their hashes (dist/widget/csp.json), nothing else inline.
    assert.match(header, /style-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+(;|$)/);
    assert.doesNotMatch(header, /unsafe-inline/);
    const frame = page.frameLocator('iframe.ramp-frame');
    await frame.getByRole('button', { name: 'Buy for 100 USD' }).waitFor();
    assertStyled(await widgetLook(frame));
    const widgetFrame = page.frames().find((f) => f.url().startsWith(env.sandbox.urls.widget));
    assert.ok(widgetFrame);
    assert.deepEqual(await violations(widgetFrame), []);
    assert.deepEqual(await violations(page), []);
    // docs/embedding.md's responsive iframe snippet: as wide as the column, never wider than 440 px, at 360 px too.
    await page.setViewportSize({ width: 360, height: 740 });
    const width = await page.locator('iframe.ramp-frame').evaluate((el) => el.getBoundingClientRect().width);
    assert.ok(width <= 360 - 16, `frame ${width}px wide on a 360px page`);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
  });
});

/** A verified customer on the nested page, with the card form open and the card typed into the vault's frames. */
async function cardTypedInNestedWidget(options: { withoutMoveBefore?: boolean } = {}) {
  await control('reset');
  await control('settle-step', { ms: 300 });
  const page = await env.newPage();
  await signedInBeforeLoad(page, await customerToken(env.sandbox, 'kyc-complete@sandbox.test'), 'element');
  if (options.withoutMoveBefore) {
    // A browser without Node.moveBefore (older engines): the vault's frames are moved by a plain insert.
    await page.addInitScript(() => {
      for (const proto of [Element.prototype, Document.prototype, DocumentFragment.prototype]) Reflect.deleteProperty(proto, 'moveBefore');
    });
  }
  await openHost({ page, mode: 'nested', widgets: [await signed('{"paymentType":"card"}')] });
  // Playwright's CSS locators pierce open shadow roots: the widget inside <shop-app>, its vault frames.
  const widget = page.locator('shop-app crypto-ramp-widget');
  await widget.getByRole('button', { name: 'Buy for 100 USD' }).click();
  await widget.getByLabel('Your USDT wallet address (Polygon)').fill('0x1111111111111111111111111111111111111111');
  await widget.getByRole('button', { name: 'Confirm and proceed' }).click();
  await widget.getByText('Check your details').waitFor();
  await widget.getByRole('button', { name: 'Confirm and proceed' }).click();
  await widget.getByText('Enter card details').waitFor();
  await typeCardIntoVault(widget);
  for (const name of ['number', 'expirationDate', 'cvv']) await widget.locator(`[data-testid="vault-${name}"][data-state="valid"]`).waitFor();
  // The fields are in their places, in the element: none was left at the end of the page.
  assert.equal(await page.evaluate(() => document.querySelectorAll('body > div iframe').length), 0);
  assert.equal(await widget.evaluate((el) => el.querySelectorAll(':scope > div > iframe').length), 4);
  return { page, widget };
}

describe('a host app that renders into its own shadow root', () => {
  it('a customer pays with 4242 4242 4242 4242 through the vault fields, to Done', async () => {
    const { page, widget } = await cardTypedInNestedWidget();
    await widget.getByRole('button', { name: 'Proceed' }).click();
    await widget.getByText('Confirm transaction').waitFor();
    await widget.getByLabel('I agree to the terms').check();
    await widget.getByRole('button', { name: 'Buy Now' }).click();
    await widget.getByRole('heading', { name: 'Done', exact: true }).waitFor({ timeout: 20_000 });
    const events = await hostEvents(page);
    assert.equal(countOf(events, 'operation_success', 'dom'), 1);
    assert.deepEqual(await violations(page), []);
  });

  it('in a browser without moveBefore the vault fields still load in place and take the card', async () => {
    await cardTypedInNestedWidget({ withoutMoveBefore: true });
  });
});

describe('two widgets on one page', () => {
  it('each keeps its own route and calculator across a reload, and says which it is in its messages', async () => {
    await control('reset');
    const merchant = await signed('{}');
    const page = await openHost({ widgets: [merchant, merchant] });
    const [first, second] = [page.locator('crypto-ramp-widget').nth(0), page.locator('crypto-ramp-widget').nth(1)];
    await second.getByRole('button', { name: 'Buy for 100 USD' }).waitFor();
    await second.getByLabel('You pay').fill('250');
    await second.getByRole('button', { name: 'Buy for 250 USD' }).waitFor();
    await first.getByRole('button', { name: 'Buy for 100 USD' }).click();
    await first.getByLabel('Your USDT wallet address (Polygon)').waitFor();
    const before = await hostEvents(page);
    const ids = [...new Set(before.filter((e) => e.channel === 'postMessage' && e.type === 'started').map((e) => e.widgetId))];
    assert.deepEqual(ids.sort(), ['w0', 'w1']);

    await page.reload();
    await page.waitForFunction(() => (window as { __hostReady?: boolean }).__hostReady === true);
    await first.getByLabel('Your USDT wallet address (Polygon)').waitFor();
    await second.getByRole('button', { name: 'Buy for 250 USD' }).waitFor();
    assert.equal(await second.getByLabel('Your USDT wallet address (Polygon)').count(), 0);
  });

  it('a widget-id names the widget in its messages and its storage', async () => {
    await control('reset');
    const page = await openHost({ widgets: [{ 'widget-id': 'checkout' }] });
    await page.locator('crypto-ramp-widget').getByRole('button', { name: 'Buy for 100 USD' }).waitFor();
    const events = await hostEventsWhen(page, (list) => countOf(list, 'started', 'postMessage') === 1, 'started');
    assert.equal(events.find((e) => e.channel === 'postMessage' && e.type === 'started')?.widgetId, 'checkout');
    const keys = await page.evaluate(() => Object.keys(localStorage).concat(Object.keys(sessionStorage)));
    // The key spelt out: that the widget's id is in it is the point.
    assert.ok(keys.includes('crypto-ramp-widget:checkout:route'), keys.join(', '));
  });
});

describe('attributes and properties', () => {
  it('removing or emptying a launch attribute restarts the widget standalone; removing track-order leaves tracking', async () => {
    await control('reset');
    const page = await openHost({ widgets: [await signed('{}')] });
    const widget = page.locator('crypto-ramp-widget');
    // With a merchant: its name over the frame, and Close (the host can close the widget).
    await widget.getByText('Demo Shop').waitFor();
    await widget.getByRole('button', { name: 'Close' }).waitFor();
    await widget.evaluate((el) => {
      el.setAttribute('api-key', '');
      el.removeAttribute('signature');
      el.removeAttribute('payload');
    });
    // Standalone: no merchant name, Help in Close's place.
    await widget.getByRole('link', { name: 'Help' }).waitFor();
    assert.equal(await widget.getByText('Demo Shop').count(), 0);
    assert.equal(await widget.evaluate((el) => (el as HTMLElement & { apiKey?: string }).apiKey), undefined);

    await widget.evaluate((el) => el.setAttribute('track-order', 'no-such-order'));
    await widget.getByText('Order not found').waitFor();
    await widget.evaluate((el) => el.removeAttribute('track-order'));
    await widget.getByRole('button', { name: 'Buy for 100 USD' }).waitFor();
  });

  it('properties set before the script loads are taken over when the element upgrades', async () => {
    await control('reset');
    const merchant = await signed('{}');
    const page = await openHost({ mode: 'late', widgets: [{ apiKey: merchant['api-key'], signature: merchant.signature, payload: merchant.payload, lang: 'es' }] });
    const widget = page.locator('crypto-ramp-widget');
    await widget.getByText('Demo Shop').waitFor();
    await widget.getByRole('button', { name: 'Comprar por 100 USD' }).waitFor();
    // The root's lang is the language on screen.
    assert.equal(await widget.locator('.crw-root').getAttribute('lang'), 'es');
    const reflected = await widget.evaluate((el) => [el.getAttribute('api-key'), Object.hasOwn(el, 'apiKey')]);
    assert.deepEqual(reflected, [merchant['api-key'], false]);
    const events = await hostEventsWhen(page, (list) => countOf(list, 'started', 'dom') === 1, 'started');
    assert.equal(countOf(events, 'error', 'dom'), 0);
  });
});

describe('frame mode: <crypto-ramp-widget embed="frame">', () => {
  it('starts the iframe page inside the element, relays its events once and grows with its content', async () => {
    await control('reset');
    const page = await openHost({ widgets: [{ ...(await signed('{}')), embed: 'frame', 'widget-id': 'framed' }] });
    const frameElement = page.locator('crypto-ramp-widget iframe.crw-embedded-frame');
    const frame = page.frameLocator('crypto-ramp-widget iframe.crw-embedded-frame');
    await frame.getByRole('button', { name: 'Buy for 100 USD' }).waitFor();
    assert.equal(await frameElement.getAttribute('title'), 'Buy and sell crypto');
    assert.match((await frameElement.getAttribute('allow')) ?? '', /camera; microphone; payment; clipboard-write/);
    const events = await hostEventsWhen(page, (list) => countOf(list, 'started', 'dom') === 1, 'started relayed');
    // Once per channel: the CustomEvent from the element, the postMessage from the widget page's origin.
    const started = events.filter((e) => e.type === 'started');
    assert.deepEqual(started.map((e) => e.channel).sort(), ['dom', 'postMessage']);
    assert.equal(started.find((e) => e.channel === 'postMessage')?.origin, env.sandbox.urls.widget);
    assert.equal(started.find((e) => e.channel === 'postMessage')?.widgetId, 'framed');
    // Sized by its resize events: as tall as the calculator, not the initial 160 px.
    const lastResize = [...events].reverse().find((e) => e.type === 'resize' && e.channel === 'dom')?.data as { height: number };
    const height = await frameElement.evaluate((el) => el.getBoundingClientRect().height);
    assert.ok(lastResize.height > 160 && Math.abs(height - lastResize.height) <= 1, `frame ${height}px, content ${lastResize.height}px`);
    // The session lives in the widget's origin: nothing in the merchant page's storage.
    assert.deepEqual(await page.evaluate(() => Object.keys(sessionStorage).concat(Object.keys(localStorage))), []);
    assert.deepEqual(await violations(page), []);
  });
});

describe('signed payloads', () => {
  const oversized = () => JSON.stringify({ externalData: 'é'.repeat(1_100) });

  it('an oversized payload stops with a screen naming the limit and an error event (custom tag)', async () => {
    await control('reset');
    const page = await openHost({ widgets: [await signed(oversized())] });
    const widget = page.locator('crypto-ramp-widget');
    await widget.getByText('Merchant parameters invalid').waitFor();
    await widget.getByText(/over the 6144 bytes allowed/).waitFor();
    const events = await hostEventsWhen(page, (list) => countOf(list, 'error', 'dom') === 1, 'error event');
    assert.deepEqual(events.filter((e) => e.type === 'error').map((e) => (e.data as { code?: string }).code), ['merchant_validation_failer', 'merchant_validation_failer']);
    const calls = (await control('requests')) as unknown[];
    assert.equal(calls.length, 0, 'no request was sent with the oversized header');
  });

  it('an oversized payload stops with the same screen in the iframe, and a URL too long to read gets a page that says so', async () => {
    await control('reset');
    const { 'api-key': apiKey, signature, payload } = await signed(oversized());
    const page = await openHost({ mode: 'iframe', widgets: [{ apiKey, signature, payload, widgetId: 'big' }] });
    const frame = page.frameLocator('iframe.ramp-frame');
    await frame.getByText('Merchant parameters invalid').waitFor();
    await frame.getByText(/over the 6144 bytes allowed/).waitFor();
    await hostEventsWhen(page, (list) => list.some((e) => e.type === 'error' && e.widgetId === 'big'), 'error message');

    // Past what the widget page's server reads (64 KB): its answer says so, in the frame, and tells the host.
    const huge = await signed(JSON.stringify({ externalData: 'x'.repeat(70_000) }));
    const second = await openHost({ mode: 'iframe', widgets: [] });
    const hugeUrl = `${env.sandbox.urls.widget}/?${new URLSearchParams({ apiKey, signature: huge.signature, payload: huge.payload, widgetId: 'huge' })}`;
    await second.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.className = 'ramp-frame';
      frame.title = 'Widget';
      frame.src = src;
      document.getElementById('slot')?.append(frame);
    }, hugeUrl);
    await second.frameLocator('iframe.ramp-frame').getByText(/the signed payload is too large/).waitFor();
    const events = await hostEventsWhen(second, (list) => list.some((e) => e.type === 'error'), 'error message');
    const error = events.find((e) => e.type === 'error');
    assert.equal(error?.widgetId, 'huge');
    assert.equal(error?.origin, env.sandbox.urls.widget);
  });

  it('a payload signed with a trailing newline is accepted as signed', async () => {
    await control('reset');
    const page = await openHost({ widgets: [await signed('{"toCurrency":"USDT-MATIC"}\n')] });
    const widget = page.locator('crypto-ramp-widget');
    await widget.getByText('Demo Shop').waitFor();
    await widget.getByRole('button', { name: 'Buy for 100 USD' }).waitFor();
    const events = await hostEvents(page);
    assert.equal(countOf(events, 'error', 'dom'), 0);
  });
});
