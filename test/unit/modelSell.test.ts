/**
 * The off-ramp's model (spec 2): the sell calculator, the sell order's creation and screens, the payout
 * cards, and what follows a change of customer. The real model and client against a backend on loopback.
 */
import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import { type ReadonlySignal, signal } from '@preact/signals-react';
import { VaultValidationError } from '../../src/api/errors';
import type { User } from '../../src/domain/entities';
import { DEFAULT_FEES } from '../../src/domain/fees';
import { ROUTES } from '../../src/domain/routes';
import type { CalculatorModel } from '../../src/state/calculator';
import { STAY, go } from '../../src/state/navigation';
import { createSellModel, loadSellRates } from '../../src/state/sell';
import { hostEvents, held } from './buyOrderModel';
import { type Answer, type Received, loopbackBackend, routes, waitFor } from './loopbackBackend';
import { memoryStore } from './memoryStore';
import { COUNTRY, FEES, PAYOUT_CARD, customer, sellOrder } from './replies';

const SELL_KEY = 'active-sell-order:signature';
const currency = (ticker: string, isCrypto: boolean, id: number) => ({
  id,
  name: ticker,
  ticker: ticker.split('-')[0] ?? ticker,
  viewedTicker: ticker,
  tickerWithNetwork: ticker,
  decimals: isCrypto ? 8 : 2,
  roundOff: isCrypto ? 6 : 2,
  isCrypto,
  blockchainNetwork: isCrypto ? 'BTC' : null,
});
const CURRENCIES = [currency('BTC', true, 1), currency('USDT-MATIC', true, 2), currency('EUR', false, 3), currency('USD', false, 4)];
const rate = (from: string, multiplier: number, minAmount: number, maxAmount: number) => ({
  fromCurrency: from,
  minAmount,
  maxAmount,
  availablePaymentTypes: ['card'],
  exchangeRate: { multiplier, divisor: 1 },
});
const SELL_RATES = {
  BTC_EUR: rate('BTC', 60_000, 0.001, 10),
  BTC_USD: rate('BTC', 65_000, 0.001, 10),
  'USDT-MATIC_EUR': rate('USDT-MATIC', 0.92, 10, 10_000),
  'USDT-MATIC_USD': rate('USDT-MATIC', 1, 10, 10_000),
};
const MERCHANT = { apiKey: 'pk_live', signature: 'sig', payload: '{"fromCurrency":"BTC","toCurrency":"USD"}', parsedPayload: { fromCurrency: 'BTC', toCurrency: 'USD' } };
const PAYOUT_2 = { id: 'payout-2', lastFourDigits: '5555' };

/** The off-ramp's backend: rates and fees always; the rest as the test says. */
function sellBackend(extra: Record<string, Answer | (() => Answer | Promise<Answer>)> = {}) {
  return routes({
    'GET /widget/v1/offramp/currencies/rates': { result: SELL_RATES },
    'GET /widget/v1/offramp/currencies/rates?apiKey=pk_live': { result: SELL_RATES },
    'GET /widget/v1/offramp/currencies/fees/BTC/DE': { result: FEES },
    'GET /widget/v1/offramp/currencies/fees/USDT-MATIC/DE': { result: FEES },
    ...extra,
  });
}

type SellSetup = { merchant?: typeof MERCHANT | null; defaultCurrency?: string | null; storedId?: string; signedIn?: boolean; quoteRefreshMs?: number; sellOrderPollMs?: number };

async function sellModel(t: TestContext, answer: (request: Received) => Answer | Promise<Answer>, setup: SellSetup = {}) {
  const backend = await loopbackBackend(answer);
  const client = backend.client();
  const local = memoryStore(setup.storedId ? { [SELL_KEY]: setup.storedId } : {});
  const host = hostEvents();
  const reports: unknown[] = [];
  const tracked: CalculatorModel[] = [];
  const model = createSellModel({
    client,
    local,
    storageKey: SELL_KEY,
    bridge: host.bridge,
    merchant: setup.merchant ?? null,
    defaultCurrency: setup.defaultCurrency ?? null,
    currencies: CURRENCIES,
    country: () => COUNTRY,
    report: (error) => void reports.push(error),
    timings: { sellOrderPollMs: setup.sellOrderPollMs ?? 60_000, quoteRefreshMs: setup.quoteRefreshMs ?? 60_000 },
    trackAmountSubmitted: (calculator) => void tracked.push(calculator),
    signedIn: () => setup.signedIn ?? true,
  });
  t.after(async () => {
    model.calculator.peek()?.dispose();
    model.dispose();
    await backend.close();
  });
  return { model, backend, local, host, reports, tracked, lines: () => backend.received.map((request) => `${request.method} ${request.path}`) };
}

/** The calculator ready to sell: its rates and the fees of its pair in. */
async function readyCalculator(model: Awaited<ReturnType<typeof sellModel>>['model']): Promise<CalculatorModel> {
  await model.ensureCalculator();
  const calculator = model.calculator.value;
  assert.ok(calculator);
  await waitFor(() => calculator.canProceed.value, 'the calculator to be ready');
  return calculator;
}

const bodyOf = (lines: Received[], line: string) => lines.find((request) => `${request.method} ${request.path}` === line)?.body;

describe('the sell calculator', () => {
  it('loads the rates once, with the merchant’s key: the merchant’s crypto and fiat, locked; the fees of the crypto in the customer’s country, network fee as the default', async (t) => {
    const { model, lines } = await sellModel(t, sellBackend(), { merchant: MERCHANT });
    assert.equal(model.calculatorState.value, 'idle');
    const first = model.ensureCalculator();
    assert.equal(model.calculatorState.value, 'loading');
    const second = model.ensureCalculator();
    await Promise.all([first, second]);
    assert.equal(model.calculatorState.value, 'ready');
    const calculator = await readyCalculator(model);
    assert.equal(calculator.pay.value?.tickerWithNetwork, 'BTC');
    assert.equal(calculator.receive.value?.tickerWithNetwork, 'USD');
    assert.deepEqual(calculator.locks, { payCurrency: true, receiveCurrency: true, payAmount: false, receiveAmount: false });
    assert.equal(calculator.pay.value?.networkNameKey, 'networksSell.BTC', 'the sell flow’s network names');
    assert.deepEqual(calculator.fees.value?.networkFeeFiat, DEFAULT_FEES.networkFeeFiat);
    await model.ensureCalculator();
    assert.deepEqual(lines(), ['GET /widget/v1/offramp/currencies/rates?apiKey=pk_live', 'GET /widget/v1/offramp/currencies/fees/BTC/DE']);
  });

  it('a merchant’s currencies that do not fit selling are not used: the default crypto, the merchant’s default fiat', async (t) => {
    const merchant = { ...MERCHANT, parsedPayload: { fromCurrency: 'EUR', toCurrency: 'BTC' } };
    const { model } = await sellModel(t, sellBackend(), { merchant, defaultCurrency: 'USD' });
    const calculator = await readyCalculator(model);
    assert.equal(calculator.pay.value?.tickerWithNetwork, 'USDT-MATIC');
    assert.equal(calculator.receive.value?.tickerWithNetwork, 'USD');
    assert.equal(calculator.locks.payCurrency, false);
    assert.equal(calculator.locks.receiveCurrency, false);
  });

  it('rates start-up brought are used as they are; without a merchant the fiat is the default', async (t) => {
    const { model, lines } = await sellModel(t, sellBackend());
    await model.ensureCalculator(SELL_RATES);
    assert.equal(model.calculator.value?.receive.value?.tickerWithNetwork, 'EUR');
    assert.ok(!lines().some((line) => line.includes('rates')));
  });

  it('rates without a pair to sell: nothing to sell, back to the calculator, nothing said or reported', async (t) => {
    const { model, reports, lines } = await sellModel(t, (request) => (request.path.includes('rates') ? { result: {} } : sellBackend()(request)));
    await model.ensureCalculator();
    assert.equal(model.calculatorState.value, 'ready');
    assert.deepEqual(await model.createOrder(), { go: ROUTES.sell });
    assert.equal(model.creationFailure.value, null);
    assert.deepEqual(reports, []);
    assert.ok(!lines().some((line) => line.startsWith('POST')));
  });

  it('rates that could not load: the calculator failed, reported; asked again, it loads', async (t) => {
    let fail = true;
    const { model, reports } = await sellModel(t, (request) => {
      if (request.path.includes('rates') && fail) return { status: 500, error: { code: 'api_server_error', message: 'Down' } };
      return sellBackend()(request);
    });
    await model.ensureCalculator();
    assert.equal(model.calculatorState.value, 'failed');
    assert.equal(reports.length, 1);
    fail = false;
    await model.ensureCalculator();
    assert.equal(model.calculatorState.value, 'ready');
  });

  it('a quote read again whose rate moved tells the host', async (t) => {
    let reads = 0;
    const moved = { ...SELL_RATES, 'USDT-MATIC_EUR': rate('USDT-MATIC', 0.95, 10, 10_000) };
    const { model, host } = await sellModel(
      t,
      (request) => {
        if (request.path.startsWith('/widget/v1/offramp/currencies/rates')) return { result: ++reads > 1 ? moved : SELL_RATES };
        return sellBackend()(request);
      },
      { quoteRefreshMs: 20 },
    );
    const calculator = await readyCalculator(model);
    calculator.followQuote.resume();
    await waitFor(() => host.types().includes('quote_updated'), 'the quote update');
    calculator.followQuote.pause();
    assert.deepEqual(host.events.find((event) => event.type === 'quote_updated')?.data, { payCurrency: 'USDT-MATIC', receiveCurrency: 'EUR', rate: 0.95 });
  });

  it('the rates alone, for start-up', async (t) => {
    const backend = await loopbackBackend(sellBackend());
    t.after(() => backend.close());
    assert.deepEqual(await loadSellRates(backend.client(), 'pk_live'), SELL_RATES);
    assert.deepEqual(await loadSellRates(backend.client()), SELL_RATES);
  });
});

describe("the calculator's Proceed", () => {
  it('tells analytics the amount, and goes to welcome when signed in, else to the sell login', async (t) => {
    const signedIn = await sellModel(t, sellBackend());
    assert.deepEqual(signedIn.model.proceed(), STAY, 'no calculator yet');
    const calculator = await readyCalculator(signedIn.model);
    assert.deepEqual(signedIn.model.proceed(), go(ROUTES.sellWelcome));
    assert.deepEqual(signedIn.tracked, [calculator]);
    const visitor = await sellModel(t, sellBackend(), { signedIn: false });
    await readyCalculator(visitor.model);
    assert.deepEqual(visitor.model.proceed(), go(ROUTES.sellLogin));
  });
});

describe('creating the sell order', () => {
  it('sends the side the customer fixed with the merchant’s launch data and an idempotency key; the host hears it; card select next', async (t) => {
    const { model, backend, host, local } = await sellModel(
      t,
      sellBackend({ 'POST /widget/v1/offramp/orders': { result: sellOrder() }, 'GET /widget/v1/offramp/orders/sell-1': { result: sellOrder() } }),
      { merchant: MERCHANT },
    );
    const calculator = await readyCalculator(model);
    assert.deepEqual(await model.createOrder(), { go: '/sell/order/sell-1/card_select' });
    const sent = backend.received.find((request) => request.path === '/widget/v1/offramp/orders');
    assert.deepEqual(sent?.body, { fromCurrency: 'BTC', toCurrency: 'USD', fromAmount: calculator.payValue.value, merchantData: { apiKey: 'pk_live', signature: 'sig', payload: MERCHANT.payload } });
    assert.match(String(sent?.headers['idempotency-key']), /^[0-9a-f]{32}$/);
    assert.deepEqual(host.events, [{ type: 'operation_created', data: { orderId: 'sell-1' } }]);
    assert.equal(local.get(SELL_KEY), 'sell-1');
    assert.equal(model.session.order.value?.id, 'sell-1');
    assert.equal(model.creating.value, false);
  });

  it('the receive side fixed sends the amount received; without a merchant no launch data', async (t) => {
    const { model, backend } = await sellModel(t, sellBackend({ 'POST /widget/v1/offramp/orders': { result: sellOrder() } }));
    const calculator = await readyCalculator(model);
    calculator.changeReceiveText('50');
    await model.createOrder();
    assert.deepEqual(bodyOf(backend.received, 'POST /widget/v1/offramp/orders'), { fromCurrency: 'USDT-MATIC', toCurrency: 'EUR', toAmount: 50 });
  });

  it('nothing to sell without a ready calculator, nor twice at once', async (t) => {
    const { model, lines } = await sellModel(t, sellBackend({ 'POST /widget/v1/offramp/orders': () => reply.promise }));
    const reply = held<Answer>();
    assert.deepEqual(await model.createOrder(), { go: ROUTES.sell });
    await readyCalculator(model);
    const first = model.createOrder();
    assert.equal(model.creating.value, true);
    assert.deepEqual(await model.createOrder(), { go: ROUTES.sell });
    reply.release({ result: sellOrder() });
    assert.deepEqual(await first, { go: '/sell/order/sell-1/card_select' });
    assert.equal(lines().filter((line) => line === 'POST /widget/v1/offramp/orders').length, 1);
  });

  it('a sale started: the payout cards are read again on the card screen', async (t) => {
    const { model } = await sellModel(t, sellBackend({ 'POST /widget/v1/offramp/orders': { result: sellOrder() }, 'GET /widget/v1/offramp/customers/cards': { result: [PAYOUT_CARD] } }));
    await model.loadCards();
    assert.deepEqual(model.cards.value, [PAYOUT_CARD]);
    await readyCalculator(model);
    await model.createOrder();
    assert.equal(model.cards.value, null);
  });

  it('what each refusal means: verification, the banned screen, or back to the calculator saying why', async (t) => {
    const cases: [Answer, string, unknown][] = [
      [{ status: 400, error: { code: 'must_pass_kyc', message: 'KYC' } }, ROUTES.sellKyc, null],
      [{ status: 400, error: { code: 'max_sum_for_light_kyc_exceeded', message: 'KYC' } }, ROUTES.sellKyc, null],
      [{ status: 403, error: { code: 'customer_is_blocked', message: 'Blocked' } }, ROUTES.bannedUser, null],
      [{ status: 400, error: { code: 'validation_error', message: 'Invalid', payload: { fromAmount: ['Too little'] } } }, ROUTES.sell, { kind: 'validation', field: 'fromAmount', message: 'Too little' }],
      [{ status: 400, error: { code: 'no_payment_provider_can_be_used', message: 'None' } }, ROUTES.sell, { kind: 'noProvider' }],
    ];
    for (const [answer, route, failure] of cases) {
      const { model } = await sellModel(t, sellBackend({ 'POST /widget/v1/offramp/orders': answer }));
      await readyCalculator(model);
      assert.deepEqual(await model.createOrder(), { go: route });
      assert.deepEqual(model.creationFailure.value, failure);
    }
  });

  it('a merchant order id used before: the host hears it with the merchant’s payload', async (t) => {
    const { model, host } = await sellModel(t, sellBackend({ 'POST /widget/v1/offramp/orders': { status: 400, error: { code: 'merchant_order_id_not_unique', message: 'Used' } } }), {
      merchant: MERCHANT,
    });
    await readyCalculator(model);
    assert.deepEqual(await model.createOrder(), { go: ROUTES.sell });
    assert.deepEqual(host.events, [{ type: 'merchant_order_id_exists', data: { payload: MERCHANT.parsedPayload } }]);
    assert.deepEqual(model.creationFailure.value, { kind: 'merchantOrderIdExists', message: 'Used' });
  });

  it('a sale lost on the way keeps its key; once the backend answered, the next sale has a new one; Proceed clears what the calculator said', async (t) => {
    const answers: Answer[] = ['reset', { status: 400, error: { code: 'order_not_created', message: 'No' } }, { status: 400, error: { code: 'order_not_created', message: 'No' } }];
    const { model, backend, local } = await sellModel(t, (request) => {
      if (request.path === '/widget/v1/offramp/orders') return answers.shift() ?? 'reset';
      if (request.path.endsWith('languages')) return { result: [] };
      return sellBackend()(request);
    });
    await readyCalculator(model);
    await model.createOrder();
    assert.deepEqual(model.creationFailure.value, { kind: 'connection' });
    assert.equal(JSON.parse(local.get('pending-order-creation:sell') ?? '{}').key, backend.received.find((request) => request.path === '/widget/v1/offramp/orders')?.headers['idempotency-key'], 'kept where a reload of the sell flow finds it');
    await model.createOrder();
    await model.createOrder();
    const keys = backend.received.filter((request) => request.path === '/widget/v1/offramp/orders').map((request) => request.headers['idempotency-key']);
    assert.equal(keys[0], keys[1]);
    assert.notEqual(keys[1], keys[2]);
    assert.deepEqual(model.creationFailure.value, { kind: 'unknown' });
    model.proceed();
    assert.equal(model.creationFailure.value, null);
  });
});

describe('where a seller goes on after login', () => {
  it('an unfinished order resumes on its screen; one held for the antifraud check waits on card select, the check marked under way', async (t) => {
    const reserved = await sellModel(t, sellBackend({ 'GET /widget/v1/offramp/orders/sell-1': { result: sellOrder() } }), { storedId: 'sell-1' });
    assert.equal(reserved.model.antifraudRecovery.value, false, 'no check under way at first');
    assert.deepEqual(await reserved.model.resume(), { go: '/sell/order/sell-1/card_select' });
    assert.equal(reserved.model.antifraudRecovery.value, false);
    const paying = await sellModel(t, sellBackend({ 'GET /widget/v1/offramp/orders/sell-1': { result: sellOrder({ status: 'processing_started' }) } }), { storedId: 'sell-1' });
    assert.deepEqual(await paying.model.resume(), { go: '/sell/order/sell-1/payment' });
    const heldOrder = await sellModel(t, sellBackend({ 'GET /widget/v1/offramp/orders/sell-1': { result: sellOrder({ status: 'kyc_waiting' }) } }), { storedId: 'sell-1' });
    assert.deepEqual(await heldOrder.model.continueAfterLogin(customer()), { go: '/sell/order/sell-1/card_select' });
    assert.equal(heldOrder.model.antifraudRecovery.value, true);
  });

  it('no unfinished order: the order is created from a ready calculator, else back to the calculator', async (t) => {
    const finished = await sellModel(
      t,
      sellBackend({ 'GET /widget/v1/offramp/orders/sell-0': { result: sellOrder({ id: 'sell-0', status: 'complete' }) }, 'POST /widget/v1/offramp/orders': { result: sellOrder() } }),
      { storedId: 'sell-0' },
    );
    await readyCalculator(finished.model);
    finished.model.noteAntifraudCheck(true);
    assert.deepEqual(await finished.model.resume(), { go: '/sell/order/sell-1/card_select' });
    assert.equal(finished.model.antifraudRecovery.value, false);
    const unreadable = await sellModel(t, sellBackend({ 'GET /widget/v1/offramp/orders/sell-0': { status: 500, error: { code: 'api_server_error' } } }), { storedId: 'sell-0' });
    unreadable.model.noteAntifraudCheck(true);
    assert.deepEqual(await unreadable.model.resume(), { go: ROUTES.sell }, 'the calculator is not ready yet');
    assert.equal(unreadable.reports.length, 1);
    assert.equal(unreadable.model.antifraudRecovery.value, false);
    assert.ok(!unreadable.lines().some((line) => line.startsWith('POST')), 'nothing sold from a calculator not ready');
  });

  it('rates that cannot load: back to the calculator', async (t) => {
    const { model } = await sellModel(t, (request) => (request.path.includes('rates') ? { status: 500, error: { code: 'api_server_error' } } : sellBackend()(request)));
    assert.deepEqual(await model.resume(), { go: ROUTES.sell });
    assert.equal(model.calculatorState.value, 'failed');
  });

  it('a blocked customer goes to the banned screen without reading anything', async (t) => {
    const { model, lines } = await sellModel(t, sellBackend());
    assert.deepEqual(await model.continueAfterLogin(customer({ isBlocked: true })), { go: ROUTES.bannedUser });
    assert.deepEqual(lines(), []);
  });
});

describe('a sell order screen', () => {
  it('a card screen reads the order and reserves its rate once, when it waits for a card; other screens do not reserve', async (t) => {
    const { model, lines } = await sellModel(
      t,
      sellBackend({
        'GET /widget/v1/offramp/orders/sell-1': { result: sellOrder() },
        'POST /widget/v1/orders/sell-1/processing/reserve': { result: sellOrder({ reservationExpiresAt: '2026-01-01T00:15:00.000Z' }) },
      }),
    );
    const close = model.openOrder('sell-1', 'card_select');
    await waitFor(() => model.session.order.value?.reservationExpiresAt !== undefined, 'the reservation');
    assert.equal(lines()[0], 'GET /widget/v1/offramp/orders/sell-1');
    assert.deepEqual(lines().filter((line) => line.startsWith('POST')), ['POST /widget/v1/orders/sell-1/processing/reserve']);
    close();
    const status = model.openOrder('sell-1', 'status');
    status();
    await model.session.refresh('sell-1');
    assert.equal(lines().filter((line) => line.endsWith('/reserve')).length, 1);
  });

  it('a card creation screen reserves too; an order past the card step is not reserved', async (t) => {
    const { model, lines } = await sellModel(
      t,
      sellBackend({
        'GET /widget/v1/offramp/orders/sell-1': { result: sellOrder({ status: 'processing_started' }) },
        'GET /widget/v1/offramp/orders/sell-2': { result: sellOrder({ id: 'sell-2' }) },
        'POST /widget/v1/orders/sell-2/processing/reserve': { result: sellOrder({ id: 'sell-2' }) },
      }),
    );
    const first = model.openOrder('sell-1', 'card_create');
    await waitFor(() => model.session.load.value === 'ready', 'the order');
    first();
    const second = model.openOrder('sell-2', 'card_create');
    await waitFor(() => lines().includes('POST /widget/v1/orders/sell-2/processing/reserve'), 'the reservation');
    second();
    assert.ok(!lines().includes('POST /widget/v1/orders/sell-1/processing/reserve'));
  });

  it('the reservation ran out: the order is read again; Make new order forgets it', async (t) => {
    let expired = false;
    const { model, local, host, lines } = await sellModel(t, sellBackend({ 'GET /widget/v1/offramp/orders/sell-1': () => ({ result: sellOrder({ status: expired ? 'expired' : 'reserved' }) }) }), {
      storedId: 'sell-1',
    });
    await model.session.open('sell-1');
    // Followed: read at once, then every 60 s here.
    await waitFor(() => lines().filter((line) => line === 'GET /widget/v1/offramp/orders/sell-1').length === 2, 'the first follow-up read');
    expired = true;
    model.expire('sell-1');
    await waitFor(() => model.session.order.value?.status === 'expired', 'the order read again');
    assert.deepEqual(host.types(), ['order_expired']);
    assert.deepEqual(model.newOrder(), go(ROUTES.sell));
    assert.equal(model.session.order.value, null);
    assert.equal(local.get(SELL_KEY), null);
  });

  it('an order out of kyc_waiting has no antifraud check under way any more', async (t) => {
    const { model } = await sellModel(t, sellBackend());
    model.session.update(sellOrder({ status: 'kyc_waiting' }));
    model.noteAntifraudCheck(true);
    model.session.update(sellOrder({ status: 'kyc_waiting' }));
    assert.equal(model.antifraudRecovery.value, true);
    model.session.update(sellOrder({ status: 'reserved' }));
    assert.equal(model.antifraudRecovery.value, false);
  });
});

describe('payout cards', () => {
  it('card select reads the cards: the first chosen, a choice kept while its card is there', async (t) => {
    const { model, lines } = await sellModel(t, sellBackend({ 'GET /widget/v1/offramp/customers/cards': { result: [PAYOUT_CARD, PAYOUT_2] } }));
    model.openCardSelect();
    await waitFor(() => model.cards.value !== null, 'the cards');
    assert.equal(model.selectedCard.value, 'payout-1');
    model.selectCard('payout-2');
    model.openCardSelect();
    await waitFor(() => lines().length === 2, 'the cards read again');
    await waitFor(() => model.cardsProblem.value === null, 'settled');
    assert.equal(model.selectedCard.value, 'payout-2');
  });

  it('cards that cannot be read say so in words, reported; Try again clears it', async (t) => {
    let fail = true;
    const { model, reports } = await sellModel(t, (request) =>
      request.path.endsWith('/cards') && fail ? 'reset' : sellBackend({ 'GET /widget/v1/offramp/customers/cards': { result: [] } })(request),
    );
    model.openCardSelect();
    await waitFor(() => model.cardsProblem.value !== null, 'the problem');
    assert.deepEqual(model.cardsProblem.value, { key: 'errors.connection', serverText: null });
    assert.equal(reports.length, 1);
    const refused = await sellModel(t, sellBackend({ 'GET /widget/v1/offramp/customers/cards': { status: 500, error: { code: 'api_server_error', message: 'Cards are down' } } }));
    refused.model.openCardSelect();
    await waitFor(() => refused.model.cardsProblem.value !== null, 'the refusal');
    assert.deepEqual(refused.model.cardsProblem.value, { key: 'problems.failed', serverText: 'Cards are down' });
    fail = false;
    model.openCardSelect();
    assert.equal(model.cardsProblem.value, null);
    await waitFor(() => model.cards.value !== null, 'the cards');
  });

  it('deleting a card reads the list again; the deleted choice goes to the first card left', async (t) => {
    let cards = [PAYOUT_CARD, PAYOUT_2];
    const { model, lines } = await sellModel(
      t,
      sellBackend({
        'GET /widget/v1/offramp/customers/cards': () => ({ result: cards }),
        'DELETE /widget/v1/offramp/customers/cards/payout-1': () => {
          cards = [PAYOUT_2];
          return { result: null };
        },
      }),
    );
    await model.loadCards();
    const removing = model.removeCard('payout-1');
    assert.equal(model.cardBusy.value, 'delete');
    await removing;
    assert.equal(model.cardBusy.value, null);
    assert.deepEqual(lines(), ['GET /widget/v1/offramp/customers/cards', 'DELETE /widget/v1/offramp/customers/cards/payout-1', 'GET /widget/v1/offramp/customers/cards']);
    assert.deepEqual(model.cards.value, [PAYOUT_2]);
    assert.equal(model.selectedCard.value, 'payout-2');
  });

  it('deleting another card keeps the choice; a refused deletion says why, reported', async (t) => {
    let refuse = false;
    let cards = [PAYOUT_CARD, PAYOUT_2, { id: 'payout-3', lastFourDigits: '3333' }];
    const { model, reports } = await sellModel(
      t,
      sellBackend({
        'GET /widget/v1/offramp/customers/cards': () => ({ result: cards }),
        'DELETE /widget/v1/offramp/customers/cards/payout-3': () => {
          cards = [PAYOUT_CARD, PAYOUT_2];
          return { result: null };
        },
        'DELETE /widget/v1/offramp/customers/cards/payout-2': () => (refuse ? { status: 400, error: { code: 'validation_error', message: 'Card in use' } } : { result: null }),
      }),
    );
    await model.loadCards();
    model.selectCard('payout-2');
    await model.removeCard('payout-3');
    assert.equal(model.selectedCard.value, 'payout-2');
    refuse = true;
    await model.removeCard('payout-2');
    assert.deepEqual(model.cardsProblem.value, { key: 'problems.failed', serverText: 'Card in use' });
    assert.equal(reports.length, 1);
  });

  it('Proceed with the chosen card processes the order with its id, then the payment screen', async (t) => {
    const { model, backend } = await sellModel(
      t,
      sellBackend({
        'GET /widget/v1/offramp/customers/cards': { result: [PAYOUT_CARD] },
        'POST /widget/v1/offramp/orders/sell-1/processing': { result: sellOrder({ status: 'processing_started' }) },
      }),
    );
    assert.deepEqual(await model.proceedWithCard('sell-1'), STAY, 'no card chosen');
    await model.loadCards();
    const proceeding = model.proceedWithCard('sell-1');
    assert.equal(model.cardBusy.value, 'proceed');
    assert.deepEqual(await model.proceedWithCard('sell-1'), STAY, 'one at a time');
    assert.deepEqual(await proceeding, go('/sell/order/sell-1/payment'));
    assert.equal(model.cardBusy.value, null);
    assert.deepEqual(bodyOf(backend.received, 'POST /widget/v1/offramp/orders/sell-1/processing'), { id: 'sell-1', data: { id: 'payout-1' } });
    assert.equal(model.session.order.value?.status, 'processing_started');
  });

  it('a refused card stays on card select saying why; the order is not read again for it', async (t) => {
    const { model, lines } = await sellModel(
      t,
      sellBackend({
        'GET /widget/v1/offramp/customers/cards': { result: [PAYOUT_CARD] },
        'GET /widget/v1/offramp/orders/sell-1': { result: sellOrder() },
        'POST /widget/v1/offramp/orders/sell-1/processing': { status: 400, error: { code: 'validation_error', message: 'Card expired' } },
      }),
    );
    const reads = () => lines().filter((line) => line === 'GET /widget/v1/offramp/orders/sell-1').length;
    model.session.update(sellOrder());
    await waitFor(() => reads() === 1, 'the follow-up read');
    await model.loadCards();
    assert.deepEqual(await model.proceedWithCard('sell-1'), STAY);
    assert.deepEqual(model.cardProblem.value, { key: 'problems.failed', serverText: 'Card expired' });
    await model.session.refresh('sell-1');
    assert.equal(reads(), 2, 'only the read asked here');
  });
});

describe('processing a sell order with a payout card', () => {
  it('card field errors come back by field; an order that moved on is read again', async (t) => {
    const { model, lines, reports } = await sellModel(
      t,
      sellBackend({
        'POST /widget/v1/offramp/orders/sell-1/processing': {
          status: 400,
          error: { code: 'order_status_cannot_be_changed', message: 'Moved on', payload: { 'card.0.number': ['Bad number'], 'card.holder': ['Required'], 'card.cvv': ['n/a'] } },
        },
        'GET /widget/v1/offramp/orders/sell-1': { result: sellOrder({ status: 'expired' }) },
      }),
    );
    assert.deepEqual(await model.process('sell-1', { body: { id: 'sell-1', data: { id: 'payout-1' } } }), {
      ok: false,
      fields: { number: 'Bad number', holder: 'Required' },
      problem: { key: 'problems.failed', serverText: 'Moved on' },
    });
    await waitFor(() => model.session.order.value?.status === 'expired', 'the order read again');
    assert.ok(lines().includes('GET /widget/v1/offramp/orders/sell-1'));
    assert.deepEqual(reports, [], 'the backend’s answers are not reported');
  });

  it('fields the vault refused come back as its fields; another failure is reported without fields', async (t) => {
    const { model, reports } = await sellModel(t, sellBackend());
    const vault = await model.process('sell-1', { transport: () => Promise.reject(new VaultValidationError(['number', 'dateOfBirth'])) });
    assert.deepEqual(vault, { ok: false, fields: { number: '', dateOfBirth: '' }, problem: { key: 'problems.failed', serverText: null } });
    const broken = await model.process('sell-1', { transport: () => Promise.reject(new TypeError('vault gone')) });
    assert.deepEqual(broken, { ok: false, fields: {}, problem: { key: 'problems.failed', serverText: null } });
    assert.equal(reports.length, 2);
  });
});

describe('a change of customer', () => {
  it('signing in reads the payout cards; another customer, or signing out, resets the cards, the choice and the order in view', async (t) => {
    const { model, lines } = await sellModel(t, sellBackend({ 'GET /widget/v1/offramp/customers/cards': { result: [PAYOUT_CARD] } }));
    const user = signal<User | null>(null);
    const stop = model.followCustomer(user as ReadonlySignal<User | null>);
    assert.deepEqual(lines(), [], 'nobody signed in: nothing read');
    user.value = customer({ id: 1 });
    await waitFor(() => model.selectedCard.value === 'payout-1', 'the cards');
    model.session.update(sellOrder());
    user.value = customer({ id: 1, email: 'same@example.com' });
    assert.equal(model.session.order.value?.id, 'sell-1', 'the same customer: nothing reset');
    user.value = customer({ id: 2 });
    assert.equal(model.session.order.value, null);
    assert.equal(model.session.id.value, 'sell-1', 'the id stays: the next read says whose it is');
    await waitFor(() => model.cards.value !== null, 'the new customer’s cards');
    user.value = null;
    assert.equal(model.cards.value, null);
    assert.equal(model.selectedCard.value, null);
    stop();
    user.value = customer({ id: 3 });
    await model.loadCards();
    assert.equal(lines().filter((line) => line.endsWith('/cards')).length, 3, 'two customers’ reads and this one: none for nobody, none once stopped');
  });

  it('following a customer already signed in keeps the order in view', async (t) => {
    const { model } = await sellModel(t, sellBackend({ 'GET /widget/v1/offramp/customers/cards': { result: [PAYOUT_CARD] }, 'GET /widget/v1/offramp/orders/sell-1': { result: sellOrder() } }));
    model.session.update(sellOrder());
    const stop = model.followCustomer(signal<User | null>(customer({ id: 1 })));
    assert.equal(model.session.order.value?.id, 'sell-1');
    await waitFor(() => model.cards.value !== null, 'the cards');
    stop();
  });
});
