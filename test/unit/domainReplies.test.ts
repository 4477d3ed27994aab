// The backend's replies the widget accepts, and those it refuses for their shape (spec 1 §3, spec 2 §3):
// a refused reply is an error the customer is told about, never a screen built on missing fields.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { is } from 'superstruct';
import { AuthDataSchema, CountrySchema, LanguageSchema, OrderSchema, TrackingSchema, UserSchema } from '../../src/domain/entities';
import { PersistedOrderDataSchema, isFresh } from '../../src/domain/persistedOrderData';
import { PayoutCardSchema, SellOrderSchema } from '../../src/domain/sellEntities';

const country = { id: 44, name: 'United Kingdom', isoAlpha2: 'GB', isoAlpha3: 'GBR', available: true, defaultCurrency: 'GBP', states: [{ code: 'ENG', name: 'England' }] };
const user = {
  id: 7,
  email: 'ada@example.com',
  isBlocked: false,
  hasCompleteOrders: true,
  country: { isoAlpha2: 'GB', name: 'United Kingdom' },
  cards: [{ id: 'card-1', last4: '4242', isDefault: true }],
  kyc: { status: 'complete' },
};
const order = {
  id: '4039a3b5-2473-4862-899f-6644755da939',
  status: 'reserved',
  fromAmount: 100,
  toAmount: 0.001,
  exchangeRate: { multiplier: 1, divisor: 100_000 },
  fees: { providerFee: { amount: 3.99, currency: 'EUR' }, networkFeeFiat: { amount: 0.05, currency: 'USD' } },
  toWallet: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  paymentProviderId: 'card_pne',
  fromCurrency: 'EUR',
  toCurrency: 'BTC',
  createdAt: '2026-11-28T00:00:00Z',
  merchant: { payload: { toWallet: 'bc1q' } },
};
const sellOrder = {
  id: 'sell-1',
  status: 'created',
  fromAmount: 0.001,
  toAmount: 100,
  toWallet: '0x1111111111111111111111111111111111111111',
  fromCurrency: { ticker: 'USDT', tickerWithNetwork: 'USDT-MATIC' },
  toCurrency: { ticker: 'EUR', tickerWithNetwork: 'EUR' },
};
const without = <T extends object>(value: T, key: keyof T) => Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));

describe('countries and languages', () => {
  it('a country with its states is accepted; one without its code, or with a broken state, is refused', () => {
    assert.equal(is(country, CountrySchema), true);
    assert.equal(is(without(country, 'isoAlpha2'), CountrySchema), false);
    assert.equal(is({ ...country, states: [{ code: 'ENG' }] }, CountrySchema), false);
  });
  it('a language needs its locale', () => {
    assert.equal(is({ id: 1, code: 'es', locale: 'es_ES', name: 'Español' }, LanguageSchema), true);
    assert.equal(is({ id: 1, code: 'es', name: 'Español' }, LanguageSchema), false);
  });
});

describe('the customer', () => {
  it('is accepted with a country, saved cards and a KYC status', () => {
    assert.equal(is(user, UserSchema), true);
  });
  it('is refused with a saved card missing its last four digits, or a country without its code', () => {
    assert.equal(is({ ...user, cards: [{ id: 'card-1' }] }, UserSchema), false);
    assert.equal(is({ ...user, country: { name: 'United Kingdom' } }, UserSchema), false);
  });
});

describe('an order', () => {
  it('is accepted with its rate, fees and merchant payload', () => {
    assert.equal(is(order, OrderSchema), true);
  });
  it('is refused without the fields every order has, or its own', () => {
    assert.equal(is(without(order, 'status'), OrderSchema), false);
    assert.equal(is({ ...order, status: 'lost' }, OrderSchema), false);
    assert.equal(is(without(order, 'createdAt'), OrderSchema), false);
  });
  it('is refused with a broken rate, a broken fee, or a merchant payload that is no object', () => {
    assert.equal(is({ ...order, exchangeRate: { multiplier: '1', divisor: 1 } }, OrderSchema), false);
    assert.equal(is({ ...order, fees: { providerFee: { amount: '3.99', currency: 'EUR' } } }, OrderSchema), false);
    assert.equal(is({ ...order, fees: { providerFee: 3.99 } }, OrderSchema), false);
    assert.equal(is({ ...order, merchant: { payload: 'toWallet=bc1q' } }, OrderSchema), false);
  });
  it('tracking needs the wallet', () => {
    const tracking = { toWallet: 'bc1q', fromCurrency: 'EUR', toCurrency: 'BTC', fromAmount: 100, toAmount: 0.001 };
    assert.equal(is(tracking, TrackingSchema), true);
    assert.equal(is(without(tracking, 'toWallet'), TrackingSchema), false);
  });
  it("the provider's authentication names one of its three ways", () => {
    assert.equal(is({ authUrl: 'https://acs.example/3ds', displayType: 'iframe' }, AuthDataSchema), true);
    assert.equal(is({ authUrl: 'https://acs.example/3ds', displayType: 'popup' }, AuthDataSchema), false);
  });
});

describe('selling', () => {
  it('a sell order is accepted with its currencies as objects; refused with a currency missing its ticker or without a status', () => {
    assert.equal(is(sellOrder, SellOrderSchema), true);
    assert.equal(is({ ...sellOrder, fromCurrency: { tickerWithNetwork: 'USDT-MATIC' } }, SellOrderSchema), false);
    assert.equal(is(without(sellOrder, 'status'), SellOrderSchema), false);
  });
  it('a payout card needs its last four digits', () => {
    assert.equal(is({ id: 'card-1', lastFourDigits: '4242' }, PayoutCardSchema), true);
    assert.equal(is({ id: 'card-1' }, PayoutCardSchema), false);
  });
});

describe('order-creation data kept in the browser (spec 1 §4)', () => {
  it('is read back only with the time it was saved', () => {
    assert.equal(is({ savedAt: 1, payCurrency: 'EUR' }, PersistedOrderDataSchema), true);
    assert.equal(is({ payCurrency: 'EUR' }, PersistedOrderDataSchema), false);
  });
  it('is fresh for an hour from when it was saved', () => {
    const savedAt = Date.parse('2026-11-28T10:00:00Z');
    assert.equal(isFresh({ savedAt }, savedAt + 3_599_999), true);
    assert.equal(isFresh({ savedAt }, savedAt + 3_600_000), false);
  });
});
