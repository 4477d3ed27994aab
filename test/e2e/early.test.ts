// Start-up's calls run beside the code (issue 28): each embed's entry sends them before the widget's
// main module has arrived, and the widget takes their replies instead of asking again.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { sandboxAndBrowser } from './environment';
import { controlClient } from '../sandboxControl';

const env = sandboxAndBrowser();
const control = controlClient(() => env.sandbox.urls.api);

const INIT = ['currencies', 'currencies/rates', 'customers/current/country', 'languages', 'currencies/fees/USDT-MATIC', 'merchants/validate-widget'];

/** How long the widget's main module is held back at most, waiting for the init calls to be sent. */
const HOLD_MS = 10_000;

/**
 * Each API call's path and when it started, and when the widget's main module arrived. The main module
 * is held back until every init call has been sent (or HOLD_MS): sent early, they all start before it
 * arrives; sent by the widget itself, none can.
 */
async function watch(page: Page, mainModule: RegExp) {
  const calls: { path: string; at: number }[] = [];
  let mainArrived = Number.POSITIVE_INFINITY;
  let allSent: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => {
    allSent = resolve;
  });
  page.on('request', (request) => {
    const match = /\/(?:provider|widget)\/v\d\/(.*?)(\?|$)/.exec(new URL(request.url()).pathname + new URL(request.url()).search);
    if (match?.[1] !== undefined && request.method() !== 'OPTIONS') calls.push({ path: match[1], at: Date.now() });
    if (INIT.every((path) => calls.some((call) => call.path === path))) allSent();
  });
  await page.route(mainModule, async (route) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const held = new Promise((resolve) => {
      timer = setTimeout(resolve, HOLD_MS);
    });
    await Promise.race([sent, held]);
    clearTimeout(timer);
    await route.continue();
  });
  page.on('requestfinished', (request) => {
    if (mainModule.test(request.url())) mainArrived = Math.min(mainArrived, Date.now());
  });
  return { calls, mainArrived: () => mainArrived };
}

describe("start-up's calls beside the code", () => {
  for (const embed of ['tag', 'iframe page'] as const) {
    it(`${embed}: every init call starts before the widget's main module has arrived, and goes once`, async () => {
      await control('reset');
      const launch = (await control('sign', { apiKey: 'pk_sandbox_demo_shop', payload: JSON.stringify({ toCurrency: 'USDT-MATIC' }) })) as Record<string, string>;
      const page = await env.browser.newPage();
      const seen = await watch(page, embed === 'tag' ? /\/element\/chunks\/widget-\w+\.js$/ : /\/assets\/chunks\/page-\w+\.js$/);
      const url =
        embed === 'tag'
          ? `${env.sandbox.urls.demo}/test-hosts/host.html?${new URLSearchParams({ widgets: JSON.stringify([{ 'api-key': launch.apiKey, signature: launch.signature, payload: launch.payload }]) })}`
          : `${env.sandbox.urls.widget}/?${new URLSearchParams({ apiKey: launch.apiKey ?? '', signature: launch.signature ?? '', payload: launch.payload ?? '', lang: 'en' })}`;
      await page.goto(url);
      const widget = embed === 'tag' ? page.locator('crypto-ramp-widget') : page.locator('body');
      await widget.getByRole('button', { name: /^Buy for/ }).waitFor();
      for (const path of INIT) {
        const sent = seen.calls.filter((call) => call.path === path);
        assert.equal(sent.length, 1, `${path} sent ${sent.length} times`);
        assert.ok((sent[0]?.at ?? Number.POSITIVE_INFINITY) < seen.mainArrived(), `${path} started after the main module arrived`);
      }
      await page.close();
    });
  }
});
