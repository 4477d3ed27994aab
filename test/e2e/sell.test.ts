// A sale in the iframe embed of the demo shop, opened on Sell by the merchant (/sell), login, a new payout
// card in the vault's nested frames, the deposit, the payout; the host logs each order event once.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { widgetStrings } from './axe';
import { demoLog, sandboxAndBrowser, signInWithMailedCode, submitPayoutCard } from './environment';
import { controlClient } from '../sandboxControl';

const env = sandboxAndBrowser();

const control = controlClient(() => env.sandbox.urls.api);

describe('a sale in the iframe embed', () => {
  it('sells to a new payout card and tells the host by postMessage, once per event', async () => {
    // The deposit arrives 3 s after the payout card: 'Send your crypto' shows first.
    await control('sell-deposit', { ms: 3_000 });
    const page = await env.newPage();
    await page.goto(`${env.sandbox.urls.demo}/iframe.html`);
    await page.locator('#widget-slot iframe').waitFor();
    // The merchant opens the widget on selling: the iframe's path is /sell, launch parameters kept.
    await page.locator('#payload-form select[name="flow"]').selectOption('sell');
    await page.getByRole('button', { name: 'Sign and reload the widget' }).click();
    const widget = page.frameLocator('#widget-slot iframe');
    await widget.getByRole('button', { name: 'Sell 100 USDT' }).click();
    await signInWithMailedCode(widget, env.sandbox, 'kyc-complete@sandbox.test');
    await widget.getByText('Add a payout card').waitFor();
    await submitPayoutCard(widget, widgetStrings('en'));
    await widget.getByText('Send your crypto').waitFor();
    await widget.getByText('Payout sent').waitFor({ timeout: 15_000 });
    assert.deepEqual(await demoLog(page, 'postMessage', /^operation_/), ['operation_created', 'operation_pending', 'operation_success']);
  });
});
