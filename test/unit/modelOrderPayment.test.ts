/**
 * Paying the buy order (spec 1 §4, §7, §8): one idempotency key for every attempt of a payment, what the
 * host hears, what each refusal leaves to say, and Try another card / Get a new quote. The real model and
 * client against a backend on loopback.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NetworkError, VaultValidationError } from '../../src/api/errors';
import { PROCESSING_RETRIES_ON_TIMEOUT } from '../../src/domain/constants';
import { ROUTES } from '../../src/domain/routes';
import { STAY, go } from '../../src/state/navigation';
import { ORDER_KEY, buyOrderModel, held } from './buyOrderModel';
import { type Answer, routes } from './loopbackBackend';
import { buyOrder } from './replies';

const PROCESSING = 'POST /provider/v2/orders/order-1/processing';
const READ = 'GET /provider/v1/orders/order-1';
const refusal = (code: string, extra: { message?: string; payload?: unknown; status?: number } = {}): Answer => ({
  status: extra.status ?? 400,
  error: { code, message: extra.message ?? 'Refused', payload: extra.payload },
});

describe('paying the order', () => {
  it('sends the payment with an idempotency key; the host hears the payment sent, then the order pending', async (t) => {
    const { model, backend, host, lines } = await buyOrderModel(
      t,
      routes({ [PROCESSING]: { result: buyOrder({ status: 'processing_started' }) }, [READ]: { result: buyOrder({ status: 'processing_started' }) } }),
      { initialOrder: buyOrder() },
    );
    assert.equal(model.paymentUnderWay.value, false);
    assert.equal(await model.pay({ body: { card: [] } }), null);
    assert.equal(lines()[0], PROCESSING);
    assert.deepEqual(backend.received[0]?.body, { card: [] });
    assert.match(String(backend.received[0]?.headers['idempotency-key']), /^[0-9a-f]{32}$/);
    assert.deepEqual(host.events, [
      { type: 'payment_sent', data: { orderId: 'order-1' } },
      { type: 'operation_pending', data: { orderId: 'order-1' } },
    ]);
    assert.equal(model.session.order.value?.status, 'processing_started');
    assert.equal(model.paymentUnderWay.value, true);
    assert.equal(model.paying.value, false);
    assert.equal(model.paymentFailure.value, null);
  });

  it('nothing is sent without an order, or while a payment is under way', async (t) => {
    const none = await buyOrderModel(t, () => ({ result: buyOrder() }));
    assert.equal(await none.model.pay({ body: {} }), null);
    assert.deepEqual(none.lines(), []);

    const reply = held<Answer>();
    const { model, lines } = await buyOrderModel(t, routes({ [PROCESSING]: () => reply.promise, [READ]: { result: buyOrder({ status: 'processing_started' }) } }), {
      initialOrder: buyOrder(),
    });
    const first = model.pay({ body: {} });
    assert.equal(model.paying.value, true);
    assert.equal(await model.pay({ body: {} }), null);
    reply.release({ result: buyOrder({ status: 'processing_started' }) });
    assert.equal(await first, null);
    assert.deepEqual(lines().filter((line) => line === PROCESSING), [PROCESSING]);
  });

  it(`every attempt lost on the way (${1 + PROCESSING_RETRIES_ON_TIMEOUT} with one key) and the order still unpaid: the connection is the problem, and the next attempt sends the same key`, async (t) => {
    let paid = false;
    const { model, backend, host, reports } = await buyOrderModel(
      t,
      (request) => {
        if (request.method === 'POST') return paid ? { result: buyOrder({ status: 'processing_started' }) } : 'reset';
        return { result: buyOrder({ status: paid ? 'processing_started' : 'reserved' }) };
      },
      { initialOrder: buyOrder() },
    );
    assert.deepEqual(await model.pay({ body: {} }), { kind: 'connection' });
    assert.deepEqual(model.paymentFailure.value, { kind: 'connection' });
    assert.deepEqual(host.events, []);
    assert.equal(reports.length, 1);
    assert.ok(reports[0] instanceof NetworkError);
    const keys = backend.received.filter((request) => request.method === 'POST').map((request) => request.headers['idempotency-key']);
    assert.equal(keys.length, 1 + PROCESSING_RETRIES_ON_TIMEOUT);
    assert.equal(new Set(keys).size, 1);
    assert.equal(backend.received.at(-1)?.method, 'GET', 'the order is read again');
    paid = true;
    assert.equal(await model.pay({ body: {} }), null);
    assert.equal(backend.received.filter((request) => request.method === 'POST').at(-1)?.headers['idempotency-key'], keys[0]);
    assert.deepEqual(host.types(), ['payment_sent', 'operation_pending']);
  });

  it('a payment after one that settled has a new key', async (t) => {
    const { model, backend } = await buyOrderModel(t, () => refusal('order_not_created', { message: 'Declined' }), { initialOrder: buyOrder() });
    await model.pay({ body: {} });
    await model.pay({ body: {} });
    const [first, second] = backend.received.map((request) => request.headers['idempotency-key']);
    assert.notEqual(first, second);
  });

  it('lost on the way, but the order read again shows the provider started it: the payment counts as sent, never sent twice', async (t) => {
    const { model, host, lines } = await buyOrderModel(
      t,
      (request) => (request.method === 'POST' ? 'reset' : { result: buyOrder({ status: 'auth_requested' }) }),
      { initialOrder: buyOrder() },
    );
    assert.equal(await model.pay({ body: {} }), null);
    assert.equal(model.paymentFailure.value, null);
    assert.deepEqual(host.types(), ['payment_sent']);
    assert.equal(model.session.order.value?.status, 'auth_requested');
    assert.equal(lines().filter((line) => line === PROCESSING).length, 1 + PROCESSING_RETRIES_ON_TIMEOUT);
  });

  it('lost on the way and the order expired meanwhile: the order shows as such, the connection said', async (t) => {
    const { model, host } = await buyOrderModel(t, (request) => (request.method === 'POST' ? 'reset' : { result: buyOrder({ status: 'expired' }) }), {
      initialOrder: buyOrder(),
    });
    assert.deepEqual(await model.pay({ body: {} }), { kind: 'connection' });
    assert.equal(model.session.order.value?.status, 'expired');
    assert.deepEqual(host.types(), ['order_expired']);
  });

  it('a new rate: the order is read again and the amounts before and after are shown until the customer pays', async (t) => {
    const { model, lines } = await buyOrderModel(
      t,
      routes({
        [PROCESSING]: refusal('order_data_changed', { message: 'Rate changed' }),
        [READ]: { result: buyOrder({ toAmount: 97 }) },
      }),
      { initialOrder: buyOrder() },
    );
    assert.deepEqual(await model.pay({ body: {} }), { kind: 'rateChanged' });
    assert.deepEqual(lines(), [PROCESSING, READ]);
    assert.deepEqual(model.amountChange.value, {
      before: { fromAmount: 100, toAmount: 99, fromCurrency: 'EUR', toCurrency: 'USDT-MATIC' },
      after: { fromAmount: 100, toAmount: 97, fromCurrency: 'EUR', toCurrency: 'USDT-MATIC' },
    });
  });

  it('an order that moved on is read again, with no amounts to compare', async (t) => {
    const { model, lines } = await buyOrderModel(
      t,
      routes({ [PROCESSING]: refusal('order_status_cannot_be_changed'), [READ]: { result: buyOrder({ status: 'expired', toAmount: 97 }) } }),
      { initialOrder: buyOrder() },
    );
    assert.deepEqual(await model.pay({ body: {} }), { kind: 'refetch' });
    assert.deepEqual(lines(), [PROCESSING, READ]);
    assert.equal(model.session.order.value?.status, 'expired');
    assert.equal(model.amountChange.value, null);
  });

  it('what each other refusal leaves to say; every failure is reported (the reporter keeps the backend’s answers to itself)', async (t) => {
    const cases: [Answer, unknown][] = [
      [refusal('api_server_error', { status: 500 }), { kind: 'fatal' }],
      [refusal('must_pass_kyc'), { kind: 'kyc' }],
      [refusal('validation_error', { payload: { fromAmount: ['Daily limit exceeded'] } }), { kind: 'limitReached', limit: 'dailyLimitReached' }],
      [refusal('validation_error', { payload: { 'card.cvv': ['Wrong code'] } }), { kind: 'cardFields', fields: { cvv: 'Wrong code' } }],
      [refusal('order_not_created', { message: 'Declined by the bank' }), { kind: 'message', message: 'Declined by the bank' }],
      // A proxy's page: not the backend's words ('Something went wrong').
      [{ raw: '<html>Error</html>', status: 400, type: 'text/html' }, { kind: 'message', message: null }],
    ];
    for (const [answer, outcome] of cases) {
      const { model, reports } = await buyOrderModel(t, routes({ [PROCESSING]: answer }), { initialOrder: buyOrder() });
      assert.deepEqual(await model.pay({ body: {} }), outcome);
      assert.deepEqual(model.paymentFailure.value, outcome);
      assert.equal(model.fatal.value, (outcome as { kind: string }).kind === 'fatal');
      assert.equal(reports.length, 1);
    }
  });

  it('a fatal state and the failure go when the order is forgotten, not when it is read again; the failure also when cleared or at the next attempt', async (t) => {
    const answers: Answer[] = [refusal('api_server_error', { status: 500 }), refusal('order_not_created', { message: 'Declined' })];
    const { model, local } = await buyOrderModel(t, (request) => (request.method === 'GET' ? { result: buyOrder() } : (answers.shift() ?? refusal('order_not_created'))), {
      initialOrder: buyOrder(),
      storedId: 'order-1',
    });
    await model.pay({ body: {} });
    assert.equal(model.fatal.value, true);
    await model.session.refresh();
    assert.equal(model.fatal.value, true, 'the order read again is still here');
    assert.deepEqual(model.paymentFailure.value, { kind: 'fatal' });
    model.clearPaymentFailure();
    assert.equal(model.paymentFailure.value, null);
    await model.pay({ body: {} });
    const next = model.pay({ body: {} });
    assert.equal(model.paymentFailure.value, null, 'cleared as the attempt starts');
    await next;
    assert.notEqual(model.paymentFailure.value, null);
    model.forget();
    assert.equal(model.fatal.value, false);
    assert.equal(model.paymentFailure.value, null);
    assert.equal(model.session.order.value, null);
    assert.equal(local.get(ORDER_KEY), null);
  });

  it('card fields the vault refused come back by field; a failure that is not the backend’s has no technical words', async (t) => {
    const { model, reports } = await buyOrderModel(t, () => ({ result: null }), { initialOrder: buyOrder() });
    const vault = new VaultValidationError(['number', 'cvv']);
    assert.deepEqual(await model.pay({ transport: () => Promise.reject(vault) }), { kind: 'cardFields', fields: { number: '', cvv: '' } });
    assert.deepEqual(await model.pay({ transport: () => Promise.reject(new TypeError('vault.send is not a function')) }), { kind: 'message', message: null });
    assert.equal(reports.length, 2);
  });

  it('Choose another card: the failure goes, back to the order’s payment step', async (t) => {
    const { model } = await buyOrderModel(t, routes({ [PROCESSING]: refusal('validation_error', { payload: { fromAmount: ['Weekly limit reached'] } }) }), {
      initialOrder: buyOrder({ paymentProviderId: 'google_pay_pne' }),
    });
    await model.pay({ body: {} });
    assert.deepEqual(model.chooseAnotherCard(), go(ROUTES.orderWithoutCard));
    assert.equal(model.paymentFailure.value, null);
    const none = await buyOrderModel(t, () => ({ result: null }));
    assert.deepEqual(none.model.chooseAnotherCard(), go(ROUTES.order));
  });

  it('paying without a card sends an empty body and goes to the order; a refusal with words stays', async (t) => {
    const answers: Answer[] = [{ result: buyOrder({ status: 'processing_started', paymentProviderId: 'better_bro' }) }];
    const paid = await buyOrderModel(t, (request) => (request.method === 'POST' ? (answers.shift() ?? refusal('order_not_created')) : { result: buyOrder({ status: 'processing_started' }) }), {
      initialOrder: buyOrder({ paymentProviderId: 'better_bro' }),
    });
    assert.deepEqual(await paid.model.payWithoutCard(), go(ROUTES.order));
    assert.deepEqual(paid.backend.received[0]?.body, {});
    const refused = await buyOrderModel(t, () => refusal('order_not_created', { message: 'Declined' }), { initialOrder: buyOrder() });
    assert.deepEqual(await refused.model.payWithoutCard(), STAY);
  });
});

describe('Try another card and Get a new quote', () => {
  it('a new order for the same purchase at today’s rate: the declined card is set aside, the amounts before and after shown', async (t) => {
    const created = buyOrder({ id: 'order-2', toAmount: 98 });
    const { model, backend, host } = await buyOrderModel(
      t,
      routes({
        [PROCESSING]: { result: buyOrder({ status: 'failed' }) },
        'POST /provider/v1/orders': { result: created },
        'GET /provider/v1/orders/order-2': { result: created },
      }),
      { initialOrder: buyOrder() },
    );
    await model.pay({ body: {} }, 'card-7');
    assert.equal(model.session.order.value?.status, 'failed');
    assert.deepEqual(await model.again(null), go(ROUTES.order));
    assert.deepEqual(backend.received.find((request) => request.path === '/provider/v1/orders')?.body, {
      paymentType: 'card',
      fromCurrency: 'EUR',
      toCurrency: 'USDT-MATIC',
      toWallet: buyOrder().toWallet,
      merchantData: null,
      fromAmount: 100,
    });
    assert.equal(model.session.order.value?.id, 'order-2');
    assert.equal(model.declinedCard.value, 'card-7');
    assert.deepEqual(model.amountChange.value, {
      before: { fromAmount: 100, toAmount: 99, fromCurrency: 'EUR', toCurrency: 'USDT-MATIC' },
      after: { fromAmount: 100, toAmount: 98, fromCurrency: 'EUR', toCurrency: 'USDT-MATIC' },
    });
    assert.deepEqual(host.types(), ['payment_sent', 'operation_fail', 'operation_created']);
  });

  it('a new order after Skip waiting shows the wait afresh', async (t) => {
    const created = buyOrder({ id: 'order-2' });
    const { model } = await buyOrderModel(t, routes({ 'POST /provider/v1/orders': { result: created }, 'GET /provider/v1/orders/order-2': { result: created } }), {
      initialOrder: buyOrder({ status: 'expired' }),
    });
    model.skipWaiting();
    await model.again(null);
    assert.equal(model.skippedWaiting.value, false);
  });

  it('a new order refused, or the order held for verification continued as it is: what the customer sees of the old attempt stays', async (t) => {
    const refused = await buyOrderModel(
      t,
      (request) => {
        if (request.path === '/provider/v1/orders') return refusal('transfer_limit_reached_for_unverified_funds');
        if (request.method === 'POST') return refusal('api_server_error', { status: 500 });
        return { result: buyOrder({ status: 'failed' }) };
      },
      { initialOrder: buyOrder() },
    );
    await refused.model.pay({ body: {} }, 'card-7');
    await refused.model.session.refresh();
    assert.equal(refused.model.session.order.value?.status, 'failed');
    assert.deepEqual(await refused.model.again(null), STAY);
    assert.equal(refused.model.fatal.value, true);
    assert.deepEqual(refused.model.paymentFailure.value, { kind: 'fatal' });
    assert.equal(refused.model.declinedCard.value, null);

    const continued = await buyOrderModel(
      t,
      routes({ [PROCESSING]: refusal('api_server_error', { status: 500 }), 'POST /provider/v1/orders/order-1/continue': { result: buyOrder() } }),
      { initialOrder: buyOrder({ status: 'kyc_waiting' }) },
    );
    await continued.model.pay({ body: {} }, 'card-7');
    assert.deepEqual(await continued.model.again(null), go(ROUTES.order));
    assert.equal(continued.model.session.order.value?.id, 'order-1');
    assert.equal(continued.model.fatal.value, true);
  });

  it('an expired order’s new quote keeps the merchant’s receive amount, and sets no card aside; the fatal state goes', async (t) => {
    const created = buyOrder({ id: 'order-2', toAmount: 50, fromAmount: 51 });
    const { model, backend } = await buyOrderModel(
      t,
      routes({
        [PROCESSING]: refusal('api_server_error', { status: 500 }),
        'POST /provider/v1/orders': { result: created },
        'GET /provider/v1/orders/order-2': { result: created },
        [READ]: { result: buyOrder({ status: 'expired' }) },
      }),
      { initialOrder: buyOrder() },
    );
    await model.pay({ body: {} }, 'card-7');
    assert.equal(model.fatal.value, true);
    model.expire();
    const merchant = { apiKey: 'pk', signature: 'sig', payload: '{"toAmount":50}', parsedPayload: { toAmount: 50 } };
    await model.session.refresh();
    assert.deepEqual(await model.again(merchant), go(ROUTES.order));
    const body = backend.received.find((request) => request.path === '/provider/v1/orders')?.body as Record<string, unknown>;
    assert.equal(body.toAmount, 50);
    assert.equal('fromAmount' in body, false);
    assert.deepEqual(body.merchantData, { apiKey: 'pk', signature: 'sig', payload: '{"toAmount":50}' });
    assert.equal(model.declinedCard.value, null);
    assert.equal(model.fatal.value, false);
    assert.equal(model.paymentFailure.value, null);
  });

  it('no provider can take the new order: the old one is forgotten, back to the calculator saying why', async (t) => {
    const { model, local } = await buyOrderModel(t, () => refusal('no_payment_provider_can_be_used'), { initialOrder: buyOrder({ status: 'expired' }) });
    assert.deepEqual(await model.again(null), go(ROUTES.root));
    assert.equal(model.session.order.value, null);
    assert.equal(local.get(ORDER_KEY), null);
    assert.deepEqual(model.failure.value, { kind: 'noProvider' });
  });

  it('no order: nothing to repeat; a new order refused: the customer stays where they are, the old order kept', async (t) => {
    const none = await buyOrderModel(t, () => ({ result: null }));
    assert.deepEqual(await none.model.again(null), STAY);
    assert.deepEqual(none.lines(), []);
    const { model } = await buyOrderModel(t, () => refusal('transfer_limit_reached_for_unverified_funds'), { initialOrder: buyOrder({ status: 'expired' }) });
    assert.deepEqual(await model.again(null), STAY);
    assert.equal(model.session.order.value?.id, 'order-1');
    assert.deepEqual(model.failure.value, { kind: 'transferLimit' });
  });
});
