// WCAG 2.2 AA in both embeds and all three languages: a customer's first screens (calculator, currency
// list, language menu, wallet address, e-mail and code steps) and a verified customer's purchases, each
// screen audited with axe-core inside the page that renders it (the widget's frame, or the element on the
// merchant page). Each language walks them in one embed (EMBED_OF in axe.ts); the browser tests audit
// every screen they reach in the tag in English.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Frame, FrameLocator, Locator, Page } from 'playwright-core';
import { EMBED_OF, type Embed, type Language, audit, widgetFrameOf } from './axe';
import { publicOrderRoute } from '../../src/domain/routes';
import { placeOrder, sandboxAndBrowser, typeCardIntoVault } from './environment';
import { controlClient } from '../sandboxControl';

const env = sandboxAndBrowser();
const control = controlClient(() => env.sandbox.urls.api);

const TEXTS: Record<Language, Record<'buy' | 'wallet' | 'confirm' | 'email' | 'proceed' | 'code', string>> = {
  en: { buy: 'Buy for 100 USD', wallet: 'Your USDT wallet address (Polygon)', confirm: 'Confirm and proceed', email: 'E-mail', proceed: 'Proceed', code: 'Confirmation code' },
  es: { buy: 'Comprar por 100 USD', wallet: 'Tu dirección de billetera de USDT (Polygon)', confirm: 'Confirmar y continuar', email: 'Correo electrónico', proceed: 'Continuar', code: 'Código de confirmación' },
  pt: { buy: 'Comprar por 100 USD', wallet: 'Seu endereço de carteira USDT (Polygon)', confirm: 'Confirmar e continuar', email: 'E-mail', proceed: 'Continuar', code: 'Código de confirmação' },
};

async function walk(page: Page, widget: FrameLocator | Locator, frame: () => Frame, selector: string | null, lang: Language) {
  const texts = TEXTS[lang];
  const check = (screen: string) => audit(frame(), `${lang} ${screen}`, selector);
  await widget.getByRole('button', { name: texts.buy }).waitFor();
  await check('calculator');
  await widget.locator('[data-testid="receive-field"] .crw-currency-button').click();
  await widget.locator('dialog[open]').waitFor();
  await check('currency list');
  await page.keyboard.press('Escape');
  await widget.locator('dialog[open]').waitFor({ state: 'detached' });
  await widget.locator('.crw-lang-button').click();
  await widget.locator('.crw-lang-list').waitFor();
  await check('language menu');
  await page.keyboard.press('Escape');
  await widget.getByRole('button', { name: texts.buy }).click();
  await widget.getByLabel(texts.wallet).fill('0x1111111111111111111111111111111111111111');
  await check('wallet address');
  await widget.getByRole('button', { name: texts.confirm }).click();
  await widget.getByLabel(texts.email, { exact: true }).waitFor();
  await check('e-mail step');
  const email = `a11y-${lang}-${Date.now()}@example.com`;
  await widget.getByLabel(texts.email, { exact: true }).fill(email);
  await widget.locator('.crw-check input').first().check();
  await widget.getByRole('button', { name: texts.proceed }).click();
  await widget.getByLabel(texts.code).waitFor();
  await check('code step');
  // Signed in, a new customer goes on to give their details (light KYC).
  const { latest } = (await control(`mailbox/${encodeURIComponent(email)}`)) as { latest: string };
  await widget.getByLabel(texts.code).fill(latest);
  await widget.getByLabel(texts.code).waitFor({ state: 'detached' });
  await widget.locator('form input').first().waitFor();
  await check('details after sign-in');
}

/** How a customer pays: a card, a card in reals (the backend routes it to better_bro: a QR), Google Pay. */
type PaymentMethod = 'card' | 'better_bro' | 'google_pay';

/**
 * A verified customer buys with `method`: sign-in, their details, then the method's own screens (card:
 * the card form with the vault's frames, its confirmation, the order's progress; QR: the confirmation and
 * the QR; Google Pay: the payment form and its check).
 */
async function walkPurchase(widget: FrameLocator | Locator, frame: () => Frame, selector: string | null, lang: Language, method: PaymentMethod) {
  const texts = TEXTS[lang];
  const check = (screen: string) => audit(frame(), `${lang} ${method} ${screen}`, selector);
  await widget.locator('button.crw-primary:not([disabled])').waitFor();
  await widget.locator('select').first().selectOption(method === 'google_pay' ? 'google_pay' : 'card');
  await widget.locator('button.crw-primary').click();
  await widget.getByLabel(texts.wallet).fill('0x1111111111111111111111111111111111111111');
  await widget.getByRole('button', { name: texts.confirm }).click();
  const email = 'kyc-complete@sandbox.test';
  await widget.getByLabel(texts.email, { exact: true }).fill(email);
  await widget.locator('.crw-check input').first().check();
  await widget.getByRole('button', { name: texts.proceed }).click();
  await widget.getByLabel(texts.code).waitFor();
  const { latest } = (await control(`mailbox/${encodeURIComponent(email)}`)) as { latest: string };
  await widget.getByLabel(texts.code).fill(latest);
  await widget.locator('[data-testid="address-box"]').waitFor();
  await check('user info');
  await widget.locator('button.crw-primary').click();
  if (method === 'card') {
    await widget.locator('[data-testid="vault-holder"]:not([data-state="loading"])').waitFor();
    await check('card details');
    await typeCardIntoVault(widget);
    await widget.locator('button.crw-primary:visible').click();
    await widget.locator('[data-testid="confirm-card"]').waitFor();
    await check('confirm transaction');
  } else if (method === 'better_bro') {
    await widget.locator('[data-testid="reservation-timer"]').waitFor();
    await check('confirm purchase');
  } else {
    await widget.locator('select[aria-label]').first().waitFor();
    await check('payment form');
  }
  await widget.locator('.crw-check:visible input').first().check();
  await widget.locator('button.crw-primary:visible').click();
  if (method === 'card') {
    await widget.locator('.crw-steps').waitFor({ timeout: 20_000 });
    await check('order progress');
  } else if (method === 'better_bro') {
    await widget.locator('[data-testid="order-qr"] img').waitFor();
    await check('scan to pay');
  } else {
    await widget.locator('[data-testid="order-summary"]').waitFor();
    await check('check and pay');
  }
}

/**
 * A fresh sandbox (the verified customer has no saved card or order yet) with quick order steps; for
 * better_bro, a customer in Brazil (paying in reals).
 */
async function freshSandbox(method: PaymentMethod = 'card') {
  await control('reset');
  await control('settle-step', { ms: 300 });
  if (method === 'better_bro') await control('country', { isoAlpha2: 'BR' });
}

/** A page with the widget in `embed`, in `lang`, and where its screens are audited. */
async function openWidget(embed: Embed, lang: Language) {
  const page = await env.newPage();
  const params: Record<string, string> = { widgets: JSON.stringify([{ lang }]), ...(embed === 'iframe' && { mode: 'iframe' }) };
  await page.goto(`${env.sandbox.urls.demo}/test-hosts/host.html?${new URLSearchParams(params)}`);
  return embed === 'iframe'
    ? { page, widget: page.frameLocator('iframe.ramp-frame'), frame: widgetFrameOf(page, env.sandbox.urls.widget), selector: null }
    : { page, widget: page.locator('crypto-ramp-widget'), frame: () => page.mainFrame(), selector: 'crypto-ramp-widget' };
}

/**
 * The first steps and the purchases in `lang`, in the embed that language is audited in (EMBED_OF), and
 * public tracking on the widget page and in the tag (one test file per language: the files run side by side).
 */
export function auditFirstSteps(lang: Language): void {
  const embed = EMBED_OF[lang];
  describe(`axe-core, ${lang}, ${embed}`, () => {
    it(`every screen of the first steps has no WCAG 2.2 A/AA violation`, async () => {
      const { page, widget, frame, selector } = await openWidget(embed, lang);
      await walk(page, widget, frame, selector, lang);
    });

    for (const method of ['card', 'better_bro', 'google_pay'] as const) {
      it(`a verified customer's purchase by ${method} has no WCAG 2.2 A/AA violation on any screen`, async () => {
        await freshSandbox(method);
        const { widget, frame, selector } = await openWidget(embed, lang);
        await walkPurchase(widget, frame, selector, lang, method);
      });
    }

    it('public order tracking, on the widget page and in the tag, has no WCAG 2.2 A/AA violation', async () => {
      await freshSandbox();
      const result = await placeOrder(env.sandbox, 'card');
      const page = await env.newPage();
      await page.goto(`${env.sandbox.urls.widget}${publicOrderRoute(result.id)}?lang=${lang}`);
      await page.locator('[data-testid="status-badge"]').waitFor();
      await audit(page.mainFrame(), `${lang} tracking page`, null);
      await page.goto(`${env.sandbox.urls.demo}/test-hosts/host.html?${new URLSearchParams({ widgets: JSON.stringify([{ lang, 'track-order': result.id }]) })}`);
      await page.locator('crypto-ramp-widget [data-testid="status-badge"]').waitFor();
      await audit(page.mainFrame(), `${lang} tracking in the tag`, 'crypto-ramp-widget');
    });
  });
}

/** Reflow and zoom (WCAG 1.4.10, 1.4.4): in the English file. */
export function auditLayout(): void {
  describe('layout at 360 px and at 200 % zoom', () => {
    it('whole amounts stay readable and a long e-mail wraps inside the frame, at 180 CSS px (360 px at 200 %)', async () => {
      const page = await env.newPage({ viewport: { width: 180, height: 370 } });
      await page.goto(`${env.sandbox.urls.demo}/test-hosts/host.html`);
      const widget = page.locator('crypto-ramp-widget');
      await widget.getByRole('button', { name: 'Buy for 100 USD' }).waitFor();
      // Every amount field shows its whole value: nothing cut at the field's end.
      const cut = await widget.locator('.crw-amount-input').evaluateAll((inputs) =>
        (inputs as HTMLInputElement[]).filter((input) => input.scrollWidth > input.clientWidth + 1).map((input) => input.value),
      );
      assert.deepEqual(cut, []);
      await widget.getByRole('button', { name: 'Buy for 100 USD' }).click();
      await widget.getByLabel('Your USDT wallet address (Polygon)').fill('0x1111111111111111111111111111111111111111');
      await widget.getByRole('button', { name: 'Confirm and proceed' }).click();
      const email = `a-very-long-customer-address-${Date.now()}@an-example-company-domain.example.com`;
      await widget.getByLabel('E-mail', { exact: true }).fill(email);
      await widget.locator('.crw-check input').first().check();
      await widget.getByRole('button', { name: 'Proceed' }).click();
      await widget.getByText('We sent a 6-digit code').waitFor();
      // The sentence with the e-mail wraps: nothing runs out of the frame, the page never scrolls sideways.
      const overflow = await widget.locator('.crw-frame').evaluate((frame) => frame.scrollWidth - frame.clientWidth);
      assert.ok(overflow <= 1, `the frame overflows by ${overflow}px`);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
    });
  });
}
