// Currencies as the lists show them (spec 1 §2, §3, §4; spec 2 §1, §3): names, search, order, sides.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { is } from 'superstruct';
import {
  type Currency,
  CurrencySchema,
  type Rates,
  RatesSchema,
  type ServerCurrency,
  byPriority,
  displayTicker,
  enrichCurrency,
  matchesCurrencySearch,
  splitByConvertibility,
} from '../../src/domain/currencies';

function server(tickerWithNetwork: string, overrides: Partial<ServerCurrency> = {}): ServerCurrency {
  const [ticker = tickerWithNetwork, network = null] = tickerWithNetwork.split('-');
  return {
    id: 1,
    name: ticker,
    ticker,
    viewedTicker: ticker,
    decimals: 2,
    roundOff: 2,
    isCrypto: network !== null,
    blockchainNetwork: network,
    tickerWithNetwork,
    ...overrides,
  };
}
const buy = (raw: ServerCurrency, rates: Rates = {}): Currency => enrichCurrency(raw, rates, 'buy');
const sell = (raw: ServerCurrency): Currency => enrichCurrency(raw, {}, 'sell');

describe('network names (spec 1 §3, spec 2 §1)', () => {
  it('buying shows the full name, selling the sell name where there is one, else the full name', () => {
    const tron = server('USDT-TRC20');
    assert.equal(buy(tron).blockchainNetworkFull, 'Tron (TRC20)');
    assert.equal(sell(tron).blockchainNetworkFull, 'TRON network (TRC20)');
    const polygon = server('USDT-MATIC');
    assert.equal(buy(polygon).blockchainNetworkFull, 'Polygon network');
    assert.equal(sell(polygon).blockchainNetworkFull, 'Polygon network');
    assert.equal(buy(polygon).blockchainNetworkShort, 'Polygon');
  });
  it('a network the widget does not know keeps its own name, in both flows, and has no translated name', () => {
    const solana = server('SOL-SOLANA');
    for (const c of [buy(solana), sell(solana)]) {
      assert.equal(c.blockchainNetworkShort, 'SOLANA');
      assert.equal(c.blockchainNetworkFull, 'SOLANA');
      assert.equal(c.networkNameKey, null);
    }
  });
  it('fiat has no network name', () => {
    const euro = buy(server('EUR'));
    assert.deepEqual([euro.blockchainNetworkShort, euro.blockchainNetworkFull, euro.networkNameKey], [null, null, null]);
  });
  it('only USDT on Tron is checked with the Tron address rules; other Tron tokens are not', () => {
    assert.equal(buy(server('USDT-TRC20')).validationNetwork, 'TRON');
    assert.equal(buy(server('USDC-TRC20')).validationNetwork, null);
    assert.equal(buy(server('USDT-ERC20')).validationNetwork, null);
  });
});

describe('how a currency is named on screen', () => {
  it("crypto: its ticker and its network's short name; fiat: the ticker alone", () => {
    assert.equal(displayTicker(buy(server('USDT-MATIC'))), 'USDT Polygon');
    assert.equal(displayTicker(buy(server('EUR'))), 'EUR');
  });
  it('a network named like the ticker, or none, is not repeated', () => {
    assert.equal(displayTicker(buy(server('NEAR-NEAR'))), 'NEAR');
    assert.equal(displayTicker({ viewedTicker: 'XYZ', isCrypto: true, blockchainNetworkShort: null, blockchainNetwork: null }), 'XYZ');
  });
});

describe('currency search (spec 1 §2)', () => {
  const bch = buy(server('BCH-BCH', { name: 'Bitcoin Cash' }));
  const bridged = buy(server('USDCE-MATIC', { name: 'Bridged coin', viewedTicker: 'USDC.e' }));
  const euro = buy(server('EUR', { name: 'Euro' }));
  it('an empty or blank query lists everything', () => {
    assert.equal(matchesCurrencySearch(euro, ''), true);
    assert.equal(matchesCurrencySearch(euro, '   '), true);
  });
  it('matches the start of any word of the name, with spaces around the query ignored', () => {
    assert.equal(matchesCurrencySearch(bch, 'cash'), true);
    assert.equal(matchesCurrencySearch(bch, '  CASH '), true);
    assert.equal(matchesCurrencySearch(bch, 'ash'), false);
  });
  it('matches the start of the whole name, across its spaces', () => {
    assert.equal(matchesCurrencySearch(bch, 'bitcoin c'), true);
    assert.equal(matchesCurrencySearch(bch, 'coin cash'), false);
  });
  it('matches the start of the shown ticker, the ticker or the network code', () => {
    assert.equal(matchesCurrencySearch(bridged, 'usdc.'), true);
    assert.equal(matchesCurrencySearch(bridged, 'usdce'), true);
    assert.equal(matchesCurrencySearch(bridged, 'mat'), true);
    assert.equal(matchesCurrencySearch(bridged, 'atic'), false);
    assert.equal(matchesCurrencySearch(bridged, 'ce'), false);
  });
  it('a currency without a network matches nothing but its own names', () => {
    assert.equal(matchesCurrencySearch(euro, 'str'), false);
    assert.equal(matchesCurrencySearch(euro, 'zzz'), false);
  });
});

describe('the sides of a calculator (spec 1 §2, spec 2 §2)', () => {
  const rates: Rates = { 'EUR_USDT-MATIC': { fromCurrency: 'EUR', minAmount: 1, maxAmount: 10, availablePaymentTypes: ['card'], exchangeRate: { multiplier: 1, divisor: 1 } } };
  const usdt = buy(server('USDT-MATIC'), rates);
  const btc = buy(server('BTC-BTC'), rates);
  const euro = buy(server('EUR'), rates);
  it('receive options are split by a rate from the pay currency to them', () => {
    assert.deepEqual(splitByConvertibility([usdt, btc], euro, 'receive', rates), { available: [usdt], unavailable: [btc] });
  });
  it('with nothing on the other side, by whether the currency has any rate', () => {
    assert.deepEqual(splitByConvertibility([usdt, btc], undefined, 'receive', rates), { available: [usdt], unavailable: [btc] });
  });
});

describe('currency list order', () => {
  it('higher priority first, then by name; no priority counts as 0', () => {
    const alpha = buy(server('AAA', { name: 'Alpha' }));
    const beta = buy(server('BBB', { name: 'Beta', priority: 5 }));
    const zed = buy(server('ZZZ', { name: 'Zed', priority: 0 }));
    const low = buy(server('LLL', { name: 'Low', priority: -1 }));
    assert.deepEqual([zed, low, alpha, beta].sort(byPriority).map((c) => c.name), ['Beta', 'Alpha', 'Zed', 'Low']);
    assert.deepEqual([beta, zed].sort(byPriority).map((c) => c.name), ['Beta', 'Zed']);
  });
});

describe('currency and rate replies', () => {
  it('a currency reply is accepted with its fields, refused without them', () => {
    assert.equal(is(server('EUR'), CurrencySchema), true);
    const { ticker: _, ...withoutTicker } = server('EUR');
    assert.equal(is(withoutTicker, CurrencySchema), false);
  });
  it('a rate reply is accepted with its exchange rate, refused without one or with a broken one', () => {
    const rate = { fromCurrency: 'EUR', minAmount: 1, maxAmount: 10, availablePaymentTypes: ['card'], exchangeRate: { multiplier: 1.1, divisor: 1 } };
    assert.equal(is({ 'EUR_USDT-MATIC': rate }, RatesSchema), true);
    const { exchangeRate: _, ...withoutRate } = rate;
    assert.equal(is({ 'EUR_USDT-MATIC': withoutRate }, RatesSchema), false);
    assert.equal(is({ 'EUR_USDT-MATIC': { ...rate, exchangeRate: { multiplier: '1.1', divisor: 1 } } }, RatesSchema), false);
    assert.equal(is({ 'EUR_USDT-MATIC': { ...rate, minAmount: '1' } }, RatesSchema), false);
  });
});
