// A card purchase in each embed of the demo shop: the card typed into the vault's frames, the order to
// Done, and the host events the merchant page logged, in order and each exactly once per channel.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Frame, FrameLocator, Page } from 'playwright-core';
import { RETURN_PARAM } from '../../src/domain/constants';
import { ROUTES } from '../../src/domain/routes';
import { type StoredBy, customerToken, demoLog, sandboxAndBrowser, signInWithMailedCode, signedInBeforeLoad, typeCardIntoVault } from './environment';
import { controlClient } from '../sandboxControl';

const env = sandboxAndBrowser();

const control = controlClient(() => env.sandbox.urls.api);

/**
 * A verified customer's session: in the element's storage (the host page's, its keys prefixed), or in the
 * widget page's own.
 */
async function signedInPage(by: StoredBy): Promise<Page> {
  const page = await env.newPage();
  await signedInBeforeLoad(page, await customerToken(env.sandbox, 'kyc-complete@sandbox.test'), by);
  return page;
}

/** The order's host events the demo logged on `channel`, oldest first. */
const logged = (page: Page, channel: 'CustomEvent' | 'postMessage') => demoLog(page, channel, /^(operation|payment)_/);

async function buyByCard(page: Page, widget: FrameLocator | ReturnType<Page['locator']>, signIn = false) {
  await payByCard(widget, '4242424242424242', signIn, () => cardOnlyInVault(page, true));
  await widget.getByRole('heading', { name: 'Done', exact: true }).waitFor({ timeout: 20_000 });
  await cardOnlyInVault(page, false);
}

/**
 * The card number is nowhere but in the vault's own frames: not in the widget's shadow root or frame, the
 * merchant page's fields, storage or its log of host events (the demo page's own list of test cards
 * aside). While the fields are on screen, the vault's field is shown to hold it (so the search can see a
 * number where there is one).
 */
async function cardOnlyInVault(page: Page, fieldsOnScreen: boolean): Promise<void> {
  const origins = { vault: new URL(env.sandbox.urls.vault).origin, widget: new URL(env.sandbox.urls.widget).origin };
  const contents = (frame: Frame, whole: boolean) =>
    frame.evaluate((whole) => {
      const roots: (Document | ShadowRoot)[] = [document];
      for (let i = 0; i < roots.length; i += 1) for (const el of (roots[i] as ParentNode).querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
      const markup = roots.map((root) => (root instanceof Document ? (whole ? root.documentElement.outerHTML : '') : root.innerHTML));
      const values = roots.flatMap((root) => [...root.querySelectorAll('input')].map((input) => input.value));
      let stored: string[] = [];
      try {
        stored = [...Object.values(localStorage), ...Object.values(sessionStorage)];
      } catch {
        // Storage denied to this frame.
      }
      const log = document.getElementById('event-log')?.textContent ?? '';
      return [...markup, ...values, ...stored, log].join('\n').replace(/\s/g, '');
    }, whole);
  const outside = page.frames().filter((frame) => !frame.url().startsWith(origins.vault));
  assert.ok(outside.some((frame) => frame.url().startsWith(origins.widget)) || (await page.locator('crypto-ramp-widget').count()) > 0);
  for (const frame of outside) {
    const text = await contents(frame, frame.url().startsWith(origins.widget));
    assert.ok(text.length > 0 && !text.includes('4242424242424242'), `the card number in ${frame.url()}`);
  }
  if (!fieldsOnScreen) return;
  const held = await Promise.all(page.frames().filter((frame) => frame.url().startsWith(origins.vault)).map((frame) => contents(frame, true)));
  assert.ok(held.some((text) => text.includes('4242424242424242')), 'the vault field holds the number');
}

/** From the calculator to Buy Now with a test card. */
async function payByCard(widget: FrameLocator | ReturnType<Page['locator']>, number: string, signIn = false, afterTyping?: () => Promise<void>) {
  await widget.locator('select').first().selectOption('card');
  await widget.getByRole('button', { name: 'Buy for 100 USD' }).click();
  await widget.getByLabel('Your USDT wallet address (Polygon)').fill('0x1111111111111111111111111111111111111111');
  await widget.getByRole('button', { name: 'Confirm and proceed' }).click();
  if (signIn) await signInWithMailedCode(widget, env.sandbox, 'kyc-complete@sandbox.test');
  await widget.getByText('Check your details').waitFor();
  await widget.getByRole('button', { name: 'Confirm and proceed' }).click();
  await widget.getByText('Enter card details').waitFor();
  await typeCardIntoVault(widget, number);
  await afterTyping?.();
  await widget.getByRole('button', { name: 'Proceed' }).click();
  await widget.getByText('Confirm transaction').waitFor();
  await widget.getByLabel('I agree to the terms').check();
  await widget.getByRole('button', { name: 'Buy Now' }).click();
}

const ORDER_EVENTS = ['operation_created', 'payment_sent', 'operation_pending', 'operation_success'];

describe('card purchase in both embeds', () => {
  it('custom tag: the vault fields sit in the element, the host hears each event once on both channels', async () => {
    await control('reset');
    await control('settle-step', { ms: 300 });
    const page = await signedInPage('element');
    await page.goto(`${env.sandbox.urls.demo}/tag.html`);
    const widget = page.locator('crypto-ramp-widget');
    await buyByCard(page, widget);
    await page.waitForFunction(() => document.querySelectorAll('#event-log tbody tr').length > 0);
    assert.deepEqual(await logged(page, 'CustomEvent'), ORDER_EVENTS);
    assert.deepEqual(await logged(page, 'postMessage'), ORDER_EVENTS);
  });

  it('iframe: the vault fields nest in the widget frame, the host hears each event once by postMessage', async () => {
    await control('reset');
    await control('settle-step', { ms: 300 });
    const page = await signedInPage('element');
    await page.goto(`${env.sandbox.urls.demo}/iframe.html`);
    const widget = page.frameLocator('#widget-slot iframe');
    await buyByCard(page, widget, true);
    assert.deepEqual(await logged(page, 'postMessage'), ORDER_EVENTS);
    assert.deepEqual(await logged(page, 'CustomEvent'), []);
  });

  it("3-D Secure by redirect: the widget page leaves for the bank's page, which returns it to the order", async () => {
    await control('reset');
    await control('settle-step', { ms: 300 });
    const page = await signedInPage('widget page');
    await page.goto(`${env.sandbox.urls.widget}/?lang=en`);
    await payByCard(page.locator('body'), '4000000000003204');
    await page.waitForURL(/\/__acs\//);
    // The return address names the order screen and the kept launch's id, nothing of the launch itself.
    const returnUrl = new URL(page.url()).searchParams.get('returnUrl') ?? '';
    assert.match(returnUrl, new RegExp(`^${env.sandbox.urls.widget}${ROUTES.order}\\?${RETURN_PARAM}=[0-9a-f]{32}$`));
    await page.getByRole('button', { name: 'Complete' }).click();
    // Back, the page has its launch query again.
    await page.waitForURL(`${env.sandbox.urls.widget}${ROUTES.order}?lang=en`);
    await page.getByRole('heading', { name: 'Done', exact: true }).waitFor({ timeout: 20_000 });
  });
});
