/** What every end-to-end test file starts: its own sandbox and a browser. */
import { after, before } from 'node:test';
import type { Browser, FrameLocator, Locator } from 'playwright-core';
import { type Sandbox, startSandbox } from '../../sandbox/server';
import { launchChromium } from './browser';
import { controlClient } from '../sandboxControl';
import { TEST_TIME_SCALE } from '../timeScale';

/**
 * A test file's sandbox (on ports the OS chooses: files run side by side, and beside another checkout)
 * and browser, started before its tests and closed after them. `browserEnv`: added to the browser's
 * environment (the visual tests pin its fonts); `partitionedStorage`: cross-site frames keep storage, as in
 * customers' browsers (test/e2e/browser.ts).
 */
export function sandboxAndBrowser(browserEnv: Record<string, string> = {}, options: { partitionedStorage?: boolean } = {}): { readonly sandbox: Sandbox; readonly browser: Browser } {
  const env = {} as { sandbox: Sandbox; browser: Browser };
  before(async () => {
    env.sandbox = await startSandbox({ ports: 'any', timeScale: TEST_TIME_SCALE });
    env.browser = await launchChromium(browserEnv, options);
  });
  after(async () => {
    await env.browser?.close();
    await env.sandbox?.close();
  });
  return env;
}

/**
 * The e-mail code login inside the widget, with the code read from the sandbox mailbox. Storage of a
 * third-party frame may be denied (this Chromium denies it), so the iframe embed cannot be signed in
 * ahead: the customer signs in there.
 */
export async function signInWithMailedCode(widget: FrameLocator | Locator, sandbox: Sandbox, email: string): Promise<void> {
  await widget.getByLabel('E-mail').fill(email);
  await widget.getByLabel('I agree with the Terms').check();
  await widget.getByRole('button', { name: 'Proceed' }).click();
  await widget.getByText('We sent a 6-digit code').waitFor();
  const { latest } = (await controlClient(sandbox.urls.api)(`mailbox/${encodeURIComponent(email)}`)) as { latest: string };
  await widget.getByLabel('Confirmation code').fill(latest);
}

/** The sandbox's test cards' other details: any future expiry, a 3-digit code, a holder. */
const TEST_CARD_FIELDS = { expirationDate: '1239', cvv: '123', holder: 'ADA LOVELACE' } as const;

export type VaultField = 'number' | keyof typeof TEST_CARD_FIELDS;

/** A test card's vault fields and values, in the form's order; a payout card has no security code (`payout`). */
export function testCardFields(number: string, { payout = false } = {}): [VaultField, string][] {
  return [['number', number], ...Object.entries(TEST_CARD_FIELDS).filter(([name]) => !(payout && name === 'cvv'))] as [VaultField, string][];
}

/**
 * Types a test card into the vault's secure fields, each a frame on the vault's origin inside its
 * container (`…-number`, `…-expirationDate`, …): in the element's light DOM, or nested in the widget's
 * frame. A payout card has no security code (`payout`). Waits until the vault reports the holder valid.
 */
export async function typeCardIntoVault(widget: FrameLocator | Locator, number = '4242424242424242', { payout = false } = {}): Promise<void> {
  for (const [name, value] of testCardFields(number, { payout })) {
    await widget.frameLocator(`[id$="-${name}"] > iframe`).locator('input').pressSequentially(value);
  }
  await widget.locator('[data-testid="vault-holder"][data-state="valid"]').waitFor();
}

/**
 * The payout card form of a sale (`t`: the widget's strings in the language on screen): a test card typed
 * into the vault's fields, a date of birth, the terms agreed, Proceed.
 */
export async function submitPayoutCard(widget: FrameLocator | Locator, t: (key: 'cardCreate.dateOfBirth' | 'cardCreate.agree') => string): Promise<void> {
  await typeCardIntoVault(widget, '4242424242424242', { payout: true });
  await widget.getByLabel(t('cardCreate.dateOfBirth')).fill('10.12.1985');
  await widget.getByRole('checkbox', { name: t('cardCreate.agree') }).check();
  await widget.locator('button.crw-primary').click();
}

/** A verified customer's reserved order placed through the API (100 EUR of USDT on Polygon), and their token. */
export async function placeOrder(sandbox: Sandbox, paymentType: string): Promise<{ id: string; token: string }> {
  const { token } = (await controlClient(sandbox.urls.api)('customers', { email: 'kyc-complete@sandbox.test' })) as { token: string };
  const { result } = (await fetch(`${sandbox.urls.api}/provider/v1/orders`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ paymentType, fromCurrency: 'EUR', toCurrency: 'USDT-MATIC', toWallet: '0x1111111111111111111111111111111111111111', fromAmount: 100 }),
  }).then((r) => r.json())) as { result: { id: string } };
  return { id: result.id, token };
}
