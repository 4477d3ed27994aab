// The demo's playground (issue 29): the configuration on screen reaches the widget, live where it can,
// and the snippet panel writes code that works as it is: the tag snippet, copied with its button into a
// fresh page, reaches the calculator as configured.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sandboxAndBrowser } from './environment';

const env = sandboxAndBrowser();

describe('the playground', () => {
  it('writes a tag snippet that, copied into a fresh page, shows the calculator as configured', async () => {
    const context = await env.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.sandbox.urls.demo });
    const page = await context.newPage();
    await page.goto(`${env.sandbox.urls.demo}/`);
    const widget = page.locator('#widget-slot crypto-ramp-widget');
    await widget.getByRole('button', { name: 'Buy for 100 USD' }).waitFor();
    // Language and flow restart the widget; the theme and the colours change it live.
    const form = page.locator('#payload-form');
    await form.getByLabel('Language').selectOption('es');
    await form.getByLabel('Open on').selectOption('sell');
    await widget.getByRole('button', { name: 'Vender 100 USDT' }).waitFor();
    await form.getByLabel('Theme').selectOption('dark');
    await form.getByRole('textbox', { name: '--crw-primary', exact: true }).fill('#0a7f5a');
    assert.equal(await widget.getAttribute('theme'), 'dark');
    assert.equal(await widget.evaluate((element: HTMLElement) => element.style.getPropertyValue('--crw-primary')), '#0a7f5a');

    await page.getByRole('tab', { name: 'Tag' }).click();
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Copied.').waitFor();
    const snippet = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(snippet, /integrity="sha384-[A-Za-z0-9+/=]+" crossorigin="anonymous"/);
    assert.doesNotMatch(snippet, /sk_sandbox/, 'the secret key stays on the server');

    // A fresh page of the same site (the demo merchant allows this machine's pages) with only the snippet.
    const fresh = await context.newPage();
    await fresh.goto(`${env.sandbox.urls.demo}/`);
    await fresh.setContent(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head><body>${snippet}</body></html>`);
    const copied = fresh.locator('crypto-ramp-widget');
    await copied.getByRole('button', { name: 'Vender 100 USDT' }).waitFor();
    const primary = await copied.locator('.crw-root').evaluate((root) => getComputedStyle(root).getPropertyValue('--_primary').trim());
    assert.equal(primary, '#0a7f5a');
    assert.equal(await copied.locator('.crw-root').getAttribute('data-theme'), 'dark');
  });

  it('the iframe snippet names the configuration in the address the page loads', async () => {
    const page = await env.newPage();
    await page.goto(`${env.sandbox.urls.demo}/iframe.html`);
    const frame = page.frameLocator('#widget-slot iframe');
    await frame.getByRole('button', { name: 'Buy for 100 USD' }).waitFor();
    await page.locator('#payload-form').getByLabel('Language').selectOption('pt');
    await frame.getByRole('button', { name: /^Comprar por 100 USD/ }).waitFor();
    const snippet = (await page.locator('#snippet').textContent()) ?? '';
    const src = /<iframe id="crypto-ramp" src="([^"]+)"/.exec(snippet)?.[1]?.replaceAll('&amp;', '&') ?? '';
    assert.equal(src, await page.locator('#widget-slot iframe').getAttribute('src'));
    assert.equal(new URL(src).searchParams.get('lang'), 'pt');
  });
});
