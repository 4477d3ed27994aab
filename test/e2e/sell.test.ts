// A sale in the iframe embed of the demo shop, opened on Sell by the merchant (/sell), login, a new payout
// card in the vault's nested frames, the deposit, the payout; the host logs each order event once.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sandboxAndBrowser, signInWithMailedCode } from './environment';
import { controlClient } from '../sandboxControl';

const env = sandboxAndBrowser();

const control = controlClient(() => env.sandbox.urls.api);

describe('a sale in the iframe embed', () => {
  it('sells to a new payout card and tells the host by postMessage, once per event', async () => {
    // The deposit arrives 3 s after the payout card: 'Send your crypto' shows first.
    await control('sell-deposit', { ms: 3_000 });
    const page = await env.browser.newPage();
    await page.goto(`${env.sandbox.urls.demo}/iframe.html`);
    await page.locator('#widget-slot iframe').waitFor();
    // The merchant opens the widget on selling: the iframe's path is /sell, launch parameters kept.
    await page.locator('#payload-form select[name="flow"]').selectOption('sell');
    await page.getByRole('button', { name: 'Sign and reload the widget' }).click();
    const widget = page.frameLocator('#widget-slot iframe');
    await widget.getByRole('button', { name: 'Sell 100 USDT' }).click();
    await signInWithMailedCode(widget, env.sandbox, 'kyc-complete@sandbox.test');
    await widget.getByText('Add a payout card').waitFor();
    const vault = (title: string) => widget.frameLocator(`iframe[title="${title}"]`).locator('input');
    await vault('Card number').pressSequentially('4242424242424242');
    await vault('Expiry date (MM/YY)').pressSequentially('1239');
    await vault('Name on card').pressSequentially('ADA LOVELACE');
    await widget.getByLabel('Date of birth').fill('10.12.1985');
    await widget.locator('[data-testid="vault-holder"][data-state="valid"]').waitFor();
    await widget.getByLabel('I agree to the terms of this sale').check();
    await widget.getByRole('button', { name: 'Proceed' }).click();
    await widget.getByText('Send your crypto').waitFor();
    await widget.getByText('Payout sent').waitFor({ timeout: 15_000 });
    const rows = await page.locator('#event-log tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    const events = rows
      .reverse()
      .filter(([, channel, type]) => channel === 'postMessage' && (type ?? '').startsWith('operation_'))
      .map(([, , type]) => type);
    assert.deepEqual(events, ['operation_created', 'operation_pending', 'operation_success']);
    await page.close();
  });
});
