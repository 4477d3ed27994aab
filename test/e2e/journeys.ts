// WCAG 2.2 AA on the screens past a first purchase, in both embeds and all three languages (each language in
// one embed: EMBED_OF in axe.ts): a sale (the
// sell calculator, the payout card with the vault's fields, the deposit, the payout), identity
// verification (KYC problems, the provider's frame, resubmission, checking documents, the restricted
// account), what a card payment can end in (a limit, a decline, an expired order, an SMS code and a
// wrong one) and the screens a customer may start on instead of the calculator. Each screen is audited with axe-core inside the page that renders it; screens are found by
// the widget's own strings in the language under test.
import { describe, it } from 'node:test';
import type { TFunction } from 'i18next';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { EMBED_OF, type Embed, type Language, audit, widgetFrameOf, widgetStrings } from './axe';
import { ROUTES, publicOrderRoute } from '../../src/domain/routes';
import { sandboxAndBrowser, submitPayoutCard, typeCardIntoVault } from './environment';
import { controlClient } from '../sandboxControl';

const env = sandboxAndBrowser();

const control = controlClient(() => env.sandbox.urls.api);

/** A widget on the test merchant page, in `embed`, and how to audit the page that renders it. */
type Widget = {
  page: Page;
  ui: FrameLocator | Locator;
  t: TFunction;
  check(screen: string): Promise<void>;
  heading(name: string): Locator;
};

async function openWidget(embed: Embed, lang: Language, attributes: Record<string, string>, journey: string): Promise<Widget> {
  const page = await env.newPage();
  const widgets = JSON.stringify([{ lang, ...attributes }]);
  await page.goto(`${env.sandbox.urls.demo}/test-hosts/host.html?${new URLSearchParams(embed === 'iframe' ? { mode: 'iframe', widgets } : { widgets })}`);
  const ui = embed === 'iframe' ? page.frameLocator('iframe.ramp-frame') : page.locator('crypto-ramp-widget');
  const frame = embed === 'tag' ? () => page.mainFrame() : widgetFrameOf(page, env.sandbox.urls.widget);
  return {
    page,
    ui,
    t: widgetStrings(lang),
    check: (screen) => audit(frame(), `${embed} ${lang} ${journey}: ${screen}`, embed === 'tag' ? 'crypto-ramp-widget' : null),
    heading: (name) => ui.getByRole('heading', { level: 1, name, exact: true }),
  };
}

/** From the calculator's Proceed to a code-verified sign-in as `email` (the wallet step on buying). */
async function signIn({ ui, t }: Widget, email: string, flow: 'buy' | 'sell' = 'buy') {
  await ui.locator('button.crw-primary').click();
  if (flow === 'buy') {
    await ui.getByRole('textbox').fill('0x1111111111111111111111111111111111111111');
    await ui.getByRole('button', { name: t('walletAddress.confirm') }).click();
  }
  await ui.getByLabel(t('login.email'), { exact: true }).fill(email);
  await ui.locator('.crw-check input').first().check();
  await ui.getByRole('button', { name: t('login.proceed') }).click();
  await ui.getByLabel(t('login.code')).waitFor();
  const { latest } = (await control(`mailbox/${encodeURIComponent(email)}`)) as { latest: string };
  await ui.getByLabel(t('login.code')).fill(latest);
}

/**
 * A verified customer's card purchase paying with `number`: from the calculator, signing in, or (after an
 * order is closed) from the wallet step, signed in already; then their details, the card, Buy Now.
 */
async function buyWithCard(widget: Widget, number: string, from: 'calculator' | 'wallet') {
  const { ui, t } = widget;
  if (from === 'calculator') {
    await widget.heading(t('converter.buyTitle')).waitFor();
    await ui.locator('select').first().selectOption('card');
    await signIn(widget, 'kyc-complete@sandbox.test');
  } else {
    await widget.heading(t('walletAddress.title')).waitFor();
    await ui.getByRole('button', { name: t('walletAddress.confirm') }).click();
  }
  await ui.locator('[data-testid="address-box"]').waitFor();
  await ui.locator('button.crw-primary').click();
  await payWithCard(widget, number);
}

/** On the order's card details: a new card (not saved, so the next order asks again), confirmed, Buy Now. */
async function payWithCard({ ui, t }: Widget, number: string) {
  await ui.locator('[data-testid="vault-holder"]:not([data-state="loading"])').waitFor();
  await ui.getByRole('checkbox', { name: t('cardForm.saveCard') }).setChecked(false);
  await typeCardIntoVault(ui, number);
  await ui.locator('button.crw-primary:visible').click();
  await ui.locator('[data-testid="confirm-card"]').waitFor();
  await ui.locator('.crw-check:visible input').first().check();
  await ui.locator('button.crw-primary:visible').click();
}

/** The journeys in `lang`, in the embed it is audited in (EMBED_OF; one test file per language: the files run side by side). */
export function auditJourneys(lang: Language): void {
  const embed = EMBED_OF[lang];
  describe(`axe-core past the first steps, ${lang}, ${embed}`, () => {
    it('a sale: calculator, payout card, deposit and payout have no WCAG 2.2 A/AA violation', async () => {
      await control('reset');
      // The deposit arrives 3 s after the payout card: the deposit screen is audited before it moves on.
      await control('sell-deposit', { ms: 3_000 });
      const widget = await openWidget(embed, lang, embed === 'iframe' ? { path: ROUTES.sell } : { flow: 'sell' }, 'sale');
      const { ui, t } = widget;
      await widget.heading(t('converter.sellTitle')).waitFor();
      await widget.check('sell calculator');
      await signIn(widget, 'kyc-complete@sandbox.test', 'sell');
      await widget.heading(t('cardCreate.title')).waitFor();
      await ui.locator('[data-testid="vault-holder"]:not([data-state="loading"])').waitFor();
      await widget.check('payout card');
      await submitPayoutCard(ui, t);
      await widget.heading(t('sellPayment.title')).waitFor();
      await ui.locator('[data-testid="deposit-qr"] img').waitFor();
      await widget.check('deposit instructions');
      await widget.heading(t('sellStatus.completeTitle')).waitFor({ timeout: 15_000 });
      await widget.check('payout sent');
    });

    it('identity verification: KYC problems, the provider, resubmission, checking, restricted: no WCAG 2.2 A/AA violation', async () => {
      await control('reset');
      // The review lands late enough for the checking screen to be audited before it moves on.
      await control('kyc-review-delay', { ms: 2_000 });
      const widget = await openWidget(embed, lang, {}, 'verification');
      const { ui, t } = widget;
      await widget.heading(t('converter.buyTitle')).waitFor();
      await signIn(widget, 'kyc-timeout@sandbox.test');
      await widget.heading(t('kycProblems.title')).waitFor();
      await widget.check('KYC problems');
      await ui.getByRole('button', { name: t('greeting.logout') }).click();
      await widget.heading(t('converter.buyTitle')).waitFor();
      await signIn(widget, 'kyc-pending@sandbox.test');
      await widget.heading(t('kyc.title')).waitFor();
      const provider = ui.frameLocator('[data-testid="identity-check"] iframe');
      await provider.getByText('initialised').waitFor();
      await widget.check('identity verification');
      await provider.getByRole('button', { name: 'Ask to resubmit (RED, RETRY)' }).click();
      await ui.getByRole('button', { name: t('kyc.retry') }).waitFor();
      await widget.check('asked to resubmit');
      await provider.getByRole('button', { name: 'Reject for good (RED, FINAL)' }).click();
      await widget.heading(t('kycWaiting.title')).waitFor();
      await widget.check('checking documents');
      await widget.heading(t('banned.title')).waitFor({ timeout: 12_000 });
      await widget.check('account restricted');
    });

    it('screens a customer may start on: an unsupported country, invalid merchant parameters, an unknown order', async () => {
      await control('reset');
      await control('country', { isoAlpha2: 'IR' });
      const country = await openWidget(embed, lang, {}, 'start');
      await country.heading(country.t('countryUnavailable.title')).waitFor();
      await country.check('country unavailable');
      await country.page.close();
      await control('country', { isoAlpha2: 'US' });
      const launch: Record<string, string> = embed === 'iframe' ? { apiKey: 'unknown-key', signature: 'bad', payload: '{}' } : { 'api-key': 'unknown-key', signature: 'bad', payload: '{}' };
      const merchant = await openWidget(embed, lang, launch, 'start');
      await merchant.ui.getByRole('heading', { level: 2, name: merchant.t('errors.merchantInvalidTitle') }).waitFor();
      await merchant.check('merchant parameters invalid');
      await merchant.page.close();
      const unknown = '00000000-0000-4000-8000-000000000000';
      const order = await openWidget(embed, lang, embed === 'iframe' ? { path: publicOrderRoute(unknown) } : { 'track-order': unknown }, 'start');
      await order.heading(order.t('tracking.notFoundTitle')).waitFor();
      await order.check('order not found');
    });

    it('card outcomes: a limit, a decline, an expired order and an SMS code have no WCAG 2.2 A/AA violation', async () => {
      await control('reset');
      const widget = await openWidget(embed, lang, {}, 'card outcomes');
      const { ui, t } = widget;
      await buyWithCard(widget, '4000000000005001', 'calculator');
      await widget.heading(t('limit.title')).waitFor({ timeout: 12_000 });
      await widget.check('limit reached');
      await ui.getByRole('button', { name: t('limit.chooseAnotherCard') }).click();
      await payWithCard(widget, '4000000000004004');
      await widget.heading(t('order.failedTitle')).waitFor({ timeout: 12_000 });
      await widget.check('payment failed');
      await ui.getByRole('button', { name: t('order.startOver') }).click();
      await buyWithCard(widget, '4000000000007007', 'wallet');
      await widget.heading(t('order.expiredTitle')).waitFor({ timeout: 12_000 });
      await widget.check('order expired');
      await ui.getByRole('button', { name: t('order.startOver') }).click();
      await buyWithCard(widget, '4000000000001000', 'wallet');
      await widget.heading(t('auth.smsTitle')).waitFor({ timeout: 12_000 });
      await widget.check('SMS code');
      await ui.getByLabel(t('auth.code'), { exact: true }).fill('000000');
      await ui.getByRole('button', { name: t('auth.authorize') }).click();
      await ui.locator('.crw-field-error').waitFor();
      await widget.check('wrong SMS code');
    });
  });
}
