// Provider authentication in a new tab: the bank's page opens as a popup, reports back to its opener,
// and is closed by the widget, which moves on with the order.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STORAGE_KEYS, perMerchantKey } from '../../src/domain/constants';
import { ROUTES } from '../../src/domain/routes';
import { placeOrder, sandboxAndBrowser, storedBeforeLoad, widgetStorageKey } from './environment';
import { controlClient } from '../sandboxControl';

const env = sandboxAndBrowser();

const control = controlClient(() => env.sandbox.urls.api);

/**
 * The widget page at the top of its tab, signed in as the customer of `token`, with `orderId` its active
 * order for the launch signed with `signature` (or none).
 */
function onTheirOrder(token: string, orderId: string, signature?: string) {
  return {
    session: { [widgetStorageKey('widget page', STORAGE_KEYS.authenticationToken)]: token },
    local: { [widgetStorageKey('widget page', perMerchantKey(STORAGE_KEYS.activeOrderId, signature))]: orderId },
  };
}

describe('authentication in a new tab', () => {
  it('opens the bank page, which reports back; the widget closes it and the order moves on', async () => {
    await control('settle-step', { ms: 300 });
    const { id, token } = await placeOrder(env.sandbox, 'skrill');
    await control('order-status', { id, status: 'auth_requested', auth: 'url', displayType: 'new_tab' });

    const page = await env.newPage();
    await storedBeforeLoad(page, onTheirOrder(token, id));
    await page.goto(`${env.sandbox.urls.widget}${ROUTES.order}`);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: "Open the bank's page" }).click()]);
    await page.getByText('Finish in the new tab').waitFor();
    assert.equal(new URL(page.url()).pathname, ROUTES.orderAuthRedirect);
    const visited: string[] = [];
    popup.on('framenavigated', (frame) => {
      if (frame === popup.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await popup.getByRole('button', { name: 'Complete' }).click();
    await popup.waitForEvent('close');
    // The bank returned the tab to the widget's /close_on_success, which told the widget and closed.
    assert.ok(visited.includes(ROUTES.closeOnSuccess), visited.join(', '));
    await page.getByText(/Almost done|Done/).first().waitFor({ timeout: 10_000 });
    assert.equal(new URL(page.url()).pathname, ROUTES.order);
  });
});

describe('authentication by redirect: launch data never leaves for a third party (issue 27)', () => {
  it("the bank's page gets a return address without the launch; no third-party request carries the e-mail, a token or the payload", async () => {
    await control('reset');
    await control('settle-step', { ms: 300 });
    const email = 'kyc-complete@sandbox.test';
    const { shareToken } = (await control('share-token', { email })) as { shareToken: string };
    const launch = (await control('sign', { apiKey: 'pk_sandbox_demo_shop', payload: JSON.stringify({ email, shareToken, toCurrency: 'USDT-MATIC' }) })) as {
      apiKey: string;
      signature: string;
      payload: string;
    };
    const { id, token } = await placeOrder(env.sandbox, 'skrill');
    await control('order-status', { id, status: 'auth_requested', auth: 'url', displayType: 'redirect' });

    const page = await env.newPage();
    await storedBeforeLoad(page, onTheirOrder(token, id, launch.signature));
    const requests: { url: string; referer: string; body: string }[] = [];
    page.on('request', (request) => {
      requests.push({ url: request.url(), referer: request.headers().referer ?? '', body: request.postData() ?? '' });
    });
    const query = new URLSearchParams({ apiKey: launch.apiKey, signature: launch.signature, payload: launch.payload });
    await page.goto(`${env.sandbox.urls.widget}${ROUTES.order}?${query}`);
    // The widget leaves for the bank's page by itself.
    await page.waitForURL((url) => url.pathname.startsWith('/__acs/'));
    const returnUrl = new URL(new URL(page.url()).searchParams.get('returnUrl') ?? '');
    // The kept launch's id, and the merchant's public key (the page is framed for its pages only).
    assert.deepEqual([...returnUrl.searchParams.keys()], ['resume', 'apiKey']);
    await page.getByRole('button', { name: 'Complete' }).click();
    // Back on the order, with the launch restored (the merchant's parameters still go with every call).
    await page.getByText(/Almost done|Done/).first().waitFor({ timeout: 10_000 });
    const back = new URL(page.url());
    assert.equal(back.pathname, ROUTES.order);
    assert.equal(back.searchParams.get('signature'), launch.signature);

    // Third parties: anything but the widget page's own origin and the provider API's calls.
    const { widget, api } = env.sandbox.urls;
    const thirdParty = requests.filter(({ url }) => {
      const { origin, pathname } = new URL(url);
      return origin !== widget && !(origin === api && /^\/(provider|widget)\//.test(pathname));
    });
    assert.ok(thirdParty.some(({ url }) => url.includes('/__acs/')), 'the bank page was requested');
    const secrets = [email, encodeURIComponent(email), shareToken, launch.signature, launch.payload, encodeURIComponent(launch.payload)];
    const leaks = thirdParty.filter((request) => secrets.some((secret) => `${request.url} ${request.referer} ${request.body}`.includes(secret)));
    assert.deepEqual(leaks, []);
  });
});
