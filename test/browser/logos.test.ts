/**
 * Currency logos and payment-method marks as a customer sees them: the backend's logo beside each ticker
 * (the sandbox serves its fixtures' own SVGs), a monogram for a currency without one or whose logo does
 * not load, a ▾ on the currency buttons that open the picker, the chosen payment method's mark.
 */
import { expect } from '@open-wc/testing';
import { currencyMonogram } from '../../src/ui/currencyMonogram';
import { SANDBOX, freshSandboxPerTest, mountElement, mountSigned, placeOrder, query, signInAs, text, waitFor, waitForText } from './helpers';

freshSandboxPerTest();

/** Waits until the image has loaded and has a size (a broken or blocked image never gets one). */
async function loaded(image: HTMLImageElement, what: string): Promise<HTMLImageElement> {
  await waitFor(() => image.complete && image.naturalWidth > 0, `${what} to load (${image.src})`);
  return image;
}

const currencyButton = (root: ShadowRoot, side: 'pay' | 'receive') => query<HTMLButtonElement>(root, `[data-testid="${side}-field"] .crw-currency-button`);

/** `#rrggbb` as getComputedStyle writes it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

async function calculator(): Promise<ShadowRoot> {
  const { root } = mountElement();
  await waitForText(root, 'Buy for 100 USD');
  return root;
}

async function receivePicker(root: ShadowRoot): Promise<HTMLDialogElement> {
  currencyButton(root, 'receive').click();
  return waitFor(() => root.querySelector<HTMLDialogElement>('dialog[open]'), 'the receive currencies');
}

describe('currency logos', () => {
  it("the calculator's currency buttons show the backend's logo before the ticker, loaded at once, and a ▾", async () => {
    const root = await calculator();
    for (const [side, ticker] of [
      ['pay', 'USD'],
      ['receive', 'USDT'],
    ] as const) {
      const logo = await loaded(query<HTMLImageElement>(currencyButton(root, side), 'img.crw-logo'), `the ${ticker} logo`);
      expect(logo.src).to.equal(`${SANDBOX.api}/static/logos/${ticker}.svg`);
      // Decorative: the ticker is written beside it, and the button's name stays the ticker's.
      expect(logo.getAttribute('alt')).to.equal('');
      expect(logo.loading).to.equal('eager');
      expect(logo.decoding).to.equal('async');
      expect(logo.getBoundingClientRect().width).to.be.within(20, 24);
      const chevron = query(currencyButton(root, side), 'svg.crw-chevron');
      expect(chevron.getAttribute('aria-hidden')).to.equal('true');
    }
    expect(currencyButton(root, 'receive').textContent).to.equal('Select currency: USDT Polygon');
  });

  it('the picker shows a logo for each currency with one, and a monogram for one without and for one whose logo fails to load', async () => {
    const root = await calculator();
    const dialog = await receivePicker(root);
    const item = (ticker: string) => query(dialog, `[data-ticker="${ticker}"]`);
    for (const ticker of ['USDT-MATIC', 'BTC', 'ETH', 'NEAR', 'USDC-NEAR', 'BNB-BEP20']) {
      const logo = await loaded(query<HTMLImageElement>(item(ticker), 'img.crw-logo'), `the ${ticker} logo`);
      expect(logo.getAttribute('alt')).to.equal('');
      expect(logo.loading).to.equal('lazy');
      expect(logo.getBoundingClientRect().width).to.be.within(28, 32);
    }
    // Dogecoin has no logoUrl; Aurora's points at a logo the sandbox does not have (a 404).
    for (const [ticker, letter] of [
      ['DOGE', 'D'],
      ['AURORA', 'A'],
    ] as const) {
      const monogram = await waitFor(() => item(ticker).querySelector<HTMLElement>('.crw-monogram'), `the ${ticker} monogram`);
      expect(item(ticker).querySelector('img')).to.equal(null);
      expect(monogram.dataset.letter).to.equal(letter);
      expect(monogram.getAttribute('aria-hidden')).to.equal('true');
      expect(getComputedStyle(monogram).backgroundColor).to.equal(rgb(currencyMonogram(ticker).colour));
      // The letter is drawn, not written: what the item reads is unchanged.
      expect(monogram.textContent).to.equal('');
      // Chromium and WebKit compute the attribute's value; Firefox gives the declaration, attr() unresolved.
      expect(getComputedStyle(monogram, '::after').content).to.be.oneOf([`"${letter}"`, 'attr(data-letter)']);
      expect(monogram.getBoundingClientRect().width).to.be.within(28, 32);
    }
    expect(text(item('DOGE'))).to.match(/^Dogecoin DOGE/);
  });

  it('a currency the merchant fixed has a logo but no ▾ on its locked button', async () => {
    const { root } = await mountSigned({ fromCurrency: 'EUR', toCurrency: 'BTC' });
    await waitForText(root, 'Buy for 100 EUR');
    for (const [side, ticker] of [
      ['pay', 'EUR'],
      ['receive', 'BTC'],
    ] as const) {
      expect(currencyButton(root, side).disabled).to.equal(true);
      expect(currencyButton(root, side).querySelector('.crw-chevron')).to.equal(null);
      await loaded(query<HTMLImageElement>(currencyButton(root, side), `img[src$="/${ticker}.svg"]`), `the ${ticker} logo`);
    }
  });

  it("an order's summary shows the logos of what the customer pays and gets", async () => {
    const id = await placeOrder(await signInAs('kyc-complete@sandbox.test'), 'card');
    sessionStorage.clear();
    const { root } = mountElement({ 'track-order': id });
    await waitForText(root, 'Order tracking');
    const summary = await waitFor(() => root.querySelector('details'), "the order's summary");
    query(summary, 'summary').click();
    await waitFor(() => summary.querySelectorAll('img.crw-logo').length === 3, 'the logos of the summary');
    const logos = [...summary.querySelectorAll<HTMLImageElement>('img.crw-logo')];
    for (const logo of logos) await loaded(logo, 'a summary logo');
    expect(logos.map((logo) => new URL(logo.src).pathname)).to.deep.equal(['/static/logos/USDT.svg', '/static/logos/EUR.svg', '/static/logos/EUR.svg']);
    expect(text(summary)).to.contain('Total 100.00 EUR');
  });
});

describe('payment method marks', () => {
  it("the chosen method's mark sits in the select's box, decorative, and follows the choice", async () => {
    const root = await calculator();
    const select = query<HTMLSelectElement>(root, 'select');
    const mark = () => query(root, '.crw-method-select svg.crw-method-icon');
    expect(mark().dataset.method).to.equal('google_pay');
    expect(mark().getAttribute('aria-hidden')).to.equal('true');
    for (const method of ['card', 'skrill', 'blik']) {
      select.value = method;
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await waitFor(() => mark().dataset.method === method, `the ${method} mark`);
    }
  });
});
