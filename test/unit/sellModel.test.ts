/**
 * The off-ramp model (spec 2 §2, §3, §4, §7), with the widget backend faked: no network, real signals and
 * the real rules. Each test answers the model's calls from a small fixture and looks at what it asked for.
 */
import assert from 'node:assert/strict';
import { type TestContext, describe, it, mock } from 'node:test';
import { signal } from '@preact/signals-react';
import type { Struct } from 'superstruct';
import type { ApiClient } from '../../src/api/client';
import { DEFAULT_COUNTRY, type User } from '../../src/domain/entities';
import type { ServerCurrency } from '../../src/domain/currencies';
import type { OrderStatus } from '../../src/domain/orderStatus';
import type { SellOrder } from '../../src/domain/sellEntities';
import { SPEC_TIMINGS } from '../../src/domain/timings';
import type { HostBridge } from '../../src/host/bridge';
import { createPayoutCardForm } from '../../src/state/payoutCardForm';
import { createSellModel } from '../../src/state/sell';
import type { CardVaultForm } from '../../src/integrations/cardVault';
import { STAY } from '../../src/state/navigation';
import { ApiError } from '../../src/api/errors';
import { memoryStore } from './memoryStore';

const currency = (id: number, tickerWithNetwork: string, isCrypto: boolean, network: string | null = null): ServerCurrency => {
  const [ticker = tickerWithNetwork] = tickerWithNetwork.split('-');
  return { id, name: ticker, ticker, viewedTicker: ticker, tickerWithNetwork, decimals: 2, roundOff: 2, isCrypto, blockchainNetwork: network };
};
const CURRENCIES = [currency(1, 'USD', false), currency(2, 'EUR', false), currency(3, 'GBP', false), currency(11, 'USDT-MATIC', true, 'MATIC'), currency(13, 'BTC', true, 'BTC')];
/** Sell rates keyed CRYPTO_FIAT: 0.9 euro or 0.8 pound per USDT. */
const sellRate = (from: string, multiplier: number) => ({ fromCurrency: from, minAmount: 20, maxAmount: 5_000, availablePaymentTypes: ['card'], exchangeRate: { multiplier, divisor: 1 } });
const RATES = { 'USDT-MATIC_EUR': sellRate('USDT-MATIC', 0.9), 'USDT-MATIC_GBP': sellRate('USDT-MATIC', 0.8), BTC_EUR: sellRate('BTC', 60_000) };

function sellOrder(id: string, status: OrderStatus): SellOrder {
  const side = (ticker: string) => ({ ticker, tickerWithNetwork: ticker, blockchainNetwork: null, viewedTicker: ticker });
  return { id, status, fromCurrency: side('USDT-MATIC'), toCurrency: side('EUR'), fromAmount: 100, toAmount: 88.65, toWallet: '0x2222222222222222222222222222222222222222' };
}

type Call = { method: string; path: string; body: unknown };
type RequestOptions = NonNullable<Parameters<ApiClient['request']>[2]>;
type Answer = (call: Call) => unknown;

/**
 * A sell model whose calls `answer` replies to (by `METHOD path`; the rates and fees have defaults). It
 * records each call; `told` the events the host heard. It stops when the test `t` ends, whatever the test
 * found (a followed order is read on and on).
 */
function sellModelWith(t: TestContext, answers: Record<string, Answer> = {}) {
  const calls: Call[] = [];
  const told: string[] = [];
  const defaults: Record<string, Answer> = {
    'GET offramp/currencies/rates': () => RATES,
    // A provider fee of 1.5 %, and a network fee the sell calculator does not take (spec 2 §7).
    'GET offramp/currencies/fees/USDT-MATIC/US': () => ({ providerFee: { type: 'percent', value: 1.5 }, networkFeeFiat: { type: 'money', amount: 7, currency: 'USD' } }),
  };
  const client: ApiClient = {
    async request<T>(path: string, schema: Struct<T, unknown>, options: RequestOptions = {}): Promise<T> {
      // A new card goes through the vault, which builds the body (the card form's fake vault records it).
      const sent = options.transport ? await options.transport({ path, method: options.method ?? 'GET', headers: {}, timeoutMs: 1 }) : null;
      const call = { method: options.method ?? 'GET', path, body: sent ? sent.data : options.body };
      calls.push(call);
      const answer = answers[`${call.method} ${path}`] ?? defaults[`${call.method} ${path}`];
      if (!answer) throw new Error(`no answer for ${call.method} ${path}`);
      return schema.create(answer(call));
    },
  };
  const sell = createSellModel({
    client,
    local: memoryStore(),
    storageKey: 'active-sell-order-id:no-merchant',
    bridge: { emit: (type: string) => void told.push(type) } as unknown as HostBridge,
    merchant: null,
    defaultCurrency: null,
    currencies: CURRENCIES,
    country: () => DEFAULT_COUNTRY,
    report: () => undefined,
    timings: SPEC_TIMINGS,
    trackAmountSubmitted: () => undefined,
    signedIn: () => true,
  });
  t.after(() => {
    sell.calculator.value?.dispose();
    sell.dispose();
  });
  const reads = (orderId: string) => calls.filter((c) => c.method === 'GET' && c.path === `offramp/orders/${orderId}`).length;
  return { sell, calls, told, reads };
}

/** Lets the model's pending replies (promises, not timers) settle. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('the sell order, followed (spec 2 §4, §9)', () => {
  it('the sell order is read again every 3 s while it is under way, and no more once complete, failed or expired', async (t) => {
    for (const final of ['complete', 'failed', 'expired'] as const) {
      let status: OrderStatus = 'processing_started';
      const { sell, reads } = sellModelWith(t, { 'GET offramp/orders/s1': () => sellOrder('s1', status) });
      mock.timers.enable({ apis: ['setTimeout'] });
      try {
        sell.session.update(sellOrder('s1', 'processing_started'));
        await settled();
        assert.equal(reads('s1'), 1, 'read as soon as it is followed');
        mock.timers.tick(2_999);
        await settled();
        assert.equal(reads('s1'), 1, 'not before 3 s');
        mock.timers.tick(1);
        await settled();
        assert.equal(reads('s1'), 2, 'again at 3 s');
        // On hold is not final: still followed.
        status = 'on_hold';
        mock.timers.tick(3_000);
        await settled();
        assert.equal(reads('s1'), 3);
        status = final;
        mock.timers.tick(3_000);
        await settled();
        assert.equal(reads('s1'), 4);
        assert.equal(sell.session.order.value?.status, final);
        mock.timers.tick(30_000);
        await settled();
        assert.equal(reads('s1'), 4, `no read after ${final}`);
      } finally {
        mock.timers.reset();
      }
    }
  });
});

describe('the sell calculator and the order it creates (spec 2 §3, §4 "Start-up sequence", §7)', () => {
  it('sells USDT on Polygon for EUR by default', async (t) => {
    const { sell } = sellModelWith(t);
    await sell.ensureCalculator();
    const calculator = sell.calculator.value;
    assert.equal(calculator?.pay.value?.tickerWithNetwork, 'USDT-MATIC');
    assert.equal(calculator?.receive.value?.tickerWithNetwork, 'EUR');
  });

  it("quotes with the fee call's provider fee and the fixed default network fee (0), not the network fee the call names", async (t) => {
    const { sell } = sellModelWith(t);
    await sell.ensureCalculator();
    const calculator = sell.calculator.value;
    const until = Date.now() + 10_000;
    while (!calculator?.fees.value && Date.now() < until) await settled();
    assert.deepEqual(calculator?.fees.value?.providerFee, { type: 'percent', value: 1.5 });
    assert.deepEqual(calculator?.fees.value?.networkFeeFiat, { type: 'money', amount: 0, currency: 'USD' });
  });

  it('creates the order with fromAmount when the amount paid was typed, toAmount when the amount received was', async (t) => {
    const { sell, calls, told } = sellModelWith(t, { 'POST offramp/orders': () => sellOrder('s1', 'created') });
    await sell.ensureCalculator();
    const calculator = sell.calculator.value;
    assert.ok(calculator);
    const created = () => calls.filter((c) => c.method === 'POST' && c.path === 'offramp/orders').map((c) => c.body);
    calculator.changePayText('250');
    assert.deepEqual(await sell.createOrder(), { go: '/sell/order/s1/card_select' });
    assert.deepEqual(created().at(-1), { fromCurrency: 'USDT-MATIC', toCurrency: 'EUR', fromAmount: 250 });
    calculator.changeReceiveText('90');
    assert.deepEqual(await sell.createOrder(), { go: '/sell/order/s1/card_select' });
    assert.deepEqual(created().at(-1), { fromCurrency: 'USDT-MATIC', toCurrency: 'EUR', toAmount: 90 });
    assert.deepEqual(told, ['operation_created', 'operation_created']);
  });

  it('a sale that starts reads the payout cards again: the card screen waits for them, not for the list of before', async (t) => {
    const { sell } = sellModelWith(t, { 'POST offramp/orders': () => sellOrder('s1', 'created'), 'GET offramp/customers/cards': () => [] });
    await sell.loadCards();
    assert.deepEqual(sell.cards.value, []);
    await sell.ensureCalculator();
    await sell.createOrder();
    assert.equal(sell.cards.value, null);
  });
});

describe('payout cards and the order on the card screens (spec 2 "Card select", §7)', () => {
  it('a card screen of a created order reserves it once, with POST orders/{id}/processing/reserve; the payment screen does not', async (t) => {
    const { sell, calls } = sellModelWith(t, {
      'GET offramp/orders/s1': () => sellOrder('s1', 'created'),
      'POST orders/s1/processing/reserve': () => sellOrder('s1', 'reserved'),
    });
    const reserves = () => calls.filter((c) => c.method === 'POST' && c.path.endsWith('/reserve')).map((c) => c.path);
    const closePayment = sell.openOrder('s1', 'payment');
    await settled();
    assert.deepEqual(reserves(), []);
    closePayment();
    const close = sell.openOrder('s1', 'card_create');
    await settled();
    await settled();
    assert.deepEqual(reserves(), ['orders/s1/processing/reserve']);
    assert.equal(sell.session.order.value?.status, 'reserved');
    close();
  });

  it('a saved card is processed as {id, data: {id: <card id>}} on the off-ramp processing path, then the payment screen', async (t) => {
    const { sell, calls } = sellModelWith(t, {
      'GET offramp/customers/cards': () => [{ id: 'c1', type: 'visa', lastFourDigits: '4242' }, { id: 'c2', type: 'mastercard', lastFourDigits: '4444' }],
      'POST offramp/orders/s1/processing': () => sellOrder('s1', 'can_be_processed'),
    });
    await sell.loadCards();
    sell.selectCard('c2');
    assert.deepEqual(await sell.proceedWithCard('s1'), { go: '/sell/order/s1/payment' });
    assert.deepEqual(
      calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body]),
      [['offramp/orders/s1/processing', { id: 's1', data: { id: 'c2' } }]],
    );
  });

  it('the selection defaults to the first card; a deleted card is gone because the list is read again', async (t) => {
    let cards = [{ id: 'c1', type: 'visa', lastFourDigits: '4242' }, { id: 'c2', type: 'mastercard', lastFourDigits: '4444' }];
    const { sell, calls } = sellModelWith(t, {
      'GET offramp/customers/cards': () => cards,
      'DELETE offramp/customers/cards/c1': () => {
        cards = cards.filter((card) => card.id !== 'c1');
        return null;
      },
    });
    await sell.loadCards();
    assert.equal(sell.selectedCard.value, 'c1');
    await sell.removeCard('c1');
    assert.deepEqual(calls.map((c) => `${c.method} ${c.path}`), ['GET offramp/customers/cards', 'DELETE offramp/customers/cards/c1', 'GET offramp/customers/cards']);
    assert.deepEqual(sell.cards.value?.map((card) => card.id), ['c2']);
    assert.equal(sell.selectedCard.value, 'c2');
  });

  it('after login the payout cards are fetched; another customer, or none, resets the cards, the selection and the order in view', async (t) => {
    const { sell, calls } = sellModelWith(t, { 'GET offramp/customers/cards': () => [{ id: 'c1', type: 'visa', lastFourDigits: '4242' }] });
    const user = signal<User | null>(null);
    const cardReads = () => calls.filter((c) => c.path === 'offramp/customers/cards').length;
    const stop = sell.followCustomer(user);
    try {
      assert.equal(calls.length, 0, 'nobody signed in: no call');
      user.value = { id: 7, email: 'ada@example.com' } as User;
      await settled();
      assert.equal(cardReads(), 1);
      assert.equal(sell.selectedCard.value, 'c1');
      sell.session.update(sellOrder('s1', 'created'));
      // Another customer signs in: nothing of the first stays, and their own cards are read.
      user.value = { id: 8, email: 'grace@example.com' } as User;
      assert.equal(sell.cards.value, null);
      assert.equal(sell.selectedCard.value, null);
      assert.equal(sell.session.order.value, null);
      await settled();
      assert.equal(cardReads(), 2);
      // Signed out: reset again, and nothing read.
      sell.session.update(sellOrder('s1', 'created'));
      user.value = null;
      await settled();
      assert.equal(sell.cards.value, null);
      assert.equal(sell.selectedCard.value, null);
      assert.equal(sell.session.order.value, null);
      assert.equal(cardReads(), 2);
    } finally {
      stop();
    }
  });
});

describe('the antifraud step (spec 2 §4)', () => {
  it('an order resumed in kyc_waiting sets the flag (the check under way); once the order leaves kyc_waiting it is cleared', async (t) => {
    let status: OrderStatus = 'kyc_waiting';
    const { sell } = sellModelWith(t, { 'GET offramp/orders/s1': () => sellOrder('s1', status) });
    sell.session.update(sellOrder('s1', 'processing_started'));
    assert.deepEqual(await sell.resume(), { go: '/sell/order/s1/card_select' });
    assert.equal(sell.antifraudRecovery.value, true);
    status = 'reserved';
    await sell.session.refresh();
    assert.equal(sell.antifraudRecovery.value, false);
  });
});

describe('card create (spec 2 "Card create", §5, §9: mustBeSaved true)', () => {
  /** The payout card form of order s1 on a vault whose fields are valid; the body it sends is the call's. */
  function payoutCardForm(t: TestContext) {
    const { sell, calls } = sellModelWith(t, { 'POST offramp/orders/s1/processing': () => sellOrder('s1', 'can_be_processed') });
    const form = createPayoutCardForm({ sell, orderId: 's1', today: () => new Date(2026, 10, 23), session: memoryStore() });
    const vault: CardVaultForm = {
      field: () => undefined,
      // The vault fills the fields in; here each is its name in capitals.
      send: async (_request, data) => ({ status: 200, data: data({ number: 'NUMBER', expirationDate: 'EXPIRATION', holder: 'HOLDER' }) }),
      unmount: () => undefined,
    };
    form.attachVault(vault);
    const valid = { isValid: true, isEmpty: false };
    form.reportVaultState({ number: { ...valid, last4: '4242' }, expirationDate: valid, holder: valid });
    form.changeDateOfBirth('10.12.1985');
    const sent = () => calls.filter((c) => c.path === 'offramp/orders/s1/processing').map((c) => c.body);
    return { form, sent };
  }

  it('the card is sent with save for later on unless unticked (mustBeSaved), once the terms are agreed to', async (t) => {
    const { form, sent } = payoutCardForm(t);
    assert.equal(form.saveCard.value, true, 'save for later starts ticked');
    // The terms agreement is required.
    assert.deepEqual(await form.submit(), STAY);
    assert.equal(form.problems.value.agreement, 'emailForm.termsAgreement.required');
    assert.deepEqual(sent(), []);
    form.agreement.set(true);
    assert.deepEqual(await form.submit(), { go: '/sell/order/s1/payment' });
    form.saveCard.set(false);
    assert.deepEqual(await form.submit(), { go: '/sell/order/s1/payment' });
    const card = { number: 'NUMBER', expirationDate: 'EXPIRATION', holder: 'HOLDER', dateOfBirth: '10.12.1985' };
    assert.deepEqual(sent(), [{ card: [{ ...card, mustBeSaved: true }] }, { card: [{ ...card, mustBeSaved: false }] }]);
  });
});

describe('card submit errors (spec 2 §5, §8)', () => {
  it("the server's card field errors come back by field (card.number, card.expirationDate, card.holder, card.dateOfBirth); any other failure as one message", async (t) => {
    let refusal = new ApiError('validation_error', 'Check the card', {
      'card.number': ['Not a card number'],
      'card.0.expirationDate': ['Expired'],
      'card.holder': ['Name as on the card, please'],
      'card.dateOfBirth': ['Too young'],
      email: ['Not a card field'],
    }, 400);
    const { sell } = sellModelWith(t, {
      'POST offramp/orders/s1/processing': () => {
        throw refusal;
      },
    });
    const payment = { body: { id: 's1', data: { id: 'c1' } } };
    const refused = await sell.process('s1', payment);
    assert.equal(refused.ok, false);
    assert.deepEqual(!refused.ok && refused.fields, { number: 'Not a card number', expirationDate: 'Expired', holder: 'Name as on the card, please', dateOfBirth: 'Too young' });
    refusal = new ApiError('api_server_error', 'Payouts are paused', null, 500);
    const failed = await sell.process('s1', payment);
    assert.deepEqual(!failed.ok && failed.fields, {});
  });
});
