import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  choosePair,
  clampToMinimum,
  initialPayAmount,
  limitViolation,
  merchantCalculatorSetup,
  parseAmount,
  initialPaymentType,
  paymentTypeForPair,
  paymentTypesForReceive,
  payCurrencyForPaymentType,
  payForReceive,
  receiveForPay,
  sanitizeAmountInput,
  worthInEuro,
} from '../../src/domain/calculator';
import { onNearMainNetwork } from '../../src/domain/walletAddress';
import { type Currency, type Rate, type Rates, enrichCurrency, isConvertible, matchesCurrencySearch, siloOf, splitByConvertibility, startingFiat } from '../../src/domain/currencies';
import { DEFAULT_FEES } from '../../src/domain/fees';

function currency(tickerWithNetwork: string, isCrypto: boolean, name = tickerWithNetwork, network: string | null = null): Currency {
  const [ticker = tickerWithNetwork] = tickerWithNetwork.split('-');
  return enrichCurrency(
    { id: tickerWithNetwork.length * 97 + tickerWithNetwork.charCodeAt(0), name, ticker, viewedTicker: ticker, decimals: 2, roundOff: 2, isCrypto, blockchainNetwork: network, tickerWithNetwork },
    {},
    'buy',
  );
}
function rate(from: string, types: string[], min = 20, max = 5000, multiplier = 1): Rate {
  return { fromCurrency: from, minAmount: min, maxAmount: max, availablePaymentTypes: types, exchangeRate: { multiplier, divisor: 1 } };
}

const USD = currency('USD', false, 'US Dollar');
const EUR = currency('EUR', false, 'Euro');
const PLN = currency('PLN', false, 'Polish Zloty');
const USDT = currency('USDT-MATIC', true, 'Tether USD', 'MATIC');
const BTC = currency('BTC', true, 'Bitcoin', 'BTC');
const rates: Rates = {
  'USD_USDT-MATIC': rate('USD', ['google_pay', 'card']),
  'EUR_USDT-MATIC': rate('EUR', ['card', 'skrill']),
  'PLN_USDT-MATIC': rate('PLN', ['blik', 'card']),
  EUR_BTC: rate('EUR', ['card']),
};

describe('calculator rules (spec 1 §4, §5)', () => {
  it('first load picks the requested pair when it has a rate', () => {
    assert.deepEqual(choosePair({ pay: 'EUR', receive: 'BTC' }, [USD, EUR], [USDT, BTC], rates), { pay: EUR, receive: BTC });
  });
  it('…or the first available pair when the requested one has no rate (USD → BTC has none)', () => {
    assert.deepEqual(choosePair({ pay: 'USD', receive: 'BTC' }, [USD, EUR], [USDT, BTC], rates), { pay: USD, receive: USDT });
  });
  it('a currency the merchant fixed is never swapped: a fixed pair without a rate is kept (the no-rate state)', () => {
    const both = { pay: true, receive: true };
    assert.deepEqual(choosePair({ pay: 'PLN', receive: 'BTC' }, [USD, EUR, PLN], [USDT, BTC], rates, both), { pay: PLN, receive: BTC });
    // Only the pay side fixed: the receive side moves to one PLN has a rate for.
    assert.deepEqual(choosePair({ pay: 'PLN', receive: 'BTC' }, [USD, EUR, PLN], [USDT, BTC], rates, { pay: true, receive: false }), { pay: PLN, receive: USDT });
    // Only the receive side fixed: the pay side moves, never the receive side.
    assert.deepEqual(choosePair({ pay: 'PLN', receive: 'BTC' }, [USD, EUR, PLN], [USDT, BTC], rates, { pay: false, receive: true }), { pay: EUR, receive: BTC });
    // A fixed side no other side converts with stays, without a rate.
    assert.deepEqual(choosePair({ pay: 'USD', receive: 'BTC' }, [USD, EUR], [USDT, BTC], rates, { pay: false, receive: true }), { pay: EUR, receive: BTC });
    assert.deepEqual(choosePair({ pay: 'USD', receive: 'BTC' }, [USD], [USDT, BTC], rates, { pay: false, receive: true }), { pay: USD, receive: BTC });
  });
  it('initial pay amount: 100 when min < 100 < max, else the minimum, or the fixed amount', () => {
    assert.equal(initialPayAmount({ minAmount: 20, maxAmount: 5000 }), 100);
    assert.equal(initialPayAmount({ minAmount: 102, maxAmount: 25500 }), 102);
    assert.equal(initialPayAmount({ minAmount: 20, maxAmount: 80 }), 20);
    assert.equal(initialPayAmount({ minAmount: 20, maxAmount: 5000 }, 150), 150);
  });
  it('a pay amount below the new minimum is raised to it, unless fixed', () => {
    assert.equal(clampToMinimum(10, { minAmount: 20 }, false), 20);
    assert.equal(clampToMinimum(10, { minAmount: 20 }, true), 10);
    assert.equal(clampToMinimum(30, { minAmount: 20 }, false), 30);
  });
  it('the pay value must lie between minAmount and maxAmount', () => {
    assert.deepEqual(limitViolation(19.99, { minAmount: 20, maxAmount: 5000 }), { kind: 'min', amount: 20 });
    assert.deepEqual(limitViolation(5000.01, { minAmount: 20, maxAmount: 5000 }), { kind: 'max', amount: 5000 });
    assert.equal(limitViolation(20, { minAmount: 20, maxAmount: 5000 }), null);
  });
  it('a payment type the new pair lacks is cleared, not replaced (the form asks for one)', () => {
    assert.equal(paymentTypeForPair('skrill', rates['USD_USDT-MATIC']), null);
    assert.equal(paymentTypeForPair('card', rates['USD_USDT-MATIC']), 'card');
    assert.equal(paymentTypeForPair('card', undefined), null);
  });
  it("a calculator starts with the merchant's or the restored type if the pair has it, else the pair's first when none was asked for", () => {
    assert.equal(initialPaymentType(null, rates['USD_USDT-MATIC']), 'google_pay');
    assert.equal(initialPaymentType('card', rates['USD_USDT-MATIC']), 'card');
    assert.equal(initialPaymentType('skrill', rates['USD_USDT-MATIC']), null);
  });
  it('choosing a payment type the pair lacks switches the pay currency to the first that has it', () => {
    assert.equal(payCurrencyForPaymentType('blik', { pay: USD, receive: USDT }, [USD, EUR, PLN], rates), PLN);
    assert.equal(payCurrencyForPaymentType('card', { pay: USD, receive: USDT }, [USD, EUR, PLN], rates), USD);
  });
  it('the dropdown offers every type some fiat supports for the crypto, in the spec order', () => {
    assert.deepEqual(paymentTypesForReceive('USDT-MATIC', [USD, EUR, PLN], rates), ['google_pay', 'blik', 'card', 'skrill']);
  });
  it('a currency is convertible only if a rate exists for the pair, in that direction', () => {
    assert.equal(isConvertible(rates, 'EUR', 'BTC'), true);
    assert.equal(isConvertible(rates, 'BTC', 'EUR'), false);
    const { available, unavailable } = splitByConvertibility([USD, EUR], BTC, 'pay', rates);
    assert.deepEqual([available, unavailable], [[EUR], [USD]]);
  });
  it('amount input: non-negative, no thousands separator, decimals limited to roundOff', () => {
    assert.equal(sanitizeAmountInput('100.25', 2), '100.25');
    assert.equal(sanitizeAmountInput('100,25', 2), '100.25');
    assert.equal(sanitizeAmountInput('.5', 2), '0.5');
    assert.equal(sanitizeAmountInput('100.255', 2), null);
    assert.equal(sanitizeAmountInput('1,000.5', 2), null);
    assert.equal(sanitizeAmountInput('-1', 2), null);
    assert.equal(sanitizeAmountInput('12.5', 0), null);
  });
  it('receive for pay rounds down; pay for receive rounds up and inverts it', () => {
    const r = rate('EUR', ['card'], 20, 5000, 1.087);
    assert.equal(receiveForPay(100, r, DEFAULT_FEES, 2), 108.7);
    assert.equal(payForReceive(108.7, r, DEFAULT_FEES, 2), 100);
  });
  it('search matches the start of a name word, the ticker or the network, case-insensitively', () => {
    assert.equal(matchesCurrencySearch(USDT, 'usd'), true);
    assert.equal(matchesCurrencySearch(USDT, 'teth'), true);
    assert.equal(matchesCurrencySearch(USDT, 'poly'), true); // network Polygon
    assert.equal(matchesCurrencySearch(USDT, 'ether'), false); // inside a word
    assert.equal(matchesCurrencySearch(EUR, 'EU'), true);
  });
  it('available flag: any rate key contains the ticker-with-network beside an underscore', () => {
    const enriched = enrichCurrency({ ...USDT }, rates, 'buy');
    assert.equal(enriched.available, true);
    assert.equal(enrichCurrency({ ...currency('DOGE', true) }, rates, 'buy').available, false);
  });
  it('only USDT on TRC20 gets a validation network (tron)', () => {
    assert.equal(currency('USDT-TRC20', true, 'Tether', 'TRC20').validationNetwork, 'TRON');
    assert.equal(USDT.validationNetwork, null);
  });
  it('network names differ between buy and sell', () => {
    const raw = { ...currency('USDT-TRC20', true, 'Tether', 'TRC20') };
    assert.notEqual(enrichCurrency(raw, {}, 'buy').blockchainNetworkFull, enrichCurrency(raw, {}, 'sell').blockchainNetworkFull);
  });
  it("the NEAR network's silo variant comes from the payload's externalData (spec 1 §3)", () => {
    assert.equal(siloOf(JSON.stringify({ silo: 'powergold', other: 1 })), 'Powergold');
    assert.equal(siloOf(JSON.stringify({ silo: 'main' })), null);
    assert.equal(siloOf('not json'), null);
    assert.equal(siloOf(undefined), null);
    const near = { ...currency('NEAR', true, 'NEAR Protocol', 'NEAR') };
    assert.equal(enrichCurrency(near, {}, 'buy', 'Hyperbolic').networkNameKey, 'networks.NEAR_Hyperbolic');
    assert.equal(enrichCurrency(near, {}, 'sell', 'DevNet').networkNameKey, 'networksSell.NEAR_DevNet');
    assert.equal(enrichCurrency(near, {}, 'buy').networkNameKey, 'networks.NEAR');
    assert.equal(enrichCurrency({ ...USDT }, {}, 'buy', 'Hyperbolic').networkNameKey, 'networks.MATIC');
  });
  it('the NEAR wallet selector is for the NEAR main network: not on a silo, not for another network (spec 1 §2)', () => {
    const near = { ...currency('NEAR', true, 'NEAR Protocol', 'NEAR') };
    assert.equal(onNearMainNetwork(enrichCurrency(near, {}, 'buy')), true);
    for (const silo of ['Powergold', 'Hyperbolic', 'DevNet'] as const) assert.equal(onNearMainNetwork(enrichCurrency(near, {}, 'buy', silo)), false, silo);
    assert.equal(onNearMainNetwork(enrichCurrency({ ...USDT }, {}, 'buy')), false);
  });
});

describe('the fiat a calculator starts with (spec 1 §4 detected country, spec 2 §1 defaultCurrency)', () => {
  const currencies = [
    { tickerWithNetwork: 'USD', isCrypto: false },
    { tickerWithNetwork: 'GBP', isCrypto: false },
    { tickerWithNetwork: 'BRL', isCrypto: false },
    { tickerWithNetwork: 'BTC', isCrypto: true },
  ];
  const brazil = { available: true, defaultCurrency: 'BRL' };
  it("the merchant's default when it is a listed fiat, else the country's, else the fallback", () => {
    assert.equal(startingFiat({ merchantDefault: 'GBP', country: brazil, currencies, fallback: 'USD' }), 'GBP');
    assert.equal(startingFiat({ merchantDefault: 'BTC', country: brazil, currencies, fallback: 'USD' }), 'BRL');
    assert.equal(startingFiat({ merchantDefault: 'XYZ', country: null, currencies, fallback: 'EUR' }), 'EUR');
  });
  it('the US dollar when the detected country is unavailable, whatever the merchant asks', () => {
    assert.equal(startingFiat({ merchantDefault: 'GBP', country: { available: false, defaultCurrency: 'BRL' }, currencies, fallback: 'EUR' }), 'USD');
  });
});

describe('amounts as the language writes them (spec 1 §5, §9: fee panel 4 decimals, rate 2 to 8)', () => {
  it('4 fixed decimals: 95.9600 in English, 95,9600 in Spanish and Portuguese', async () => {
    const { formatFixed, formatRate } = await import('../../src/domain/money');
    assert.equal(formatFixed(95.96, 4, 'en'), '95.9600');
    assert.equal(formatFixed(95.96, 4, 'es'), '95,9600');
    assert.equal(formatFixed(1234.5, 2, 'pt'), '1234,50');
    assert.equal(formatRate(0.91083, 'pt'), '0,91083');
  });

  it('the rate is the price of one unit of the crypto: 1 BTC = 65,000.00 USD buying at 0.0000153846 BTC per USD, 2 to 8 decimals', async () => {
    const { cryptoPrice, formatPrice } = await import('../../src/domain/money');
    assert.equal(formatPrice(cryptoPrice(1 / 65_000, 'buy'), 'en'), '65,000.00');
    assert.equal(formatPrice(cryptoPrice(1 / 65_000, 'buy'), 'es'), '65.000,00');
    assert.equal(formatPrice(cryptoPrice(0.91083, 'sell'), 'pt'), '0,91083');
    assert.equal(formatPrice(cryptoPrice(1, 'buy'), 'en'), '1.00');
    assert.equal(formatPrice(0.0000125, 'en'), '0.0000125');
  });

  it("an amount field shows the language's decimal separator: 150,5 in Spanish and Portuguese, 150.5 in English", async () => {
    const { amountTextFor } = await import('../../src/domain/money');
    const { sanitizeAmountInput } = await import('../../src/domain/calculator');
    // Typed with either separator, kept with '.', shown with the language's.
    assert.equal(sanitizeAmountInput('150,5', 2), '150.5');
    assert.equal(amountTextFor('150.5', 'es'), '150,5');
    assert.equal(amountTextFor('150.5', 'pt'), '150,5');
    assert.equal(amountTextFor('150.5', 'en'), '150.5');
    assert.equal(amountTextFor('100', 'es'), '100');
  });
});

describe("what the merchant's payload fixes on the buy calculator (spec 1 §2 \"Calculator\")", () => {
  const defaults = { defaultFiat: 'EUR', defaultReceive: 'USDT-MATIC', paymentFlow: false };

  it('nothing fixed: the default pair, every control free', () => {
    const setup = merchantCalculatorSetup(null, defaults);
    assert.deepEqual(setup.requested, { pay: 'EUR', receive: 'USDT-MATIC' });
    assert.equal(setup.fixedAmount, undefined);
    assert.deepEqual(setup.locks, { payCurrency: false, receiveCurrency: false, payAmount: false, receiveAmount: false });
  });

  it('a fixed currency or amount locks that control; the receive amount wins over the pay amount', () => {
    const setup = merchantCalculatorSetup({ fromCurrency: 'USD', toCurrency: 'BTC', fromAmount: '50', toAmount: 0.01 }, defaults);
    assert.deepEqual(setup.requested, { pay: 'USD', receive: 'BTC' });
    assert.deepEqual(setup.fixedAmount, { side: 'receive', value: 0.01 });
    assert.deepEqual(setup.locks, { payCurrency: true, receiveCurrency: true, payAmount: true, receiveAmount: true });
    assert.deepEqual(merchantCalculatorSetup({ fromAmount: '50' }, defaults).fixedAmount, { side: 'pay', value: 50 });
  });

  it('the payment-flow variant: the pay amount disabled, the pay currency free', () => {
    const { locks } = merchantCalculatorSetup({ toCurrency: 'BTC', toAmount: 0.01 }, { ...defaults, paymentFlow: true });
    assert.deepEqual(locks, { payCurrency: false, receiveCurrency: true, payAmount: true, receiveAmount: true });
  });
});

describe('worth in euro (the 900-euro limit without verification)', () => {
  const r = (multiplier: number): Rate => rate('X', ['card'], 20, 5000, multiplier);
  it('buying: the fiat paid, through the crypto bought; selling: the fiat received, through the crypto sold', () => {
    // 1 USD buys 1 USDT, 1 EUR buys 1.25 USDT: 100 USD is 80 euro.
    const buying: Rates = { USD_USDT: r(1), EUR_USDT: r(1.25) };
    assert.equal(worthInEuro({ direction: 'buy', fiat: 'USD', crypto: 'USDT', fiatAmount: 100, rates: buying }), 80);
    assert.equal(worthInEuro({ direction: 'buy', fiat: 'EUR', crypto: 'USDT', fiatAmount: 100, rates: {} }), 100);
    assert.equal(worthInEuro({ direction: 'buy', fiat: 'GBP', crypto: 'USDT', fiatAmount: 100, rates: buying }), null);
    // 1 USDT sells for 1 USD or 0.8 EUR: 100 USD received is 80 euro.
    const selling: Rates = { USDT_USD: r(1), USDT_EUR: r(0.8) };
    assert.equal(worthInEuro({ direction: 'sell', fiat: 'USD', crypto: 'USDT', fiatAmount: 100, rates: selling }), 80);
  });
});

describe('the pair a calculator starts with, when the requested one cannot be used (spec 1 §4)', () => {
  const GBP = currency('GBP', false, 'Pound Sterling');
  it('a requested pair the lists do not have falls back to the first pair with a rate', () => {
    assert.deepEqual(choosePair({ pay: 'XXX', receive: 'YYY' }, [USD, EUR], [BTC], rates), { pay: EUR, receive: BTC });
    assert.deepEqual(choosePair({ pay: 'XXX', receive: 'BTC' }, [USD, EUR], [USDT, BTC], rates), { pay: EUR, receive: BTC });
    assert.deepEqual(choosePair({ pay: 'USD', receive: 'YYY' }, [USD, EUR], [BTC, USDT], rates), { pay: USD, receive: USDT });
  });
  it('a requested pay currency with no rate for any receive option gives way to one that has it', () => {
    assert.deepEqual(choosePair({ pay: 'PLN', receive: 'BTC' }, [PLN, EUR], [BTC], rates), { pay: EUR, receive: BTC });
    assert.deepEqual(choosePair({ pay: 'GBP', receive: 'DOGE' }, [GBP, EUR], [BTC], rates), { pay: EUR, receive: BTC });
  });
  it('a requested receive currency nothing pays for gives way, unless the merchant fixed it', () => {
    assert.deepEqual(choosePair({ pay: 'XXX', receive: 'BTC' }, [USD, PLN], [USDT, BTC], rates), { pay: USD, receive: USDT });
    assert.deepEqual(choosePair({ pay: 'PLN', receive: 'BTC' }, [USD, PLN], [USDT, BTC], rates, { pay: false, receive: true }), { pay: PLN, receive: BTC });
  });
  it('a fixed pay currency nothing converts with stays beside the requested receive currency', () => {
    assert.deepEqual(choosePair({ pay: 'PLN', receive: 'BTC' }, [PLN, EUR], [BTC], rates, { pay: true, receive: false }), { pay: PLN, receive: BTC });
  });
  it('nothing at all to pair: no pair', () => {
    assert.equal(choosePair({ pay: 'PLN', receive: 'BTC' }, [PLN], [], rates, { pay: true, receive: false }), undefined);
    assert.equal(choosePair({ pay: 'XXX', receive: 'BTC' }, [], [BTC], rates, { pay: false, receive: true }), undefined);
    assert.equal(choosePair({ pay: 'GBP', receive: 'BTC' }, [GBP], [BTC], rates), undefined);
  });
});

describe('calculator amounts and limits at their edges (spec 1 §4, §5)', () => {
  it('the start amount is the minimum when the maximum is exactly 100', () => {
    assert.equal(initialPayAmount({ minAmount: 20, maxAmount: 100 }), 20);
  });
  it('the maximum itself is allowed', () => {
    assert.equal(limitViolation(5000, { minAmount: 20, maxAmount: 5000 }), null);
  });
  it('the rate is the multiplier over the divisor', () => {
    const quarter: Rate = { ...rate('EUR', ['card']), exchangeRate: { multiplier: 1, divisor: 4 } };
    assert.equal(receiveForPay(100, quarter, DEFAULT_FEES, 2), 25);
    assert.equal(payForReceive(25, quarter, DEFAULT_FEES, 2), 100);
  });
  it('buying and selling at a rate other than one: the euro worth goes through the crypto both ways', () => {
    // 1 USD buys 2 USDT, 1 EUR buys 2.5 USDT: 100 USD is 200 USDT, which is 80 euro.
    const buying: Rates = { USD_USDT: rate('USD', ['card'], 20, 5000, 2), EUR_USDT: rate('EUR', ['card'], 20, 5000, 2.5) };
    assert.equal(worthInEuro({ direction: 'buy', fiat: 'USD', crypto: 'USDT', fiatAmount: 100, rates: buying }), 80);
    // 1 USDT sells for 2 USD or 1.6 EUR: 100 USD received is 50 USDT, which is 80 euro.
    const selling: Rates = { USDT_USD: rate('USDT', ['card'], 20, 5000, 2), USDT_EUR: rate('USDT', ['card'], 20, 5000, 1.6) };
    assert.equal(worthInEuro({ direction: 'sell', fiat: 'USD', crypto: 'USDT', fiatAmount: 100, rates: selling }), 80);
  });
});

describe('payment types offered (spec 1 §1, §4)', () => {
  const GBP = currency('GBP', false, 'Pound Sterling');
  it('a pair without a rate offers no payment type, so none is preselected', () => {
    assert.equal(initialPaymentType(null, undefined), null);
  });
  it('the dropdown offers only what some pay currency supports for that crypto, ignoring currencies without a rate', () => {
    assert.deepEqual(paymentTypesForReceive('BTC', [USD, EUR, GBP], rates), ['card']);
    assert.deepEqual(paymentTypesForReceive('BTC', [GBP], rates), []);
  });
  it('the current pay currency stays when it supports the type, even if an earlier one does too', () => {
    assert.equal(payCurrencyForPaymentType('card', { pay: PLN, receive: USDT }, [USD, EUR, PLN], rates), PLN);
  });
  it('a pay currency without a rate for the crypto is switched to one that has the type', () => {
    assert.equal(payCurrencyForPaymentType('card', { pay: GBP, receive: USDT }, [GBP, EUR], rates), EUR);
    assert.equal(payCurrencyForPaymentType('blik', { pay: GBP, receive: USDT }, [GBP, EUR], rates), undefined);
  });
});

describe('amount input and parsing (spec 1 §5)', () => {
  it('spaces are dropped, and an empty field stays empty', () => {
    assert.equal(sanitizeAmountInput('1 000', 2), '1000');
    assert.equal(sanitizeAmountInput('', 2), '');
    assert.equal(sanitizeAmountInput('  ', 0), '');
  });
  it('a currency without decimals takes whole numbers only, with no decimal point', () => {
    assert.equal(sanitizeAmountInput('12', 0), '12');
    assert.equal(sanitizeAmountInput('12.', 0), null);
    assert.equal(sanitizeAmountInput('12.', 2), '12.');
  });
  it('a typed amount is a non-negative number, or nothing', () => {
    assert.equal(parseAmount('12.5'), 12.5);
    assert.equal(parseAmount('0'), 0);
    assert.equal(parseAmount('0.'), 0);
    assert.equal(parseAmount(''), null);
    assert.equal(parseAmount('.'), null);
    assert.equal(parseAmount('-1'), null);
    assert.equal(parseAmount('abc'), null);
    assert.equal(parseAmount('Infinity'), null);
  });
});
