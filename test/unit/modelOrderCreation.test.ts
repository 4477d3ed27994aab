/**
 * The buy order's creation (spec 1 §2, §4 "Order creation and what follows", §8): the request the backend
 * receives, where the customer goes, what the host hears and what a failure leaves to say. The real model
 * and client against a backend on loopback.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signal } from '@preact/signals-react';
import { ROUTES } from '../../src/domain/routes';
import type { CalculatorModel } from '../../src/state/calculator';
import { ORDER_KEY, buyOrderModel, held } from './buyOrderModel';
import { type Answer, routes } from './loopbackBackend';
import { WALLET, buyOrder } from './replies';

const PURCHASE = { paymentType: 'card', fromCurrency: 'EUR', toCurrency: 'USDT-MATIC', toWallet: WALLET, merchantData: null, fromAmount: 100 } as const;
const MERCHANT = { apiKey: 'pk_live', signature: 'sig', payload: '{"toAmount":50}', parsedPayload: { toAmount: 50 } };

const posts = (lines: string[]) => lines.filter((line) => line === 'POST /provider/v1/orders');

describe('creating a buy order', () => {
  it('sends the purchase with an idempotency key, tells the host, keeps the id, and goes to the screen of the order as read again', async (t) => {
    const { model, backend, host, local, lines } = await buyOrderModel(
      t,
      routes({
        'POST /provider/v1/orders': { result: buyOrder({ id: 'order-9' }) },
        'GET /provider/v1/orders/order-9': { result: buyOrder({ id: 'order-9', paymentProviderId: 'better_bro' }) },
      }),
    );
    assert.deepEqual(await model.create(PURCHASE), { created: true, next: { go: ROUTES.confirmTransaction } });
    assert.deepEqual(lines(), ['POST /provider/v1/orders', 'GET /provider/v1/orders/order-9']);
    assert.deepEqual(backend.received[0]?.body, PURCHASE);
    assert.match(String(backend.received[0]?.headers['idempotency-key']), /^[0-9a-f]{32}$/);
    assert.deepEqual(host.events, [{ type: 'operation_created', data: { orderId: 'order-9' } }]);
    assert.equal(local.get(ORDER_KEY), 'order-9');
    assert.equal(model.session.order.value?.paymentProviderId, 'better_bro');
    assert.equal(model.failure.value, null);
  });

  it('one creation at a time: pressed again while it is under way, nothing more is sent', async (t) => {
    const reply = held<Answer>();
    const { model, lines } = await buyOrderModel(
      t,
      routes({ 'POST /provider/v1/orders': () => reply.promise, 'GET /provider/v1/orders/order-1': { result: buyOrder() } }),
    );
    const first = model.create(PURCHASE);
    assert.equal(model.creating.value, true);
    assert.deepEqual(await model.create(PURCHASE), { created: false, next: { stay: null } });
    reply.release({ result: buyOrder() });
    assert.deepEqual(await first, { created: true, next: { go: ROUTES.order } });
    assert.equal(model.creating.value, false);
    assert.equal(posts(lines()).length, 1);
  });

  it('the active order still reserved for the same purchase is used, not created again; another amount is a new order', async (t) => {
    const wallet = buyOrder({ paymentProviderId: 'google_pay_pne' });
    const { model, lines } = await buyOrderModel(
      t,
      routes({ 'POST /provider/v1/orders': { result: buyOrder({ id: 'order-2' }) }, 'GET /provider/v1/orders/order-2': { result: buyOrder({ id: 'order-2' }) } }),
      { initialOrder: wallet },
    );
    assert.deepEqual(await model.create({ ...PURCHASE, paymentType: 'google_pay' }), { created: true, next: { go: ROUTES.orderWithoutCard } });
    assert.deepEqual(lines(), []);
    assert.deepEqual(await model.create({ ...PURCHASE, paymentType: 'google_pay', fromAmount: 101 }), { created: true, next: { go: ROUTES.order } });
    assert.deepEqual(lines(), ['POST /provider/v1/orders', 'GET /provider/v1/orders/order-2']);
  });

  it('an order held for verification is continued, and goes on to the screen of its provider', async (t) => {
    const { model, lines } = await buyOrderModel(
      t,
      routes({ 'POST /provider/v1/orders/order-1/continue': { result: buyOrder({ status: 'reserved', paymentProviderId: 'blik_pne' }) } }),
      { initialOrder: buyOrder({ status: 'kyc_waiting' }) },
    );
    assert.deepEqual(await model.create(PURCHASE), { created: true, next: { go: ROUTES.orderWithoutCard } });
    assert.deepEqual(lines(), ['POST /provider/v1/orders/order-1/continue']);
    assert.equal(model.session.order.value?.status, 'reserved');
  });

  it('after a reload the active order is read first: one reserved for the purchase is used', async (t) => {
    const { model, lines } = await buyOrderModel(t, routes({ 'GET /provider/v1/orders/order-1': { result: buyOrder() } }), { storedId: 'order-1' });
    assert.deepEqual(await model.create(PURCHASE), { created: true, next: { go: ROUTES.order } });
    assert.deepEqual(lines(), ['GET /provider/v1/orders/order-1']);
  });

  it('a creation lost on the way keeps its key: pressed again, the same purchase is the same order; once the backend answered, the next purchase has a new key', async (t) => {
    const answers: Answer[] = ['reset', { status: 400, error: { code: 'transfer_limit_reached_for_unverified_funds', message: 'Limit' } }, { result: buyOrder() }];
    const { model, backend, local } = await buyOrderModel(t, (request) => {
      if (request.method === 'POST') return answers.shift() ?? 'reset';
      return request.path.endsWith('languages') ? { result: [] } : { result: buyOrder() };
    });
    assert.deepEqual(await model.create(PURCHASE), { created: false, next: { stay: null } });
    assert.deepEqual(model.failure.value, { kind: 'connection' });
    // Kept where a reload of the buy flow finds it.
    assert.equal(JSON.parse(local.get('pending-order-creation:buy') ?? '{}').key, backend.received[0]?.headers['idempotency-key']);
    assert.deepEqual(await model.create(PURCHASE), { created: false, next: { stay: null } });
    assert.equal(local.get('pending-order-creation:buy'), null, 'answered: nothing pending');
    assert.deepEqual(model.failure.value, { kind: 'transferLimit' });
    assert.deepEqual(await model.create(PURCHASE), { created: true, next: { go: ROUTES.order } });
    const keys = backend.received.filter((request) => request.method === 'POST').map((request) => request.headers['idempotency-key']);
    assert.equal(keys.length, 3);
    assert.equal(keys[0], keys[1]);
    assert.notEqual(keys[2], keys[1]);
  });

  it('what each refusal of the creation means: where the customer goes, and what the calculator says', async (t) => {
    const cases: { code: string; status?: number; payload?: unknown; message?: string; route: string | null; failure: unknown }[] = [
      { code: 'must_pass_kyc', route: ROUTES.buyKyc, failure: null },
      { code: 'max_sum_for_light_kyc_exceeded', route: ROUTES.buyKyc, failure: null },
      { code: 'customer_is_blocked', status: 403, route: ROUTES.bannedUser, failure: null },
      { code: 'authentication_error', status: 401, route: ROUTES.root, failure: null },
      { code: 'validation_error', payload: { toWallet: ['Not an address'] }, route: ROUTES.walletAddress, failure: { kind: 'validation', field: 'toWallet', message: 'Not an address' } },
      {
        code: 'validation_error',
        payload: { fromAmount: ['Too small'], toWallet: ['Not an address'] },
        route: ROUTES.root,
        failure: { kind: 'validation', field: 'fromAmount', message: 'Too small' },
      },
      { code: 'validation_error', message: 'Invalid order', route: ROUTES.root, failure: { kind: 'validation', field: null, message: 'Invalid order' } },
      { code: 'transfer_limit_reached_for_unverified_funds', route: null, failure: { kind: 'transferLimit' } },
      { code: 'order_not_created', route: null, failure: { kind: 'unknown' } },
    ];
    for (const { code, status, payload, message, route, failure } of cases) {
      const { model, reports, host } = await buyOrderModel(t, () => ({ status: status ?? 400, error: { code, message: message ?? 'Refused', payload } }));
      assert.deepEqual(await model.create(PURCHASE), { created: false, next: route ? { go: route } : { stay: null } }, code);
      assert.deepEqual(model.failure.value, failure, code);
      assert.equal(model.creating.value, false);
      assert.deepEqual(reports, [], 'the backend’s answers are not reported');
      assert.deepEqual(host.events, []);
    }
  });

  it('no provider can take the purchase: the active order is forgotten, and the calculator says why', async (t) => {
    const { model, local } = await buyOrderModel(t, () => ({ status: 400, error: { code: 'no_payment_provider_can_be_used', message: 'None' } }), {
      initialOrder: buyOrder({ id: 'old', status: 'expired' }),
      storedId: 'old',
    });
    assert.deepEqual(await model.create(PURCHASE), { created: false, next: { go: ROUTES.root } });
    assert.deepEqual(model.failure.value, { kind: 'noProvider' });
    assert.equal(model.session.order.value, null);
    assert.equal(local.get(ORDER_KEY), null);
  });

  it('a merchant order id used before: the host hears it with the merchant’s payload, and the customer stays', async (t) => {
    for (const [merchantPayload, told] of [
      [{ merchantOrderId: 'm-1' }, { merchantOrderId: 'm-1' }],
      [null, {}],
    ] as const) {
      const { model, host } = await buyOrderModel(t, () => ({ status: 400, error: { code: 'merchant_order_id_not_unique', message: 'Order id used' } }), { merchantPayload });
      assert.deepEqual(await model.create(PURCHASE), { created: false, next: { stay: null } });
      assert.deepEqual(model.failure.value, { kind: 'merchantOrderIdExists', message: 'Order id used' });
      assert.deepEqual(host.events, [{ type: 'merchant_order_id_exists', data: { payload: told } }]);
    }
  });

  it('a reply that is not an order is reported and said as unknown; the purchase pressed again is a new one; the failure goes at the next try or when cleared', async (t) => {
    const answers: Answer[] = [{ result: { id: 'half an order' } }, { status: 400, error: { code: 'order_not_created', message: 'No' } }];
    const { model, reports, backend } = await buyOrderModel(t, () => answers.shift() ?? { status: 400, error: { code: 'order_not_created' } });
    assert.deepEqual(await model.create(PURCHASE), { created: false, next: { stay: null } });
    assert.deepEqual(model.failure.value, { kind: 'unknown' });
    assert.equal(reports.length, 1);
    assert.equal((reports[0] as Error).name, 'ResponseShapeError');
    const again = model.create(PURCHASE);
    assert.equal(model.failure.value, null, 'cleared as the next try starts');
    await again;
    assert.deepEqual(model.failure.value, { kind: 'unknown' });
    const [first, second] = backend.received.map((request) => request.headers['idempotency-key']);
    assert.notEqual(first, second);
    model.clearFailure();
    assert.equal(model.failure.value, null);
  });
});

describe('creating from the calculator', () => {
  function calculator(values: { pay?: string | null; receive?: string | null; paymentType?: string | null; payValue?: number | null; receiveValue?: number | null; fixedSide?: 'pay' | 'receive' }) {
    const currency = (ticker: string | null | undefined) => (ticker ? { tickerWithNetwork: ticker } : null);
    return {
      pay: signal(currency(values.pay === undefined ? 'EUR' : values.pay)),
      receive: signal(currency(values.receive === undefined ? 'USDT-MATIC' : values.receive)),
      paymentType: signal(values.paymentType === undefined ? 'card' : values.paymentType),
      payValue: signal(values.payValue === undefined ? 100 : values.payValue),
      receiveValue: signal(values.receiveValue === undefined ? 99 : values.receiveValue),
      fixedSide: signal(values.fixedSide ?? 'pay'),
    } as unknown as CalculatorModel;
  }

  it('an incomplete calculator goes back to the root and sends nothing', async (t) => {
    const { model, lines } = await buyOrderModel(t, () => ({ result: buyOrder() }));
    for (const missing of [{ pay: null }, { receive: null }, { paymentType: null }, { payValue: null }, { receiveValue: null }]) {
      assert.deepEqual(await model.createFromCalculator(calculator(missing), WALLET, null), { created: false, next: { go: ROUTES.root } }, JSON.stringify(missing));
    }
    assert.deepEqual(lines(), []);
  });

  it('sends the side the customer fixed, or the merchant’s receive amount with its launch data', async (t) => {
    const { model, backend } = await buyOrderModel(t, (request) => ({
      result: buyOrder({ id: request.method === 'POST' ? `order-${backend.received.length}` : request.path.split('/').at(-1) }),
    }));
    await model.createFromCalculator(calculator({ fixedSide: 'receive', receiveValue: 0.5 }), WALLET, null);
    model.forget();
    await model.createFromCalculator(calculator({ fixedSide: 'pay' }), WALLET, MERCHANT);
    const bodies = backend.received.filter((request) => request.method === 'POST').map((request) => request.body);
    assert.deepEqual(bodies, [
      { paymentType: 'card', fromCurrency: 'EUR', toCurrency: 'USDT-MATIC', toWallet: WALLET, merchantData: null, toAmount: 0.5 },
      { paymentType: 'card', fromCurrency: 'EUR', toCurrency: 'USDT-MATIC', toWallet: WALLET, merchantData: { apiKey: 'pk_live', signature: 'sig', payload: '{"toAmount":50}' }, toAmount: 50 },
    ]);
  });
});

describe('resuming the active order after verification', () => {
  it('none: nothing to resume (where the caller says); one held for verification is continued; another goes to the screen of its provider', async (t) => {
    const none = await buyOrderModel(t, () => ({ result: buyOrder() }));
    assert.deepEqual(await none.model.resume(ROUTES.userInfo), { go: ROUTES.userInfo });
    assert.deepEqual(none.lines(), []);

    const heldOrder = await buyOrderModel(t, routes({ 'POST /provider/v1/orders/order-1/continue': { result: buyOrder({ paymentProviderId: 'better_bro' }) } }), {
      initialOrder: buyOrder({ status: 'kyc_waiting' }),
    });
    assert.deepEqual(await heldOrder.model.resume(ROUTES.userInfo), { go: ROUTES.confirmTransaction });
    assert.deepEqual(heldOrder.lines(), ['POST /provider/v1/orders/order-1/continue']);

    const reserved = await buyOrderModel(t, routes({ 'GET /provider/v1/orders/order-1': { result: buyOrder({ paymentProviderId: 'skrill_pne' }) } }), { storedId: 'order-1' });
    assert.deepEqual(await reserved.model.resume(ROUTES.userInfo), { go: ROUTES.orderWithoutCard });
  });

  it('an order that cannot be read is reported, and there is nothing to resume', async (t) => {
    const { model, reports } = await buyOrderModel(t, () => ({ status: 500, error: { code: 'api_server_error', message: 'Down' } }), { storedId: 'order-1' });
    assert.deepEqual(await model.resume(ROUTES.userInfo), { go: ROUTES.userInfo });
    assert.equal(reports.length, 1);
  });
});
