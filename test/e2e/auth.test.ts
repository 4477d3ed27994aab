// Provider authentication in a new tab: the bank's page opens as a popup, reports back to its opener,
// and is closed by the widget, which moves on with the order.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { placeOrder, sandboxAndBrowser } from './environment';
import { controlClient } from '../sandboxControl';

const env = sandboxAndBrowser();

const control = controlClient(() => env.sandbox.urls.api);

describe('authentication in a new tab', () => {
  it('opens the bank page, which reports back; the widget closes it and the order moves on', async () => {
    await control('settle-step', { ms: 300 });
    const { id, token } = await placeOrder(env.sandbox, 'skrill');
    await control('order-status', { id, status: 'auth_requested', auth: 'url', displayType: 'new_tab' });

    const page = await env.browser.newPage();
    await page.addInitScript(
      ({ value, id }) => {
        sessionStorage.setItem('authentication_token', value);
        // The page at top level is widget 'page': its own keys carry that id.
        localStorage.setItem('page:active-order-id:no-merchant', id);
      },
      { value: token, id },
    );
    await page.goto(`${env.sandbox.urls.widget}/buy/order`);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: "Open the bank's page" }).click()]);
    await page.getByText('Finish in the new tab').waitFor();
    assert.equal(new URL(page.url()).pathname, '/order_auth_redirect');
    const visited: string[] = [];
    popup.on('framenavigated', (frame) => {
      if (frame === popup.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await popup.getByRole('button', { name: 'Complete' }).click();
    await popup.waitForEvent('close');
    // The bank returned the tab to the widget's /close_on_success, which told the widget and closed.
    assert.ok(visited.includes('/close_on_success'), visited.join(', '));
    await page.getByText(/Almost done|Done/).first().waitFor({ timeout: 10_000 });
    assert.equal(new URL(page.url()).pathname, '/buy/order');
    await page.close();
  });
});
