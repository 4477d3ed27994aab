// The address safety net (issue 45) in the iframe embed: framed in the demo merchant's page (another
// network's address, a broken checksum) and at the top of a tab as a returning customer (a look-alike of
// the address used before, a new address shown back in groups of four). The element's are browser tests
// (test/browser/wallet-and-login.test.ts, returning-customer.test.ts, order-creation.test.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STORAGE_KEYS } from '../../src/domain/constants';
import { rememberedKey } from '../../src/domain/returningCustomer';
import { controlClient } from '../sandboxControl';
import { sandboxAndBrowser, storedBeforeLoad, widgetStorageKey } from './environment';

const env = sandboxAndBrowser();
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const USED = '0x2222222222222222222222222222222222222222';

describe('the address safety net in the iframe embed', () => {
  it("another network's address is refused naming both, one tap buys the coin on its network; a broken checksum is refused", async () => {
    const page = await env.newPage();
    await page.goto(`${env.sandbox.urls.demo}/iframe.html`);
    const frame = page.frameLocator('iframe');
    await frame.getByRole('button', { name: 'Buy for 100 USD' }).click();
    const address = frame.getByLabel('Your USDT wallet address (Polygon)');
    await address.fill(TRON);
    await frame.getByRole('button', { name: 'Confirm and proceed' }).click();
    await frame.getByText('This is a Tron address, but your USDT is sent on Polygon.').waitFor();
    await frame.getByRole('button', { name: 'Buy USDT on TRC20 instead' }).click();
    // The label names the new network; the address, still there and focused, passes.
    const switched = frame.getByLabel('Your USDT wallet address (TRC20)');
    assert.equal(await switched.inputValue(), TRON);
    assert.equal(await switched.evaluate((input) => input === document.activeElement), true);
    assert.equal(await frame.getByRole('alert').count(), 0);

    await frame.getByRole('button', { name: 'Back', exact: true }).click();
    await frame.getByRole('button', { name: /^Buy for/ }).waitFor();
    // Back to Polygon for the checksum: the currency list.
    await frame.locator('[data-testid="receive-field"] .crw-currency-button').click();
    await frame.locator('dialog[open] [data-ticker="USDT-MATIC"]').click();
    await frame.getByRole('button', { name: /^Buy for/ }).click();
    const evm = frame.getByLabel('Your USDT wallet address (Polygon)');
    await evm.fill('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD');
    await frame.getByRole('button', { name: 'Confirm and proceed' }).click();
    await frame.getByText('One character of this address is wrong.').waitFor();
    await evm.fill('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    await frame.getByRole('button', { name: 'Confirm and proceed' }).click();
    await frame.getByLabel('E-mail').waitFor();
  });

  it("a returning customer's look-alike of the address used before asks for a second Confirm; the new address is shown back in groups of four", async () => {
    const { token, customer } = (await controlClient(env.sandbox.urls.api)('customers', { email: 'kyc-complete@sandbox.test' })) as { token: string; customer: { id: number } };
    const page = await env.newPage();
    await storedBeforeLoad(page, {
      session: { [widgetStorageKey('widget page', STORAGE_KEYS.authenticationToken)]: token },
      local: { [widgetStorageKey('widget page', rememberedKey(customer.id, null))]: JSON.stringify({ wallets: { 'USDT-MATIC': USED } }) },
    });
    await page.goto(env.sandbox.urls.widget);
    await page.getByLabel('Payment method').selectOption('card');
    await page.getByRole('button', { name: /^Buy for/ }).click();
    const address = page.getByLabel('Your USDT wallet address (Polygon)');
    // The address used last time fills the field; the customer pastes another that imitates it.
    assert.equal(await address.inputValue(), USED);
    const poisoned = `${USED.slice(0, 6)}${'9'.repeat(32)}${USED.slice(-4)}`;
    await address.fill(poisoned);
    await page.getByRole('button', { name: 'Confirm and proceed' }).click();
    await page.getByText('This looks like an address you used before, but it is different.').waitFor();
    await page.getByRole('button', { name: 'Confirm and proceed' }).click();
    await page.getByText('Check your details').waitFor();
    await page.getByRole('button', { name: 'Confirm and proceed' }).click();
    const groups = page.locator('[data-testid="new-address"] .crw-address-groups > span');
    await groups.first().waitFor();
    const shown = await groups.allTextContents();
    assert.equal(shown.join(''), poisoned);
    assert.deepEqual(shown.slice(0, 2), ['0x', poisoned.slice(2, 6)]);
    await page.getByText('A new address: check it group by group.').waitFor();
  });
});
