// A purchase on a phone's network (issue 39): faults injected at the network layer on the API origin, as a
// mobile network or a proxy makes them, in both embeds. What the customer reads and what the sandbox counts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FrameLocator, Locator, Page, Route } from 'playwright-core';
import { widgetStrings } from './axe';
import { sandboxAndBrowser, signInWithMailedCode, typeCardIntoVault, waitUntil } from './environment';
import { controlClient } from '../sandboxControl';

// A customer's Chrome: the iframe embed's storage partitioned, not denied (a reload keeps its step).
const env = sandboxAndBrowser({}, { partitionedStorage: true });
const control = controlClient(() => env.sandbox.urls.api);
const t = widgetStrings('en');

/** What no customer should read: a parser's or a transport's words. */
const TECHNICAL = /Could not parse|HTTP \d{3}|Failed to fetch|NetworkError|undefined|unexpected_server_error|api_server_error|\{"/;

type Embed = 'tag' | 'iframe';

async function openWidget(embed: Embed): Promise<{ page: Page; ui: FrameLocator | Locator }> {
  const page = await env.newPage();
  const widgets = JSON.stringify([{}]);
  await page.goto(`${env.sandbox.urls.demo}/test-hosts/host.html?${new URLSearchParams(embed === 'iframe' ? { mode: 'iframe', widgets } : { widgets })}`);
  const ui = embed === 'iframe' ? page.frameLocator('iframe.ramp-frame') : page.locator('crypto-ramp-widget');
  return { page, ui };
}

/** Calls to `path` under the provider API answered by `fault` (once each by default), every other call as usual. */
async function fault(page: Page, method: string, path: string, fault: (route: Route) => Promise<void>, times = 1) {
  let left = times;
  await page.route(`${env.sandbox.urls.api}/provider/v1/${path}`, async (route) => {
    if (route.request().method() !== method || left === 0) return route.fallback();
    left -= 1;
    await fault(route);
  });
}

/** The sandbox does the call, and the connection resets before its answer reaches the widget. */
const lostAnswer = async (route: Route) => {
  await route.fetch();
  await route.abort('connectionreset');
};

/** A proxy in front of the backend answers with its own HTML error page. */
const proxyPage = (status: number) => (route: Route) =>
  route.fulfill({ status, contentType: 'text/html', body: `<html><body><h1>${status} Bad Gateway</h1><hr>nginx</body></html>` });

/** From the calculator to the order's creation on user info, as a verified customer with a card. */
async function toUserInfo(ui: FrameLocator | Locator) {
  await ui.getByRole('heading', { level: 1, name: t('converter.buyTitle') }).waitFor();
  await ui.locator('select').first().selectOption('card');
  await ui.locator('button.crw-primary').click();
  await ui.getByRole('textbox').fill('0x1111111111111111111111111111111111111111');
  await ui.getByRole('button', { name: t('walletAddress.confirm') }).click();
  await signInWithMailedCode(ui, env.sandbox, 'kyc-complete@sandbox.test');
  await ui.getByRole('heading', { level: 1, name: t('userInfo.title') }).waitFor();
}

/** What the sandbox counted once a payment started (asked until one has, within 20 s). */
function paymentStarted(): Promise<{ buy: number; paymentsStarted: number }> {
  return waitUntil(
    async () => {
      const counted = (await control('orders')) as { buy: number; paymentsStarted: number };
      return counted.paymentsStarted > 0 && counted;
    },
    'a payment started',
    { timeoutMs: 20_000, intervalMs: 100 },
  );
}

/** From the calculator to the e-mail step. */
async function toLogin(ui: FrameLocator | Locator) {
  await ui.getByRole('heading', { level: 1, name: t('converter.buyTitle') }).waitFor();
  await ui.locator('button.crw-primary').click();
  await ui.getByRole('textbox').fill('0x1111111111111111111111111111111111111111');
  await ui.getByRole('button', { name: t('walletAddress.confirm') }).click();
}

async function screenText(ui: FrameLocator | Locator): Promise<string> {
  return (await ui.locator('.crw-frame, [part="frame"]').first().innerText()).replace(/\s+/g, ' ');
}

describe('a purchase on a phone’s network', () => {
  for (const embed of ['tag', 'iframe'] as const) {
    it(`${embed}: the answer to the order's creation is lost after the backend made it; pressed again, it is the same one order`, async () => {
      await control('reset');
      const { page, ui } = await openWidget(embed);
      await toUserInfo(ui);
      await fault(page, 'POST', 'orders', lostAnswer);
      await ui.getByRole('button', { name: t('userInfo.confirm') }).click();
      await ui.getByText(t('errors.connection')).waitFor();
      assert.doesNotMatch(await screenText(ui), TECHNICAL);
      assert.equal(((await control('orders')) as { buy: number }).buy, 1, 'the backend made the order');
      await ui.getByRole('button', { name: t('userInfo.confirm') }).click();
      await ui.getByRole('heading', { level: 1, name: t('cardPayment.detailsTitle') }).waitFor();
      assert.equal(((await control('orders')) as { buy: number }).buy, 1, 'one order for one purchase');
    });
  }

  it('iframe: a proxy’s HTML 502 on the e-mail step reads as the connection, and Proceed again sends the code', async () => {
    await control('reset');
    const { page, ui } = await openWidget('iframe');
    await ui.getByRole('heading', { level: 1, name: t('converter.buyTitle') }).waitFor();
    await ui.locator('button.crw-primary').click();
    await ui.getByRole('textbox').fill('0x1111111111111111111111111111111111111111');
    await ui.getByRole('button', { name: t('walletAddress.confirm') }).click();
    await fault(page, 'POST', 'customers/sign-up', proxyPage(502));
    await ui.getByLabel(t('login.email'), { exact: true }).fill('proxy@sandbox.test');
    await ui.locator('.crw-check input').first().check();
    await ui.getByRole('button', { name: t('login.proceed') }).click();
    // The form's alert, not the e-mail's error: the address typed is right.
    await ui.getByTestId('form-problem').getByText(t('errors.connection')).waitFor();
    assert.notEqual(await ui.getByLabel(t('login.email'), { exact: true }).getAttribute('aria-invalid'), 'true');
    assert.doesNotMatch(await screenText(ui), TECHNICAL);
    await ui.getByRole('button', { name: t('login.proceed') }).click();
    await ui.getByLabel(t('login.code')).waitFor();
  });

  it('tag: start-up’s reads answered by a reset, a 503 page and an empty body are asked again, and the calculator shows', async () => {
    await control('reset');
    const page = await env.newPage();
    const failures = [(route: Route) => route.abort('connectionreset'), proxyPage(503), (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: '' })];
    for (const path of ['currencies', 'languages']) {
      let next = 0;
      await page.route(`${env.sandbox.urls.api}/provider/v1/${path}`, async (route) => {
        const failure = route.request().method() === 'GET' ? failures[next++] : undefined;
        if (failure) return failure(route);
        return route.fallback();
      });
    }
    await page.goto(`${env.sandbox.urls.demo}/test-hosts/host.html?${new URLSearchParams({ widgets: JSON.stringify([{}]) })}`);
    await page.locator('crypto-ramp-widget').getByRole('heading', { level: 1, name: t('converter.buyTitle') }).waitFor();
  });

  it('a backend whose CORS refuses Idempotency-Key: the creation goes without it, one order', async () => {
    await control('reset');
    await control('idempotency', { refuseHeader: true });
    const { ui } = await openWidget('tag');
    try {
      await toUserInfo(ui);
      await ui.getByRole('button', { name: t('userInfo.confirm') }).click();
      await ui.getByRole('heading', { level: 1, name: t('cardPayment.detailsTitle') }).waitFor();
      assert.equal(((await control('orders')) as { buy: number }).buy, 1);
    } finally {
      await control('idempotency', {});
    }
  });

  it('iframe: offline at the e-mail step, Proceed waits with the connection’s words and sends the code when it is back', async () => {
    await control('reset');
    const { page, ui } = await openWidget('iframe');
    await toLogin(ui);
    await ui.getByLabel(t('login.email'), { exact: true }).fill('lift@sandbox.test');
    await ui.locator('.crw-check input').first().check();
    await page.context().setOffline(true);
    await ui.getByTestId('offline-notice').getByText(t('errors.offline')).waitFor();
    await ui.getByRole('button', { name: t('login.proceed') }).click();
    // Nothing left while offline; the step waits and the e-mail stays.
    assert.equal(await ui.getByLabel(t('login.email'), { exact: true }).inputValue(), 'lift@sandbox.test');
    assert.doesNotMatch(await screenText(ui), TECHNICAL);
    await page.context().setOffline(false);
    await ui.getByLabel(t('login.code')).waitFor();
    await ui.getByTestId('offline-notice').getByText(t('errors.offline')).waitFor({ state: 'detached' });
  });

  it('tag: the calculator’s start-up offline waits in the skeleton, says so, and shows the calculator when the connection is back', async () => {
    await control('reset');
    const page = await env.newPage();
    // The page and the widget's code arrive (start-up's calls held meanwhile); then the connection goes.
    let codeArrived: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      codeArrived = resolve;
    });
    await page.route(`${env.sandbox.urls.api}/**`, async (route) => {
      await arrived;
      await route.abort('internetdisconnected');
    });
    await page.goto(`${env.sandbox.urls.demo}/test-hosts/host.html?${new URLSearchParams({ widgets: JSON.stringify([{}]) })}`);
    const widget = page.locator('crypto-ramp-widget');
    await widget.getByTestId('skeleton').waitFor();
    await page.context().setOffline(true);
    codeArrived();
    await widget.getByTestId('offline-notice').getByText(t('errors.offline')).waitFor();
    assert.equal(await widget.getByTestId('skeleton').count(), 1, 'still starting, not failed');
    await page.unroute(`${env.sandbox.urls.api}/**`);
    await page.context().setOffline(false);
    await widget.getByRole('heading', { level: 1, name: t('converter.buyTitle') }).waitFor();
  });

  it('tag: the next steps’ code that does not arrive is asked for again; when it stays away, the step says the connection, and Try again loads it', async () => {
    await control('reset');
    const { page, ui } = await openWidget('tag');
    let failing = true;
    await page.route(/\/laterScreens-[A-Z0-9]+\.js$/, (route) => (failing ? route.abort('connectionreset') : route.fallback()));
    await ui.getByRole('heading', { level: 1, name: t('converter.buyTitle') }).waitFor();
    await ui.locator('button.crw-primary').click();
    await ui.getByRole('heading', { level: 1, name: t('errors.notLoadedTitle') }).waitFor();
    assert.match(await screenText(ui), new RegExp(t('errors.connection').replace(/[.]/g, '\\.')));
    assert.doesNotMatch(await screenText(ui), TECHNICAL);
    failing = false;
    await ui.getByRole('button', { name: t('errors.tryAgain') }).click();
    await ui.getByRole('heading', { level: 1, name: t('walletAddress.title') }).waitFor();
  });

  it('tag: the order’s code that stays away when the purchase is confirmed: the customer stays on user info and reads that the connection is the problem; pressing again creates the order', async () => {
    await control('reset');
    const { page, ui } = await openWidget('tag');
    try {
      let failing = true;
      await page.route(/\/flowModels-[A-Z0-9]+\.js$/, (route) => (failing ? route.abort('connectionreset') : route.fallback()));
      await toUserInfo(ui);
      await ui.getByRole('button', { name: t('userInfo.confirm') }).click();
      // The action's answer is a stay with our words: the frame says them, on the screen the customer is on.
      await ui.getByTestId('stay-problem').getByText(t('errors.connection')).waitFor();
      assert.equal(await ui.getByRole('heading', { level: 1, name: t('userInfo.title') }).count(), 1);
      assert.equal(((await control('orders')) as { buy: number }).buy, 0);
      failing = false;
      await ui.getByRole('button', { name: t('userInfo.confirm') }).click();
      await ui.getByRole('heading', { level: 1, name: t('cardPayment.detailsTitle') }).waitFor();
      assert.equal(await ui.getByTestId('stay-problem').count(), 0, 'said until the customer moved on');
    } finally {
      await page.close();
    }
  });

  for (const embed of ['tag', 'iframe'] as const) {
    it(`${embed}: a reload on the e-mail step keeps the e-mail and the ticked terms`, async () => {
      await control('reset');
      const { page, ui } = await openWidget(embed);
      await toLogin(ui);
      await ui.getByLabel(t('login.email'), { exact: true }).fill('reload@sandbox.test');
      await ui.locator('.crw-check input').first().check();
      await page.reload();
      await ui.getByLabel(t('login.email'), { exact: true }).waitFor();
      assert.equal(await ui.getByLabel(t('login.email'), { exact: true }).inputValue(), 'reload@sandbox.test');
      assert.equal(await ui.locator('.crw-check input').first().isChecked(), true);
    });

    it(`${embed}: a reload on the confirm page with a new card lands on the card form saying why, and the purchase ends in one order and one payment`, async () => {
      await control('reset');
      const { page, ui } = await openWidget(embed);
      await toUserInfo(ui);
      await ui.getByRole('button', { name: t('userInfo.confirm') }).click();
      await ui.getByRole('heading', { level: 1, name: t('cardPayment.detailsTitle') }).waitFor();
      await typeCardIntoVault(ui);
      await ui.getByRole('button', { name: t('cardPayment.proceed') }).click();
      await ui.getByRole('heading', { level: 1, name: t('cardPayment.confirmTitle') }).waitFor();
      await page.reload();
      await ui.getByRole('heading', { level: 1, name: t('cardPayment.detailsTitle') }).waitFor();
      await ui.getByText(t('cardPayment.retypeCard')).waitFor();
      await typeCardIntoVault(ui);
      await ui.getByRole('button', { name: t('cardPayment.proceed') }).click();
      await ui.getByRole('heading', { level: 1, name: t('cardPayment.confirmTitle') }).waitFor();
      await ui.getByRole('checkbox', { name: t('confirm.agree') }).check();
      await ui.getByRole('button', { name: t('cardPayment.buyNow') }).click();
      await ui.getByTestId('retype-card').waitFor({ state: 'detached' });
      const counted = await paymentStarted();
      assert.deepEqual([counted.buy, counted.paymentsStarted], [1, 1]);
    });
  }

  it('tag: a reload on the confirm page with a saved card lands on the card list asking for the security code again', async () => {
    await control('reset');
    await control('cards', { email: 'kyc-complete@sandbox.test', number: '4242424242424242' });
    const { page, ui } = await openWidget('tag');
    await toUserInfo(ui);
    await ui.getByRole('button', { name: t('userInfo.confirm') }).click();
    await ui.getByRole('heading', { level: 1, name: t('cardPayment.selectTitle') }).waitFor();
    await ui.frameLocator('[id$="-cvv"] > iframe').locator('input').pressSequentially('123');
    await ui.getByRole('button', { name: t('cardPayment.proceed') }).click();
    await ui.getByRole('heading', { level: 1, name: t('cardPayment.confirmTitle') }).waitFor();
    await page.reload();
    await ui.getByRole('heading', { level: 1, name: t('cardPayment.selectTitle') }).waitFor();
    await ui.getByText(t('cardPayment.retypeSecurityCode')).waitFor();
  });

  it('tag: a reload on the payout card keeps the date of birth and the agreement, asks for the card again saying why, and the sale goes on with its one order', async () => {
    await control('reset');
    const page = await env.newPage();
    await page.goto(`${env.sandbox.urls.demo}/test-hosts/host.html?${new URLSearchParams({ widgets: JSON.stringify([{ flow: 'sell' }]) })}`);
    const ui = page.locator('crypto-ramp-widget');
    await ui.getByRole('button', { name: 'Sell 100 USDT' }).click();
    await signInWithMailedCode(ui, env.sandbox, 'kyc-complete@sandbox.test');
    await ui.getByRole('heading', { level: 1, name: t('cardCreate.title') }).waitFor();
    await ui.getByLabel(t('cardCreate.dateOfBirth')).fill('10.12.1985');
    await ui.getByRole('checkbox', { name: t('cardCreate.agree') }).check();
    await page.reload();
    await ui.getByRole('heading', { level: 1, name: t('cardCreate.title') }).waitFor();
    await ui.getByText(t('cardPayment.retypeCard')).waitFor();
    assert.equal(await ui.getByLabel(t('cardCreate.dateOfBirth')).inputValue(), '10.12.1985');
    assert.equal(await ui.getByRole('checkbox', { name: t('cardCreate.agree') }).isChecked(), true);
    await typeCardIntoVault(ui, '4242424242424242', { payout: true });
    await ui.locator('button.crw-primary').click();
    await ui.getByText(t('sellPayment.title')).waitFor();
    assert.equal(((await control('orders')) as { sell: number }).sell, 1);
  });
});
