// Identity verification through the real Sumsub WebSDK against the sandbox's stand-in: the customer picks
// the review outcome inside the provider's (cross-origin) frame, as a tester would.
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { STORAGE_KEYS, perMerchantKey } from '../../src/domain/constants';
import { ROUTES } from '../../src/domain/routes';
import { customerToken, sandboxAndBrowser, signInWithMailedCode, signedInBeforeLoad, widgetStorageKey } from './environment';
import { controlClient } from '../sandboxControl';

const env = sandboxAndBrowser();
const control = controlClient(() => env.sandbox.urls.api);
beforeEach(async () => {
  // The review lands 2 s after submission: KYC waiting is seen pending, then the outcome.
  await control('reset');
  await control('kyc-review-delay', { ms: 2_000 });
});

/** The iframe page on /buy/kyc for a signed-in customer with this e-mail. */
async function openKyc(email: string): Promise<Page> {
  const page = await env.newPage();
  await signedInBeforeLoad(page, await customerToken(env.sandbox, email), 'widget page');
  await page.goto(`${env.sandbox.urls.widget}${ROUTES.buyKyc}`);
  await page.frameLocator('iframe').getByText('Sandbox identity check').waitFor();
  return page;
}

const provider = (page: Page) => page.frameLocator('iframe');
const WALLET = '0x1111111111111111111111111111111111111111';
/** Where the widget page keeps its active order's id (no merchant). */
const ACTIVE_ORDER = widgetStorageKey('widget page', perMerchantKey(STORAGE_KEYS.activeOrderId, null));

describe('full KYC with the identity provider stand-in', () => {
  it('GREEN: waiting, then on (a customer without a name goes to light KYC)', async () => {
    const page = await openKyc('kyc-none@sandbox.test');
    assert.match((await page.locator('iframe').getAttribute('src')) ?? '', new RegExp(`^${env.sandbox.urls.api}/websdk/websdk.html\\?_=id_`));
    await provider(page).getByRole('button', { name: 'Approve (GREEN)' }).click();
    await page.getByText('Checking your documents').waitFor();
    await page.getByText('Your details').waitFor({ timeout: 12_000 });
  });

  it('GREEN after the light limit: the purchase the customer was creating is created, not an older order resumed (spec 1 §2 KYC waiting)', async () => {
    const token = await customerToken(env.sandbox, 'kyc-light@sandbox.test');
    // An earlier order of this customer, still reserved: 100 USD by Google Pay.
    const earlier = await fetch(`${env.sandbox.urls.api}/provider/v1/orders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ paymentType: 'google_pay', fromCurrency: 'USD', toCurrency: 'USDT-MATIC', toWallet: WALLET, fromAmount: 100 }),
    });
    const earlierId = ((await earlier.json()) as { result: { id: string } }).result.id;
    const page = await env.newPage();
    await signedInBeforeLoad(page, token, 'widget page');
    await page.goto(env.sandbox.urls.widget);
    // 1,500 USD by card: above what light verification allows.
    await page.getByLabel('You pay').fill('1500');
    await page.getByLabel('Payment method').selectOption('card');
    await page.getByRole('button', { name: 'Buy for 1500 USD' }).click();
    await page.getByLabel('Your USDT wallet address (Polygon)').fill(WALLET);
    await page.getByRole('button', { name: 'Confirm and proceed' }).click();
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Country of residence').selectOption('DE');
    // The earlier order is this widget's active one when the customer creates the new purchase.
    await page.evaluate(([key, id]) => localStorage.setItem(key, id), [ACTIVE_ORDER, earlierId] as const);
    await page.getByRole('button', { name: 'Create order' }).click();
    await provider(page).getByRole('button', { name: 'Approve (GREEN)' }).click();
    await page.getByText('Checking your documents').waitFor();
    await page.getByText('Enter card details').waitFor({ timeout: 12_000 });
    assert.match((await page.getByTestId('order-total').textContent()) ?? '', /1,500\.00 USD/);
    assert.notEqual(await page.evaluate((key) => localStorage.getItem(key), ACTIVE_ORDER), earlierId);
  });

  it('GREEN for a customer who had only pressed Proceed: Complete goes to user info, where they confirm; no order before (spec 1 §2 KYC waiting)', async () => {
    // A customer with a name whose documents are in review signs in on the way: verification comes next.
    const email = 'kyc-review@sandbox.test';
    await control('customers', { email, firstName: 'Grace' });
    const page = await env.newPage();
    await page.goto(env.sandbox.urls.widget);
    await page.getByLabel('Payment method').selectOption('card');
    await page.getByRole('button', { name: 'Buy for 100 USD' }).click();
    await page.getByLabel('Your USDT wallet address (Polygon)').fill(WALLET);
    await page.getByRole('button', { name: 'Confirm and proceed' }).click();
    await signInWithMailedCode(page.locator('body'), env.sandbox, email);
    await provider(page).getByRole('button', { name: 'Approve (GREEN)' }).click();
    await page.getByText('Checking your documents').waitFor();
    await page.getByRole('heading', { name: 'Check your details' }).waitFor({ timeout: 12_000 });
    const requests = (await control('requests')) as { method: string; path: string }[];
    assert.deepEqual(requests.filter((r) => r.method === 'POST' && r.path === 'orders'), []);
    await page.getByRole('button', { name: 'Confirm and proceed' }).click();
    await page.getByText('Enter card details').waitFor();
  });

  it('RED / FINAL: waiting, then the banned screen with the reject labels', async () => {
    const page = await openKyc(`final-${Date.now()}@example.com`);
    await provider(page).getByRole('button', { name: 'Reject for good (RED, FINAL)' }).click();
    await page.getByText('Checking your documents').waitFor();
    await page.getByText('Account restricted').waitFor({ timeout: 12_000 });
    assert.match((await page.getByTestId('ban-reasons').textContent()) ?? '', /document photo is blurry/);
  });

  it('RED / RETRY: Retry appears, a new document step hides it, Retry starts again (resetKYC, analytics event) with a fresh token', async () => {
    const email = `retry-${Date.now()}@example.com`;
    const page = await openKyc(email);
    const firstSrc = await page.locator('iframe').getAttribute('src');
    await provider(page).getByRole('button', { name: 'Ask to resubmit (RED, RETRY)' }).click();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await provider(page).getByRole('button', { name: 'Start the document step' }).click();
    await page.getByRole('button', { name: 'Retry' }).waitFor({ state: 'detached' });
    await provider(page).getByRole('button', { name: 'Ask to resubmit (RED, RETRY)' }).click();
    await page.getByRole('button', { name: 'Retry' }).click();
    await provider(page).getByText('Sandbox identity check').waitFor();
    await page.waitForFunction((src) => document.querySelector('iframe')?.getAttribute('src') !== src, firstSrc);
    const analytics = (await control('analytics')) as { event?: string; flow?: string }[];
    assert.deepEqual(analytics.filter((e) => e.event === 'kyc_retry').map((e) => e.flow), ['buy']);
    const customer = (await control(`customer/${encodeURIComponent(email)}`)) as { kycApplicant: { resetKYC: boolean } };
    assert.equal(customer.kycApplicant.resetKYC, true);
  });

  it('an expired token is refreshed through the handler, inside the same session', async () => {
    const page = await openKyc(`token-${Date.now()}@example.com`);
    await provider(page).getByText('initialised').waitFor();
    await provider(page).getByRole('button', { name: 'Expire the access token (invalid-token)' }).click();
    await provider(page).getByText('token refreshed').waitFor();
  });

  it('offers the direct link to verify in a new tab', async () => {
    const page = await openKyc(`link-${Date.now()}@example.com`);
    const href = await page.getByRole('link', { name: 'Open the verification in a new tab' }).getAttribute('href');
    assert.match(href ?? '', /\/websdk\/websdk\.html\?_=id_/);
  });
});
