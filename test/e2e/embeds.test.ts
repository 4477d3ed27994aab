// Whole flows as a merchant and a customer see them, in real Chromium against the sandbox and the built
// bundles (run after `npm run build`).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ROUTES } from '../../src/domain/routes';
import { sandboxAndBrowser } from './environment';

const env = sandboxAndBrowser();

describe('iframe page in the iframe demo', () => {
  it('keeps the launch parameters in the query string when the customer moves on', async () => {
    const page = await env.newPage();
    await page.goto(`${env.sandbox.urls.demo}/iframe.html`);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: 'Buy for 100 USD' }).click();
    await frame.getByText('Your USDT wallet address (Polygon)').waitFor();
    const widgetFrame = page.frames().find((f) => f.url().startsWith(env.sandbox.urls.widget));
    assert.ok(widgetFrame);
    const url = new URL(widgetFrame.url());
    assert.equal(url.pathname, ROUTES.walletAddress);
    assert.equal(url.searchParams.get('apiKey'), 'pk_sandbox_demo_shop');
    assert.ok(url.searchParams.get('signature'));
    // Back to the calculator (a replace-or-push navigation): the query string is still there.
    await frame.getByRole('button', { name: 'Back', exact: true }).click();
    await frame.getByRole('button', { name: 'Buy for 100 USD' }).waitFor();
    assert.equal(new URL(widgetFrame.url()).search, url.search);
    // The demo logged the events it received by postMessage.
    const log = await page.locator('#event-log').textContent() ?? '';
    assert.match(log, /postMessage\s*started/);
  });

  it('a reload of the host page on the code step returns to the code step, the e-mail kept: nothing the customer did is lost', async () => {
    const page = await env.newPage();
    // The demo on the widget's site (127.0.0.1), so that this browser lets the frame keep storage: with
    // third-party storage blocked a frame keeps nothing across a reload (docs/embedding.md, "Reloads").
    const demo = new URL(env.sandbox.urls.demo);
    demo.hostname = new URL(env.sandbox.urls.widget).hostname;
    await page.goto(`${demo.origin}/iframe.html`);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: 'Buy for 100 USD' }).click();
    await frame.getByLabel('Your USDT wallet address (Polygon)').fill('0x1111111111111111111111111111111111111111');
    await frame.getByRole('button', { name: 'Confirm and proceed' }).click();
    const email = `iframe-reload-${Date.now()}@example.com`;
    await frame.getByLabel('E-mail').fill(email);
    await frame.locator('.crw-check input').first().check();
    await frame.getByRole('button', { name: 'Proceed' }).click();
    await frame.getByText(`We sent a 6-digit code to ${email}`).waitFor();
    await page.reload();
    await page.frameLocator('iframe').getByText(`We sent a 6-digit code to ${email}`).waitFor();
  });

  it('sends an unknown path back to root, keeping the query string', async () => {
    const page = await env.newPage();
    await page.goto(`${env.sandbox.urls.widget}/somewhere/else?lang=es`);
    await page.getByRole('button', { name: 'Comprar por 100 USD' }).waitFor();
    const url = new URL(page.url());
    assert.equal(url.pathname, ROUTES.root);
    assert.equal(url.search, '?lang=es');
  });
});

describe('window-closing pages opened without an opener', () => {
  it('say what happened and that the tab can be closed, in the language asked for', async () => {
    const page = await env.newPage();
    await page.goto(`${env.sandbox.urls.widget}${ROUTES.closeOnSuccess}?lang=es`);
    await page.getByRole('heading', { name: 'Autenticación completada' }).waitFor();
    await page.goto(`${env.sandbox.urls.widget}${ROUTES.closeOnFailure}`);
    await page.getByRole('heading', { name: 'Authentication did not go through' }).waitFor();
    assert.match((await page.getByTestId('close-window').textContent()) ?? '', /You can close this tab/);
  });

  it('/close_on_success tells the widget that opened it that the provider sent the tab back (a load message at its own origin)', async () => {
    // The opener: a page of the widget's origin, as the widget is when it opens the provider's page.
    const opener = await env.newPage();
    await opener.goto(`${env.sandbox.urls.widget}${ROUTES.closeOnFailure}`);
    await opener.evaluate(() => {
      const heard: unknown[] = [];
      (window as unknown as { __heard: unknown[] }).__heard = heard;
      window.addEventListener('message', (event) => heard.push({ origin: event.origin, data: event.data }));
    });
    // The tab announces it, then closes itself.
    const [popup] = await Promise.all([opener.waitForEvent('popup'), opener.evaluate((path) => void window.open(path), ROUTES.closeOnSuccess)]);
    await opener.waitForFunction(() => (window as unknown as { __heard: unknown[] }).__heard.length > 0);
    const heard = await opener.evaluate(() => (window as unknown as { __heard: unknown[] }).__heard);
    assert.deepEqual(heard, [{ origin: env.sandbox.urls.widget, data: { source: 'crypto-ramp-widget', version: 1, type: 'load', data: {} } }]);
    // The tab closes itself (nobody else closes it here: the opener is not a widget waiting for it).
    if (!popup.isClosed()) await popup.waitForEvent('close', { timeout: 10_000 });
    assert.equal(popup.isClosed(), true);
  });
});

describe('launch parameters of the iframe page', () => {
  it('defaultCurrency: what a buyer pays, and what a seller receives on /sell', async () => {
    const page = await env.newPage();
    await page.goto(`${env.sandbox.urls.widget}/?defaultCurrency=GBP`);
    await page.getByRole('button', { name: 'Buy for 100 GBP' }).waitFor();
    await page.goto(`${env.sandbox.urls.widget}${ROUTES.sell}?defaultCurrency=GBP`);
    await page.getByRole('button', { name: 'Sell 100 USDT' }).waitFor();
    assert.match((await page.getByTestId('receive-field').textContent()) ?? '', /GBP/);
  });
});

describe('custom tag demo', () => {
  it('a customer signs in with the code shown in the demo mailbox', async () => {
    const page = await env.newPage();
    await page.goto(`${env.sandbox.urls.demo}/tag.html`);
    const widget = page.locator('crypto-ramp-widget');
    await widget.getByRole('button', { name: 'Buy for 100 USD' }).click();
    await widget.getByLabel('Your USDT wallet address (Polygon)').fill('0x1111111111111111111111111111111111111111');
    await widget.getByRole('button', { name: 'Confirm and proceed' }).click();
    const email = `demo-${Date.now()}@example.com`;
    await widget.getByLabel('E-mail').fill(email);
    await widget.locator('.crw-check input').first().check();
    await widget.getByRole('button', { name: 'Proceed' }).click();
    await widget.getByText('We sent a 6-digit code').waitFor();
    await page.locator('#mailbox-form input').fill(email);
    await page.locator('#mailbox-form button').click();
    await page.locator('#mailbox-code', { hasText: 'Latest code' }).waitFor();
    const line = (await page.locator('#mailbox-code').textContent()) ?? '';
    const code = /: (\d{6})$/.exec(line)?.[1];
    assert.ok(code, line);
    await widget.getByLabel('Confirmation code').fill(code);
    await widget.getByText('Your details').waitFor();
  });

  it('shows the calculator and logs host events from both channels', async () => {
    const page = await env.newPage();
    await page.goto(`${env.sandbox.urls.demo}/tag.html`);
    await page.getByRole('button', { name: 'Buy for 100 USD' }).waitFor();
    await page.locator('#event-log').getByText('CustomEvent').first().waitFor();
    const log = await page.locator('#event-log').textContent() ?? '';
    assert.match(log, /CustomEvent\s*started/);
    assert.match(log, /postMessage\s*started/);
  });

  it('works from a plain <script> tag (the IIFE build)', async () => {
    const page = await env.newPage();
    await page.goto(`${env.sandbox.urls.demo}/index.html`);
    await page.setContent(`<!doctype html>
      <script src="${env.sandbox.urls.widget}/element/crypto-ramp-widget.iife.js"></script>
      <crypto-ramp-widget api-url="${env.sandbox.urls.api}"></crypto-ramp-widget>`);
    await page.getByRole('button', { name: 'Buy for 100 USD' }).waitFor();
  });
});
