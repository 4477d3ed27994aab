// Public order tracking as a deep link on the iframe page: anyone opens /orders/{id}/public.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ROUTES, publicOrderRoute } from '../../src/domain/routes';
import { placeOrder, sandboxAndBrowser } from './environment';

const env = sandboxAndBrowser();

describe('tracking deep link on the iframe page', () => {
  it('opens the order by its path, with no session and no merchant; Home goes to the root', async () => {
    const result = await placeOrder(env.sandbox, 'card');
    const page = await env.newPage();
    await page.goto(`${env.sandbox.urls.widget}${publicOrderRoute(result.id)}`);
    await page.getByText('Order tracking').waitFor();
    await page.getByText(result.id.slice(0, 12)).waitFor();
    assert.equal(new URL(page.url()).pathname, publicOrderRoute(result.id));
    await page.getByRole('button', { name: 'Home' }).click();
    await page.getByRole('button', { name: /Buy for/ }).waitFor();
    assert.equal(new URL(page.url()).pathname, ROUTES.root);
  });
});
