// Public order tracking as a deep link on the iframe page: anyone opens /orders/{id}/public.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { type Sandbox, startSandbox } from '../../sandbox/server';
import { launchChromium } from './browser';

let sandbox: Sandbox;
let browser: Browser;

before(async () => {
  sandbox = await startSandbox({ ports: { api: 25787, widget: 25788, demo: 25789 } });
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await sandbox?.close();
});

describe('tracking deep link on the iframe page', () => {
  it('opens the order by its path, with no session and no merchant; Home goes to the root', async () => {
    const { token } = (await fetch(`${sandbox.urls.api}/__sandbox/customers`, { method: 'POST', body: JSON.stringify({ email: 'kyc-complete@sandbox.test' }) }).then((r) =>
      r.json(),
    )) as { token: string };
    const { result } = (await fetch(`${sandbox.urls.api}/provider/v1/orders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ paymentType: 'card', fromCurrency: 'EUR', toCurrency: 'USDT-MATIC', toWallet: '0x1111111111111111111111111111111111111111', fromAmount: 100 }),
    }).then((r) => r.json())) as { result: { id: string } };
    const page = await browser.newPage();
    await page.goto(`${sandbox.urls.widget}/orders/${result.id}/public`);
    await page.getByText('Order tracking').waitFor();
    await page.getByText(result.id.slice(0, 12)).waitFor();
    assert.equal(new URL(page.url()).pathname, `/orders/${result.id}/public`);
    await page.getByRole('button', { name: 'Home' }).click();
    await page.getByRole('button', { name: /Buy for/ }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
    await page.close();
  });
});
