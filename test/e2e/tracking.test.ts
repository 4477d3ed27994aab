// Public order tracking as a deep link on the iframe page: anyone opens /orders/{id}/public.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sandboxAndBrowser } from './environment';

const env = sandboxAndBrowser(25787);

describe('tracking deep link on the iframe page', () => {
  it('opens the order by its path, with no session and no merchant; Home goes to the root', async () => {
    const { token } = (await fetch(`${env.sandbox.urls.api}/__sandbox/customers`, { method: 'POST', body: JSON.stringify({ email: 'kyc-complete@sandbox.test' }) }).then((r) =>
      r.json(),
    )) as { token: string };
    const { result } = (await fetch(`${env.sandbox.urls.api}/provider/v1/orders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ paymentType: 'card', fromCurrency: 'EUR', toCurrency: 'USDT-MATIC', toWallet: '0x1111111111111111111111111111111111111111', fromAmount: 100 }),
    }).then((r) => r.json())) as { result: { id: string } };
    const page = await env.browser.newPage();
    await page.goto(`${env.sandbox.urls.widget}/orders/${result.id}/public`);
    await page.getByText('Order tracking').waitFor();
    await page.getByText(result.id.slice(0, 12)).waitFor();
    assert.equal(new URL(page.url()).pathname, `/orders/${result.id}/public`);
    await page.getByRole('button', { name: 'Home' }).click();
    await page.getByRole('button', { name: /Buy for/ }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
    await page.close();
  });
});
