/**
 * A tour of the widget's screens as a customer walks them, for the visual tests (visual.ts): at each
 * screen, once it is there, the tour calls `shot(name)`; the camera settles the screen and takes its
 * pictures. Each part starts from a reset sandbox and opens its own widgets; screens are found by the
 * widget's own strings in the language under test (its locale files), so the same walk runs in Spanish.
 *
 *   firstSteps    calculator, currency picker, wallet address, e-mail, code, light KYC, welcome back
 *   cardPurchase  user info, saved cards, the new card form, Edit Billing Address, confirmation, a
 *                 declined payment, an expired order, processing, SMS code, progress, done
 *   sale          sell calculator, payout card, deposit instructions, payout sent
 *   startScreens  public tracking, country unavailable, merchant parameters invalid, start-up failed
 *   denseScreens  the densest screens only (calculator, card form, confirmation, payout card, deposit):
 *                 for another language
 *   languageScreens  calculator, wallet, card form, confirmation, Done: for every language (issue 46)
 */
import type { TFunction } from 'i18next';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import type { Sandbox } from '../../sandbox/server';
import type { LanguageCode } from '../../src/domain/constants';
import { placeOrder, submitPayoutCard, typeCardIntoVault } from './environment';
import type { ControlClient } from '../sandboxControl';
import { READ_RETRIES } from '../../src/domain/retry';

export type TourEmbed = 'element' | 'iframe';

/** How a widget is launched: the buy flow by default. */
export type Launch = { flow?: 'sell'; trackOrder?: string; invalidMerchant?: boolean };

/** `spinner`: the screen is a spinner (processing), so one may stay on it. */
export type ShotOptions = { spinner?: boolean };
export type Shot = (screen: string, options?: ShotOptions) => Promise<void>;

/** A widget on the test merchant page, and the camera's callback for it. */
export type TourWidget = {
  page: Page;
  ui: FrameLocator | Locator;
  embed: TourEmbed;
  lang: LanguageCode;
  t: TFunction;
  shot: Shot;
};

export type Tour = {
  open(launch?: Launch): Promise<TourWidget>;
  control: ControlClient;
  sandbox: Sandbox;
};

const WALLET = '0x1111111111111111111111111111111111111111';
/** A new customer (light KYC), the same on every run: the code screen names it. */
const NEW_CUSTOMER = 'visual-tour@example.com';
/** A verified customer with complete orders (Ada Lovelace). */
const VERIFIED = 'kyc-complete@sandbox.test';
/** Long enough for a tour: a step held this long holds until a control moves it. */
const HELD_MS = 10 * 60_000;

function heading({ ui }: TourWidget, name: string): Locator {
  return ui.getByRole('heading', { level: 1, name, exact: true });
}

/**
 * A fresh sandbox: no saved cards or orders, and a code that may be asked for again at once (the code
 * screen's "send a new code in N s" would count down in the picture).
 */
/** A modal shot: opened by `opener`, shot once `ready` shows, closed by Escape. */
async function shootModal(w: TourWidget, name: string, opener: string, ready: string): Promise<void> {
  await w.ui.locator(opener).click();
  await w.ui.locator(ready).first().waitFor();
  await w.shot(name);
  await w.page.keyboard.press('Escape');
  await w.ui.locator('dialog[open]').waitFor({ state: 'detached' });
}

async function freshSandbox(control: ControlClient): Promise<void> {
  await control('reset');
  await control('code-interval', { ms: 0 });
}

/** The calculator with its rate and fees in. */
async function calculatorReady(w: TourWidget, title: 'converter.buyTitle' | 'converter.sellTitle'): Promise<void> {
  await heading(w, w.t(title)).waitFor();
  await w.ui.locator('[data-testid="fee-rate"]').filter({ hasNotText: w.t('fees.invalid') }).waitFor();
  await w.ui.locator('button.crw-primary:not([disabled])').waitFor();
  // The quote is read again 30 s after it came (6 s at the tests' time scale), and marks the rate updated:
  // every shot of a calculator's fees is taken after that, so the mark (masked) is always there.
  await w.ui.locator('[data-testid="quote-updated"]').waitFor({ timeout: 20_000 });
}

/** The latest order the merchant page heard of (`operation_created`, on either channel). */
async function latestOrderId(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => {
    const events = (window as unknown as { __events: { type: string; data: { orderId?: string } }[] }).__events;
    return events.filter((e) => e.type === 'operation_created').at(-1)?.data.orderId ?? false;
  });
  return (await handle.jsonValue()) as string;
}

/** The e-mail step filled in, and the code step after it, signed in with the code from the sandbox mailbox. */
async function fillEmail(w: TourWidget, email: string): Promise<void> {
  await w.ui.getByLabel(w.t('login.email'), { exact: true }).fill(email);
  await w.ui.locator('.crw-check input').first().check();
}

async function sendCode(w: TourWidget): Promise<Locator> {
  await w.ui.getByRole('button', { name: w.t('login.proceed') }).click();
  const code = w.ui.getByLabel(w.t('login.code'));
  await code.waitFor();
  return code;
}

async function enterCode(tour: Tour, email: string, code: Locator): Promise<void> {
  const { latest } = (await tour.control(`mailbox/${encodeURIComponent(email)}`)) as { latest: string };
  await code.fill(latest);
  await code.waitFor({ state: 'detached' });
}

async function signIn(w: TourWidget, tour: Tour, email: string): Promise<void> {
  await fillEmail(w, email);
  await enterCode(tour, email, await sendCode(w));
}

/** From the buy calculator, paying by card, through the wallet step to the e-mail step or (signed in) on. */
async function buyByCardToWallet(w: TourWidget): Promise<void> {
  await w.ui.locator('select').first().selectOption('card');
  await w.ui.locator('button.crw-primary').click();
  await heading(w, w.t('walletAddress.title')).waitFor();
  await w.ui.getByRole('textbox').fill(WALLET);
}

async function confirmWallet(w: TourWidget): Promise<void> {
  await w.ui.getByRole('button', { name: w.t('walletAddress.confirm') }).click();
}

/** From the wallet step, the verified customer signed in, through user info to the card form (no saved card). */
async function verifiedToCardForm(w: TourWidget, tour: Tour): Promise<void> {
  await confirmWallet(w);
  await signIn(w, tour, VERIFIED);
  await w.ui.locator('[data-testid="address-box"]').waitFor();
  await w.ui.locator('button.crw-primary').click();
  await cardFormReady(w);
}

/** The card payment's page 1 with the vault's frames in. */
async function cardFormReady(w: TourWidget): Promise<void> {
  await heading(w, w.t('cardPayment.detailsTitle')).waitFor();
  await w.ui.locator('[data-testid="vault-holder"]:not([data-state="loading"])').waitFor();
  await w.ui.locator('[data-testid="billing-address"]').waitFor();
}

/** Page 1 to page 2: a new card, not saved (so the saved list stays as it was), into the vault; Proceed. */
async function enterNewCard(w: TourWidget, number: string): Promise<void> {
  await w.ui.getByRole('checkbox', { name: w.t('cardForm.saveCard') }).setChecked(false);
  await typeCardIntoVault(w.ui, number);
  await w.ui.locator('button.crw-primary:visible').click();
  await w.ui.locator('[data-testid="confirm-card"]').waitFor();
  await heading(w, w.t('cardPayment.confirmTitle')).waitFor();
}

async function buyNow(w: TourWidget): Promise<void> {
  await w.ui.locator('.crw-check:visible input').first().check();
  await w.ui.locator('button.crw-primary:visible').click();
}

/** After a closed order: the wallet step again, user info, the saved cards, a new card paid with. */
async function payAgainWithNewCard(w: TourWidget, number: string): Promise<void> {
  await heading(w, w.t('walletAddress.title')).waitFor();
  await confirmWallet(w);
  await w.ui.locator('[data-testid="address-box"]').waitFor();
  await w.ui.locator('button.crw-primary').click();
  await heading(w, w.t('cardPayment.selectTitle')).waitFor();
  await w.ui.getByRole('radio', { name: w.t('cardPayment.newCard') }).check();
  await w.ui.locator('button.crw-primary:visible').click();
  await cardFormReady(w);
  await enterNewCard(w, number);
  await buyNow(w);
}

/** Calculator, currency picker, wallet, e-mail, code, a new customer's details, welcome back. */
export async function firstSteps(tour: Tour): Promise<void> {
  await freshSandbox(tour.control);
  const w = await tour.open();
  const { ui, t } = w;
  await calculatorReady(w, 'converter.buyTitle');
  await w.shot('buy-calculator');
  await shootModal(w, 'currency-picker', '[data-testid="receive-field"] .crw-currency-button', 'dialog[open] li');
  await ui.locator('button.crw-primary').click();
  await heading(w, t('walletAddress.title')).waitFor();
  await ui.getByRole('textbox').fill(WALLET);
  await w.shot('wallet-address');
  await confirmWallet(w);
  await heading(w, t('login.title')).waitFor();
  await fillEmail(w, NEW_CUSTOMER);
  await w.shot('login-email');
  const code = await sendCode(w);
  await w.shot('login-code');
  await enterCode(tour, NEW_CUSTOMER, code);
  await heading(w, t('lightKyc.title')).waitFor();
  await ui.locator('form select option:nth-child(2)').first().waitFor({ state: 'attached' });
  await w.shot('light-kyc');
  // Back to the wallet step, signed in now: a customer not yet verified is welcomed back.
  await ui.getByRole('button', { name: t('frame.back') }).click();
  await heading(w, t('walletAddress.title')).waitFor();
  await confirmWallet(w);
  await heading(w, t('greeting.title')).waitFor();
  await w.shot('welcome-back');
  await w.page.close();
}

/**
 * A verified customer with a saved card: their details, the saved cards, a new card's form, the billing
 * address editor, the confirmation; then what a card payment can end in.
 */
export async function cardPurchase(tour: Tour): Promise<void> {
  await freshSandbox(tour.control);
  await tour.control('cards', { email: VERIFIED, number: '5555555555554444' });
  const w = await tour.open();
  const { ui, t } = w;
  await calculatorReady(w, 'converter.buyTitle');
  await buyByCardToWallet(w);
  await confirmWallet(w);
  await signIn(w, tour, VERIFIED);
  await ui.locator('[data-testid="address-box"]').waitFor();
  await w.shot('user-info');
  await ui.locator('button.crw-primary').click();
  await heading(w, t('cardPayment.selectTitle')).waitFor();
  await w.shot('card-saved');
  await ui.getByRole('radio', { name: t('cardPayment.newCard') }).check();
  await ui.locator('button.crw-primary:visible').click();
  await cardFormReady(w);
  await w.shot('card-form');
  await shootModal(w, 'billing-address', '[data-testid="billing-address"] button', 'dialog[open] select');
  // Declined: insufficient funds.
  await enterNewCard(w, '4000000000004004');
  await w.shot('card-confirm');
  await buyNow(w);
  await heading(w, t('order.failedTitle')).waitFor({ timeout: 20_000 });
  await w.shot('payment-failed');
  await ui.getByRole('button', { name: t('order.startOver') }).click();
  // The order expires.
  await payAgainWithNewCard(w, '4000000000007007');
  await heading(w, t('order.expiredTitle')).waitFor({ timeout: 20_000 });
  await w.shot('order-expired');
  // The market moved meanwhile: a new quote for the same purchase, the amount before and now.
  await tour.control('rates', { factor: 0.95 });
  await ui.getByRole('button', { name: t('order.newQuote') }).click();
  await heading(w, t('cardPayment.selectTitle')).waitFor({ timeout: 20_000 });
  await ui.locator('[data-testid="amount-change"]').waitFor();
  await w.shot('new-quote');
  // Processing held (until its longer-wait note is up), then an SMS code, progress and done, each moved
  // on by a control.
  await tour.control('settle-step', { ms: HELD_MS });
  await ui.getByRole('radio', { name: t('cardPayment.newCard') }).check();
  await ui.locator('button.crw-primary:visible').click();
  await cardFormReady(w);
  await enterNewCard(w, '4000000000001000');
  await buyNow(w);
  await heading(w, t('order.processingTitle')).waitFor({ timeout: 20_000 });
  await ui.getByRole('button', { name: t('order.skipWaiting') }).waitFor({ timeout: 20_000 });
  await w.shot('order-processing', { spinner: true });
  const id = await latestOrderId(w.page);
  await tour.control('order-status', { id, status: 'auth_requested', auth: 'sms' });
  await heading(w, t('auth.smsTitle')).waitFor({ timeout: 20_000 });
  await w.shot('sms-code');
  await ui.getByLabel(t('auth.code'), { exact: true }).fill('123456');
  await ui.getByRole('button', { name: t('auth.authorize') }).click();
  await heading(w, t('order.almostDone')).waitFor({ timeout: 20_000 });
  await w.shot('order-progress');
  await tour.control('order-status', { id, status: 'complete', txId: `0x${'ab'.repeat(32)}` });
  await heading(w, t('order.done')).waitFor({ timeout: 20_000 });
  await w.shot('order-done');
  await w.page.close();
}

/** From the sell calculator: sign-in, a payout card, the deposit instructions (filled in, held). */
async function sellToDeposit(w: TourWidget, tour: Tour, shoot: boolean): Promise<void> {
  const { ui, t } = w;
  await calculatorReady(w, 'converter.sellTitle');
  if (shoot) await w.shot('sell-calculator');
  await ui.locator('button.crw-primary').click();
  await heading(w, t('login.title')).waitFor();
  await signIn(w, tour, VERIFIED);
  await heading(w, t('cardCreate.title')).waitFor();
  await ui.locator('[data-testid="vault-holder"]:not([data-state="loading"])').waitFor();
  await w.shot('payout-card');
  await submitPayoutCard(ui, t);
  await heading(w, t('sellPayment.title')).waitFor();
  await ui.locator('[data-testid="deposit-qr"] img').waitFor();
  await w.shot('sell-deposit');
}

/** A sale: calculator, payout card, deposit, and the payout sent once the order completes. */
export async function sale(tour: Tour): Promise<void> {
  await freshSandbox(tour.control);
  await tour.control('sell-deposit', { ms: HELD_MS });
  const w = await tour.open({ flow: 'sell' });
  await sellToDeposit(w, tour, true);
  await tour.control('sell-order-status', { id: await latestOrderId(w.page), status: 'complete' });
  await heading(w, w.t('sellStatus.completeTitle')).waitFor({ timeout: 20_000 });
  await w.shot('sell-complete');
  await w.page.close();
}

/** Screens a customer may start on: public tracking, an unsupported country, invalid parameters, a failed start. */
export async function startScreens(tour: Tour): Promise<void> {
  await freshSandbox(tour.control);
  const { id } = await placeOrder(tour.sandbox, 'card');
  const tracking = await tour.open({ trackOrder: id });
  await heading(tracking, tracking.t('tracking.title')).waitFor();
  await tracking.ui.locator('[data-testid="status-badge"]').waitFor();
  await tracking.shot('tracking');
  await tracking.page.close();

  await tour.control('country', { isoAlpha2: 'IR' });
  const country = await tour.open();
  await heading(country, country.t('countryUnavailable.title')).waitFor();
  await country.shot('country-unavailable');
  await country.page.close();
  await tour.control('country', { isoAlpha2: 'US' });

  const merchant = await tour.open({ invalidMerchant: true });
  await merchant.ui.getByRole('heading', { level: 2, name: merchant.t('errors.merchantInvalidTitle') }).waitFor();
  await merchant.shot('merchant-invalid');
  await merchant.page.close();

  // The backend down for start-up's currency list, every time it is asked (a 503 is asked again).
  await tour.control('fail', { path: 'currencies', code: 'api_server_error', status: 503, times: READ_RETRIES + 1 });
  const failed = await tour.open();
  await failed.ui.getByRole('heading', { level: 2, name: failed.t('errors.initFailedTitle') }).waitFor();
  await failed.shot('startup-failed');
  await failed.page.close();
  await tour.control('reset');
}

/** The densest screens, for another language: calculator, card form, confirmation, payout card, deposit. */
export async function denseScreens(tour: Tour): Promise<void> {
  await freshSandbox(tour.control);
  await tour.control('sell-deposit', { ms: HELD_MS });
  const w = await tour.open();
  await calculatorReady(w, 'converter.buyTitle');
  await w.shot('buy-calculator');
  await buyByCardToWallet(w);
  await verifiedToCardForm(w, tour);
  await w.shot('card-form');
  await enterNewCard(w, '4242424242424242');
  await w.shot('card-confirm');
  await w.page.close();
  const sell = await tour.open({ flow: 'sell' });
  await sellToDeposit(sell, tour, false);
  await sell.page.close();
}

/**
 * The screens each language is checked on (issue 46): the calculator, the wallet step, the card form, the
 * confirmation and Done, a verified customer paying with a new card.
 */
export async function languageScreens(tour: Tour): Promise<void> {
  await freshSandbox(tour.control);
  const w = await tour.open();
  await calculatorReady(w, 'converter.buyTitle');
  await w.shot('language-calculator');
  await buyByCardToWallet(w);
  await w.shot('language-wallet');
  await verifiedToCardForm(w, tour);
  await w.shot('language-card-form');
  await enterNewCard(w, '4242424242424242');
  await w.shot('language-confirm');
  await buyNow(w);
  await heading(w, w.t('order.done')).waitFor({ timeout: 30_000 });
  await w.shot('language-done');
  await w.page.close();
}
