import { expect } from '@open-wc/testing';
import {
  type Mounted,
  freshSandboxPerTest,
  amountInput,
  button,
  choosePaymentMethod,
  control,
  mountElement,
  mountSigned,
  query,
  ready,
  text,
  typeInto,
  virtualTimers,
  waitFor,
  waitForText,
} from './helpers';

let mounted: Mounted | undefined;

freshSandboxPerTest();

async function openCalculator(): Promise<Mounted> {
  mounted = mountElement();
  await waitForText(mounted.root, 'Buy for 100 USD');
  return mounted;
}

describe('buy calculator', () => {
  it('starts a US customer on 100 USD → USDT on Polygon, with fees from the sandbox', async () => {
    const { root } = await openCalculator();
    expect(amountInput(root, 'pay').value).to.equal('100');
    // 100 − max(3.5 % of 100, 3.99) − 0.05 network fee = 95.96 USDT at 1:1
    await waitFor(() => amountInput(root, 'receive').value === '95.96', 'receive 95.96');
    expect(text(query(root, '[data-testid="fee-network"]'))).to.equal('0.0500 USD');
    // The rate as every screen writes it: what one unit of the crypto costs.
    expect(text(query(root, '[data-testid="fee-rate"]'))).to.equal('1 USDT = 1.00 USD');
    expect(text(query(root, '[data-testid="fee-provider"]'))).to.equal('as low as 3.9900 USD');
    expect(text(query(root, '.crw-fees-note'))).to.equal('The provider fee depends on the payment method: this is the lowest it can be.');
    expect(text(query(root, '[data-testid="fee-summary"] h2'))).to.equal('Get 95.9600 USDT for ~100.00 USD');
  });

  it('recalculates the receive side and the fees as the customer types a pay amount', async () => {
    const { root } = await openCalculator();
    typeInto(amountInput(root, 'pay'), '200');
    // 200 − 7 (3.5 %) − 0.05 = 192.95
    await waitFor(() => amountInput(root, 'receive').value === '192.95', 'receive 192.95');
    expect(text(query(root, '[data-testid="fee-provider"]'))).to.equal('as low as 7.0000 USD');
    expect(button(root, 'Buy for').textContent).to.equal('Buy for 200 USD');
  });

  it('reads the quote again while it shows: the market moved, the amount follows, the rate is marked updated and the host hears quote_updated', async () => {
    const { root, events } = await openCalculator();
    await waitFor(() => amountInput(root, 'receive').value === '95.96', 'receive 95.96');
    expect(root.querySelector('[data-testid="quote-updated"]')).to.equal(null);
    await control('rates', { factor: 0.5 });
    // The next read comes within the interval (30 s, 6 s at the tests' time scale).
    await waitFor(() => amountInput(root, 'receive').value === '47.98', 'receive 47.98 at half the rate', 12_000);
    expect(amountInput(root, 'pay').value).to.equal('100');
    expect(text(query(root, '[data-testid="fee-rate"]'))).to.equal('1 USDT = 2.00 USD');
    expect(query(root, '[data-testid="quote-updated"] title').textContent).to.equal('Rate updated just now');
    // The moved amount is read out: the heading that says it is a polite live region.
    expect(query(root, '[data-testid="fee-summary"] h2').getAttribute('aria-live')).to.equal('polite');
    // The message to the window arrives a task after the DOM event.
    const quotes = await waitFor(() => {
      const heard = events.filter((e) => e.type === 'quote_updated');
      return heard.length === 2 && heard;
    }, 'quote_updated on both channels');
    expect(quotes.map((e) => e.channel).sort()).to.deep.equal(['dom', 'postMessage']);
    expect(quotes[0]?.data).to.deep.equal({ payCurrency: 'USD', receiveCurrency: 'USDT-MATIC', rate: 0.5 });
  });

  it('grosses the pay amount up when the customer types what they want to receive', async () => {
    const { root } = await openCalculator();
    typeInto(amountInput(root, 'receive'), '192.95');
    await waitFor(() => amountInput(root, 'pay').value === '200', 'pay 200');
  });

  it('refuses thousands separators, negative numbers and more decimals than the currency allows', async () => {
    const { root } = await openCalculator();
    const pay = amountInput(root, 'pay');
    for (const refused of ['1,000.5', '-5', '10.123']) {
      typeInto(pay, refused);
      await waitFor(() => pay.value === '100', `"${refused}" refused`);
    }
    typeInto(pay, '10.12');
    await waitFor(() => pay.value === '10.12', 'two decimals accepted');
  });

  it('tells the minimum and the maximum with amount and ticker once typing pauses, and disables Proceed', async () => {
    const { root } = await openCalculator();
    // The first digit of 250 is below the minimum: nothing is said while the customer is still typing.
    typeInto(amountInput(root, 'pay'), '2');
    await waitFor(() => button(root, 'Buy for').disabled, 'Proceed off for 2');
    expect(text(root)).not.to.contain('Minimum amount');
    typeInto(amountInput(root, 'pay'), '25');
    typeInto(amountInput(root, 'pay'), '250');
    await waitFor(() => !button(root, 'Buy for').disabled, 'Proceed on for 250');
    expect(text(root)).not.to.contain('Minimum amount');
    typeInto(amountInput(root, 'pay'), '5');
    await waitForText(root, 'Minimum amount is 20 USD');
    expect(button(root, 'Buy for').disabled).to.equal(true);
    typeInto(amountInput(root, 'pay'), '6000');
    await waitForText(root, 'Maximum amount is 5000 USD');
    expect(button(root, 'Buy for').disabled).to.equal(true);
  });

  it('lists currencies in the select modal, searches them, and marks pairs without a rate', async () => {
    const { root } = await openCalculator();
    query<HTMLButtonElement>(root, '[data-testid="pay-field"] .crw-currency-button').click();
    await waitFor(() => root.querySelector('dialog[open]'), 'modal open');
    const dialog = query(root, 'dialog[open]');
    for (const name of ['US Dollar', 'Euro', 'British Pound', 'Brazilian Real', 'Polish Zloty']) expect(text(dialog)).to.contain(name);
    // Before a search, no count is said; after it, the count is, in the live region screen readers hear.
    expect(query(dialog, '[role="status"]').textContent).to.equal('');
    typeInto(query<HTMLInputElement>(dialog, 'input[type="search"]'), 'pol');
    await waitFor(() => dialog.querySelectorAll('.crw-currency-item').length === 1, 'one match for "pol"');
    expect(query(dialog, '[role="status"]').textContent).to.equal('1 currency found');
    typeInto(query<HTMLInputElement>(dialog, 'input[type="search"]'), 'b');
    await waitFor(() => query(dialog, '[role="status"]').textContent === '2 currencies found', 'two matches for "b" said');
    typeInto(query<HTMLInputElement>(dialog, 'input[type="search"]'), 'pol');
    await waitFor(() => dialog.querySelectorAll('.crw-currency-item').length === 1, 'one match for "pol" again');
    query<HTMLButtonElement>(dialog, '[data-ticker="PLN"]').click();
    await waitForText(root, 'Buy for 100 PLN');

    // PLN → BTC has no rate: BTC is listed, disabled, 'unavailable for PLN'; DOGE has no rate at all.
    query<HTMLButtonElement>(root, '[data-testid="receive-field"] .crw-currency-button').click();
    const receiveDialog = await waitFor(() => root.querySelector('dialog[open]'), 'receive modal');
    const btc = query<HTMLButtonElement>(receiveDialog, '[data-ticker="BTC"]');
    expect(btc.disabled).to.equal(true);
    expect(text(btc)).to.contain('unavailable for PLN');
    expect(text(query(receiveDialog, '[data-ticker="DOGE"]'))).to.contain('unavailable for your region');
    typeInto(query<HTMLInputElement>(receiveDialog, 'input[type="search"]'), 'trc');
    await waitFor(() => receiveDialog.querySelectorAll('.crw-currency-item').length === 1, 'one TRC20 match');
  });

  it('the currency search waits 300 ms after the last keystroke (spec 1 §2, §9), then filters', async () => {
    const { root } = await openCalculator();
    query<HTMLButtonElement>(root, '[data-testid="pay-field"] .crw-currency-button').click();
    const dialog = await waitFor(() => root.querySelector('dialog[open]'), 'modal open');
    const search = query<HTMLInputElement>(dialog, 'input[type="search"]');
    const shown = () => dialog.querySelectorAll('.crw-currency-item').length;
    const everything = shown();
    expect(everything).to.be.greaterThan(2);
    // The widget's timers run on a clock the test moves: the wait is measured exactly, whatever the load.
    const clock = virtualTimers();
    try {
      typeInto(search, 'po');
      await waitFor(() => clock.made() === 1, 'the search to wait for the typing to pause');
      clock.advance(200);
      // Another key 200 ms later: the wait starts again from it.
      typeInto(search, 'pol');
      await waitFor(() => clock.made() === 2, 'the wait to start again');
      clock.advance(299);
      expect(clock.waiting(), 'still waiting 299 ms after the last key').to.equal(1);
      expect(shown()).to.equal(everything);
      clock.advance(1);
      await waitFor(() => shown() === 1, 'one match for "pol" 300 ms after the last key', 3_000);
    } finally {
      clock.restore();
    }
  });

  it('names networks in the language on screen (Spanish: Red Polygon, Red Bitcoin) and writes its numbers', async () => {
    mounted = mountElement({ lang: 'es' });
    const { root } = mounted;
    await waitForText(root, 'Comprar por 100 USD');
    expect(text(query(root, '[data-testid="fee-summary"] h2'))).to.equal('Recibe 95,9600 USDT por ~100,00 USD');
    query<HTMLButtonElement>(root, '[data-testid="receive-field"] .crw-currency-button').click();
    const dialog = await waitFor(() => root.querySelector('dialog[open]'), 'receive modal');
    expect(text(query(dialog, '[data-ticker="USDT-MATIC"]'))).to.contain('Red Polygon');
    expect(text(query(dialog, '[data-ticker="BTC"]'))).to.contain('Red Bitcoin');
    expect(text(dialog)).not.to.contain('network');
  });

  it('takes a comma in Spanish and shows the amount as Spanish writes it', async () => {
    mounted = mountElement({ lang: 'es' });
    const { root } = mounted;
    await waitForText(root, 'Comprar por 100 USD');
    typeInto(amountInput(root, 'pay'), '150,5');
    await waitForText(root, 'por ~150,50 USD');
    expect(amountInput(root, 'pay').value).to.equal('150,5');
    // A dot typed is the same decimal point, shown as Spanish writes it.
    typeInto(amountInput(root, 'pay'), '120.25');
    await waitForText(root, 'por ~120,25 USD');
    expect(amountInput(root, 'pay').value).to.equal('120,25');
  });

  it("says the pair is not available when there is no rate, and no provider when nothing can pay", async () => {
    await control('country', { isoAlpha2: 'BR' });
    mounted = mountElement();
    const { root } = mounted;
    // BRL minimum is 102, above the default start of 100: the calculator starts at the minimum.
    await waitFor(() => amountInput(root, 'pay').value === '102', 'BRL starts at its minimum');
    query<HTMLButtonElement>(root, '[data-testid="receive-field"] .crw-currency-button').click();
    const dialog = await waitFor(() => root.querySelector('dialog[open]'), 'modal');
    query<HTMLButtonElement>(dialog, '[data-ticker="BNB-BEP20"]').click();
    await waitForText(root, 'Sorry. We cannot process this order for your region.');
    // Said on the disabled button, in words (and as a status); no price is quoted for what cannot be bought.
    expect(button(root, 'Sorry. We cannot process this order for your region.').disabled).to.equal(true);
    expect(text(query(root, '[data-testid="pair-unavailable"]'))).to.equal('Sorry. We cannot process this order for your region.');
    expect(root.querySelector('[data-testid="fee-summary"]')).to.equal(null);
  });

  it('a pair the merchant fixed without a rate stays as fixed: the button off, saying the pair is not available', async () => {
    mounted = await mountSigned({ fromCurrency: 'PLN', toCurrency: 'BTC' });
    const { root } = mounted;
    const unavailable = await waitFor(() => [...root.querySelectorAll('button')].find((b) => b.textContent === 'PLN-BTC is not available'), 'the no-rate button');
    expect(unavailable.disabled).to.equal(true);
    // Neither currency is swapped for one with a rate.
    expect(text(query(root, '[data-testid="pay-field"]'))).to.contain('PLN');
    expect(text(query(root, '[data-testid="receive-field"]'))).to.contain('BTC');
    expect(root.querySelector('[data-testid="fee-summary"]')).to.equal(null);
  });

  it('switches the pay currency when the chosen payment method does not support it', async () => {
    const { root } = await openCalculator();
    const select = query<HTMLSelectElement>(root, 'select');
    // Offered for USDT on Polygon by some fiat: BLIK only with PLN, Skrill only with EUR.
    expect([...select.options].map((o) => o.value)).to.deep.equal(['google_pay', 'blik', 'card', 'skrill']);
    select.value = 'blik';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitForText(root, 'Buy for 100 PLN');
    expect(query<HTMLSelectElement>(root, 'select').value).to.equal('blik');
  });

  it('a payment method the new pair lacks is cleared, not replaced: the form asks for one', async () => {
    const { root } = await openCalculator();
    const select = () => query<HTMLSelectElement>(root, 'select');
    select().value = 'skrill';
    select().dispatchEvent(new Event('change', { bubbles: true }));
    await waitForText(root, 'Buy for 100 EUR');
    // Paying in US dollars instead: Skrill takes no dollars here.
    query<HTMLButtonElement>(root, '[data-testid="pay-field"] .crw-currency-button').click();
    const dialog = await waitFor(() => root.querySelector('dialog[open]'), 'the pay currencies');
    query<HTMLButtonElement>(dialog, '[data-ticker="USD"]').click();
    await waitForText(root, 'The payment method you had is not offered for this pair: choose one.');
    expect(select().value).to.equal('');
    expect(select().selectedOptions[0]?.textContent).to.equal('Choose a payment method');
    expect(button(root, 'Buy for').disabled).to.equal(true);
    select().value = 'card';
    select().dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => !button(root, 'Buy for 100 USD').disabled, 'Buy enabled with a card');
    expect(text(root)).not.to.contain('choose one');
  });

  it("names the NEAR network by the silo the merchant's externalData gives (spec 1 §3)", async () => {
    mounted = await mountSigned({ externalData: JSON.stringify({ silo: 'Powergold' }) });
    const { root } = mounted;
    await waitForText(root, 'Buy for 100 USD');
    query<HTMLButtonElement>(root, '[data-testid="receive-field"] .crw-currency-button').click();
    const dialog = await waitFor(() => root.querySelector('dialog[open]'), 'the receive currencies');
    expect(text(query(dialog, '[data-ticker="NEAR"]'))).to.contain('NEAR Powergold silo');
    expect(text(query(dialog, '[data-ticker="USDT-MATIC"]'))).to.contain('Polygon network');
  });

  it('locks what the merchant fixed', async () => {
    mounted = await mountSigned({ fromCurrency: 'EUR', fromAmount: 150, toCurrency: 'BTC' });
    const { root } = mounted;
    await waitForText(root, 'Buy for 150 EUR');
    expect(amountInput(root, 'pay').disabled).to.equal(true);
    expect(query<HTMLButtonElement>(root, '[data-testid="pay-field"] .crw-currency-button').disabled).to.equal(true);
    expect(query<HTMLButtonElement>(root, '[data-testid="receive-field"] .crw-currency-button').disabled).to.equal(true);
    expect(amountInput(root, 'receive').disabled).to.equal(false);
    // With launch parameters there is no Buy/Sell switch.
    expect([...root.querySelectorAll('button')].filter((b) => /^(Buy|Sell)$/.test(b.textContent ?? ''))).to.deep.equal([]);
  });

  it('payment flow: amount and crypto fixed by the merchant, only the pay currency can change', async () => {
    mounted = await mountSigned({ toCurrency: 'USDT-MATIC', toAmount: 50, toWallet: '0x1111111111111111111111111111111111111111' });
    const { root, events } = mounted;
    await ready(mounted);
    expect(events.find((e) => e.type === 'started')?.data).to.deep.equal({ flowType: 'payment_flow' });
    await waitFor(() => amountInput(root, 'pay').value !== '', 'pay amount computed');
    expect(amountInput(root, 'receive').value).to.equal('50');
    expect(amountInput(root, 'pay').disabled).to.equal(true);
    expect(amountInput(root, 'receive').disabled).to.equal(true);
    expect(query<HTMLButtonElement>(root, '[data-testid="pay-field"] .crw-currency-button').disabled).to.equal(false);
    expect(query<HTMLButtonElement>(root, '[data-testid="receive-field"] .crw-currency-button').disabled).to.equal(true);
    // 50 USDT net + 0.05 network fee; the 3.99 flat fee beats 3.5 %: 50 + 0.05 + 3.99 = 54.04
    expect(amountInput(root, 'pay').value).to.equal('54.04');
  });

  it('restores the calculator after a reload, and the wallet step when the customer had proceeded', async () => {
    let { root } = await openCalculator();
    typeInto(amountInput(root, 'pay'), '250');
    await waitFor(() => amountInput(root, 'receive').value === '241.2', 'receive for 250');
    // The payment method is kept too (spec 1 §3): not the pair's first (Google Pay), but the card chosen.
    expect(query<HTMLSelectElement>(root, 'select').value).to.equal('google_pay');
    await choosePaymentMethod(root, 'card');
    mounted?.remove();

    mounted = mountElement();
    root = mounted.root;
    await waitForText(root, 'Buy for 250 USD');
    expect(query<HTMLSelectElement>(root, 'select').value).to.equal('card');
    button(root, 'Buy for 250 USD').click();
    await waitForText(root, 'Your USDT wallet address (Polygon)');
    mounted.remove();

    mounted = mountElement();
    await waitForText(mounted.root, 'Your USDT wallet address (Polygon)');
  });

  it('hides the promo plate for an amount worth more than 900 euro, at the current rates', async () => {
    const { root } = await openCalculator();
    await waitForText(root, 'Swap up to 900 euro without verification');
    // 1,000 USD: about 920 euro.
    typeInto(amountInput(root, 'pay'), '1000');
    await waitFor(() => !text(root).includes('without verification'), 'the promo hidden');
    // 950 USD: about 874 euro.
    typeInto(amountInput(root, 'pay'), '950');
    await waitForText(root, 'Swap up to 900 euro without verification');
  });

  it('hides the promo plate once dismissed, for good', async () => {
    const { root } = await openCalculator();
    expect(text(root)).to.contain('Swap up to 900 euro without verification');
    button(root, 'Dismiss').click();
    await waitFor(() => !text(root).includes('Swap up to 900'), 'promo gone');
    mounted?.remove();
    mounted = mountElement();
    await waitForText(mounted.root, 'Buy for 100 USD');
    expect(text(mounted.root)).not.to.contain('Swap up to 900');
  });
});
