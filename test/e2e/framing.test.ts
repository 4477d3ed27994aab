// Framing (issue 27): the iframe page is framed only by the pages its merchant allows (frame-ancestors
// from the merchant's allowed origins), so a clickjacking page cannot show a merchant's launch under a
// decoy; the merchant's own pages can.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { sandboxAndBrowser } from './environment';
import { controlClient } from '../sandboxControl';

const env = sandboxAndBrowser();
const control = controlClient(() => env.sandbox.urls.api);

/** A frame of the widget page with this merchant's signed launch, added to `page` under the id `name`. */
async function frameLaunch(page: Page, apiKey: string, name: string): Promise<void> {
  const launch = (await control('sign', { apiKey, payload: JSON.stringify({ toCurrency: 'USDT-MATIC' }) })) as Record<string, string>;
  const src = `${env.sandbox.urls.widget}/?${new URLSearchParams(launch)}`;
  await page.evaluate(
    ({ src, name }) => {
      const frame = document.createElement('iframe');
      frame.name = name;
      frame.src = src;
      document.body.append(frame);
    },
    { src, name },
  );
}

describe('framing: only the pages a merchant allows', () => {
  it("a page the merchant did not allow gets the browser's refusal, never the widget; an allowed page gets the widget", async () => {
    await control('reset');
    const page = await env.newPage();
    // This machine's page: allowed for the Demo Shop, not for Arcade Games (https://arcade.example only).
    await page.goto(`${env.sandbox.urls.demo}/test-hosts/host.html?widgets=[]`);
    await frameLaunch(page, 'pk_sandbox_arcade', 'decoy');
    await frameLaunch(page, 'pk_sandbox_demo_shop', 'shop');
    await page.frameLocator('iframe[name="shop"]').getByRole('heading', { name: 'Buy crypto' }).waitFor();
    const decoy = () => page.frames().find((frame) => frame.name() === 'decoy');
    for (let tries = 0; !decoy()?.url().startsWith('chrome-error:'); tries += 1) {
      assert.ok(tries < 100, `the refused frame is at ${decoy()?.url()}`);
      await page.waitForEvent('framenavigated');
    }
    assert.equal(await page.frameLocator('iframe[name="decoy"]').getByText('Buy crypto').count(), 0);
  });
});
