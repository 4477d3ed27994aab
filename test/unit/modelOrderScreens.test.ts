/**
 * The buy order's screens after creation (spec 1 §2, §4): the cardless providers' payment data, the
 * provider's authentication (its data, the SMS or bank code, its page in a window of its own), the
 * processing wait, and leaving the order. The real model and client against a backend on loopback.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ROUTES } from '../../src/domain/routes';
import { MESSAGE_SOURCE } from '../../src/host/protocol';
import { go } from '../../src/state/navigation';
import { ORDER_KEY, buyOrderModel, held } from './buyOrderModel';
import { type Answer, routes, waitFor } from './loopbackBackend';
import { buyOrder } from './replies';

const READ = 'GET /provider/v1/orders/order-1';
const AUTH = '/provider/v1/orders/order-1/processing/auth';
const STATUS = 'GET /provider/v1/orders/order-1/processing/status';
const refusal = (code: string, extra: { message?: string; payload?: unknown; status?: number } = {}): Answer => ({
  status: extra.status ?? 400,
  error: { code, message: extra.message ?? 'Refused', payload: extra.payload },
});

describe("a cardless provider's payment data", () => {
  const data = {
    agreement: { agreement: true },
    card: { phone: '+4915112345678' },
    billingAddress: { countryCode: 'DE', address: 'Street 1', city: 'Berlin', postalCode: '10115' },
  };
  const walletOrder = buyOrder({ paymentProviderId: 'google_pay_pne' });

  it('sent: the order moves on and the host hears the payment pending, with the merchant’s order id when it is text', async (t) => {
    for (const [merchantPayload, merchantOrderId] of [
      [{ merchantOrderId: 'm-1' }, 'm-1'],
      [{ merchantOrderId: 42 }, null],
      [null, null],
    ] as const) {
      const { model, backend, host } = await buyOrderModel(
        t,
        routes({ 'POST /provider/v1/orders/order-1/wallet-info': { result: buyOrder({ status: 'transfer_processing_started' }) }, [READ]: { result: walletOrder } }),
        { initialOrder: walletOrder, merchantPayload },
      );
      assert.deepEqual(await model.submitWalletInfo(data), { kind: 'sent' });
      assert.deepEqual(backend.received[0]?.body, data);
      assert.equal(model.session.order.value?.status, 'transfer_processing_started');
      assert.deepEqual(host.events, [{ type: 'payment_pending', data: { orderId: 'order-1', merchantOrderId, toWallet: walletOrder.toWallet } }]);
    }
  });

  it('what each refusal leaves to say: the order moved on, ignored, the form’s fields, or the backend’s words', async (t) => {
    const cases: [Answer, unknown][] = [
      [refusal('order_status_cannot_be_changed'), { kind: 'orderMoved' }],
      [refusal('order_cannot_be_processed'), { kind: 'ignored' }],
      [
        refusal('validation_error', { payload: { 'card.phone': ['Not a phone'], 'agreement.agreement': ['Required'], 'billingAddress.city': ['Unknown'] } }),
        { kind: 'fields', fields: { phone: 'Not a phone', agreement: 'Required' } },
      ],
      [refusal('validation_error', { message: 'Check your data', payload: { 'billingAddress.city': ['Unknown'] } }), { kind: 'problem', problem: { key: 'problems.failed', serverText: 'Check your data' } }],
      ['reset', { kind: 'problem', problem: { key: 'errors.connection', serverText: null } }],
      [{ raw: '<html>Bad request</html>', status: 400, type: 'text/html' }, { kind: 'problem', problem: { key: 'problems.failed', serverText: null } }],
      // A reply that is not an order: 'Something went wrong'.
      [{ result: { id: 'half an order' } }, { kind: 'problem', problem: { key: 'problems.failed', serverText: null } }],
    ];
    for (const [answer, result] of cases) {
      const { model, host } = await buyOrderModel(t, (request) => (request.method === 'POST' ? answer : { result: walletOrder }), { initialOrder: walletOrder });
      assert.deepEqual(await model.submitWalletInfo(data), result);
      assert.deepEqual(host.events, []);
    }
  });

  it('without an order there is nothing to send: the order moved on', async (t) => {
    const { model, lines } = await buyOrderModel(t, () => ({ result: null }));
    assert.deepEqual(await model.submitWalletInfo(data), { kind: 'orderMoved' });
    assert.deepEqual(lines(), []);
  });
});

describe("the provider's authentication", () => {
  const authOrder = buyOrder({ status: 'auth_requested' });
  const AUTH_DATA = { smsCode: true, card2fa: false, authUrl: null, displayType: null };

  it('its data loads when the screen opens, and goes when it closes', async (t) => {
    const { model, lines } = await buyOrderModel(t, routes({ [`GET ${AUTH}`]: { result: AUTH_DATA }, [READ]: { result: authOrder } }), { initialOrder: authOrder });
    assert.equal(model.authCode.value, '', 'no code typed yet');
    assert.equal(model.authData.value, null);
    const close = model.openAuth('order-1');
    await waitFor(() => model.authData.value !== null, 'the authentication data');
    assert.deepEqual(model.authData.value, AUTH_DATA);
    assert.ok(lines().includes(`GET ${AUTH}`));
    close();
    assert.equal(model.authData.value, null);
  });

  it('a load that failed on the way keeps the screen waiting and is asked again; another failure is fatal and reported', async (t) => {
    let failures = 2;
    const { model, reports, backend } = await buyOrderModel(
      t,
      (request) => {
        if (request.path !== AUTH) return { result: authOrder };
        return failures-- > 0 ? { raw: 'Service Unavailable', status: 503 } : { result: AUTH_DATA };
      },
      { initialOrder: authOrder, timings: { orderPollMs: 20, readRetryBaseMs: 60_000 } },
    );
    model.openAuth('order-1');
    await waitFor(() => model.authData.value !== null, 'the authentication data after the failures');
    assert.equal(backend.received.filter((request) => request.path === AUTH).length, 3);
    assert.equal(model.fatal.value, false);
    assert.equal(reports.length, 0);

    const broken = await buyOrderModel(t, (request) => (request.path === AUTH ? refusal('api_server_error', { status: 500 }) : { result: authOrder }), { initialOrder: authOrder });
    broken.model.openAuth('order-1');
    await waitFor(() => broken.model.fatal.value, 'the fatal state');
    assert.equal(broken.reports.length, 1);
    assert.equal(broken.model.authData.value, null);
  });

  it('a load still on its way when the screen closes ends there: not shown, not asked again, nothing fatal', async (t) => {
    const { model, backend, reports } = await buyOrderModel(t, (request) => (request.path === AUTH ? 'hang' : { result: authOrder }), {
      initialOrder: authOrder,
      // A minute's limit: only the screen's closing can end the load within the test's time.
      timings: { orderPollMs: 20, readRetryBaseMs: 60_000, requestTimeoutMs: 60_000 },
    });
    const close = model.openAuth('order-1');
    await waitFor(() => backend.received.some((request) => request.path === AUTH), 'the load on its way');
    close();
    // The load is abandoned at once (its answer could only come after the screen was gone).
    await waitFor(() => backend.received.some((request) => request.path === AUTH && request.abandoned === true), 'the load ended');
    assert.equal(backend.received.filter((request) => request.path === AUTH).length, 1);
    assert.equal(model.authData.value, null);
    assert.equal(model.fatal.value, false);
    assert.deepEqual(reports, []);
  });

  it('a code of the wrong length is said to be invalid and not sent', async (t) => {
    const { model, lines } = await buyOrderModel(t, routes({ [`GET ${AUTH}`]: { result: AUTH_DATA } }), { initialOrder: buyOrder({ status: 'reserved' }) });
    assert.equal(model.authCodeInvalid.value, false, 'not before the customer tried');
    model.authCode.set('123');
    await model.submitAuthCode('smsCode');
    assert.equal(model.authCodeInvalid.value, true);
    assert.ok(!lines().some((line) => line.startsWith('POST')));
    model.authCode.set('123456');
    assert.equal(model.authCodeInvalid.value, false);
  });

  it('the SMS code and the bank code are sent as such; the order and the data are read again after', async (t) => {
    for (const kind of ['smsCode', 'card2fa'] as const) {
      const { model, backend, lines } = await buyOrderModel(
        t,
        routes({ [`POST ${AUTH}`]: { result: authOrder }, [`GET ${AUTH}`]: { result: AUTH_DATA }, [READ]: { result: buyOrder({ status: 'auth_complete' }) } }),
        { initialOrder: buyOrder({ status: 'reserved' }) },
      );
      model.authCode.set('654321');
      await model.submitAuthCode(kind);
      assert.deepEqual(backend.received[0]?.body, { [kind]: '654321' });
      await waitFor(() => model.session.order.value?.status === 'auth_complete', 'the order read again');
      assert.ok(lines().includes(`GET ${AUTH}`));
      assert.deepEqual(model.authData.value, AUTH_DATA);
      assert.equal(model.authCodeSending.value, false);
    }
  });

  it('one code at a time; a refused code says the backend’s words for it, reported, until the next submission', async (t) => {
    const reply = held<Answer>();
    const last = held<Answer>();
    const answers: (Answer | Promise<Answer>)[] = [reply.promise, last.promise];
    const { model, reports, backend } = await buyOrderModel(
      t,
      (request) => (request.method === 'POST' ? (answers.shift() ?? refusal('validation_error')) : request.path === AUTH ? { result: AUTH_DATA } : { result: authOrder }),
      { initialOrder: buyOrder({ status: 'reserved' }) },
    );
    model.authCode.set('111111');
    const first = model.submitAuthCode('smsCode');
    assert.equal(model.authCodeSending.value, true);
    await model.submitAuthCode('smsCode');
    reply.release(refusal('validation_error', { payload: { smsCode: ['Expired code'] } }));
    await first;
    assert.deepEqual(model.authCodeRefused.value, { key: 'problems.failed', serverText: 'Expired code' });
    assert.equal(reports.length, 1);
    assert.equal(backend.received.filter((request) => request.method === 'POST').length, 1);
    const next = model.submitAuthCode('smsCode');
    assert.equal(model.authCodeRefused.value, null, 'cleared as the next code goes');
    last.release({ result: authOrder });
    await next;
    assert.equal(model.authCodeRefused.value, null);
  });

  it('without an order no code is sent', async (t) => {
    const { model, lines } = await buyOrderModel(t, () => ({ result: AUTH_DATA }));
    model.authCode.set('123456');
    await model.submitAuthCode('smsCode');
    assert.deepEqual(lines(), []);
  });

  it('opening the screen again starts afresh: no code, nothing attempted, no refusal', async (t) => {
    const { model } = await buyOrderModel(t, (request) => (request.method === 'POST' ? refusal('validation_error', { message: 'Wrong' }) : { result: AUTH_DATA }), {
      initialOrder: buyOrder({ status: 'reserved' }),
    });
    model.authCode.set('12');
    await model.submitAuthCode('card2fa');
    model.authCode.set('123456');
    await model.submitAuthCode('card2fa');
    assert.notEqual(model.authCodeRefused.value, null);
    model.authCode.set('12');
    model.openAuth('order-1');
    assert.equal(model.authCode.value, '');
    assert.equal(model.authCodeInvalid.value, false);
    assert.equal(model.authCodeRefused.value, null);
    await waitFor(() => model.authData.value !== null, 'the authentication data');
  });
});

describe("the provider's page in a window of its own", () => {
  function fakeWindow(t: import('node:test').TestContext, opens: boolean) {
    const target = new EventTarget();
    const child = { closed: false, close() {
      this.closed = true;
    } };
    const opened: unknown[][] = [];
    const win = Object.assign(target, {
      location: { origin: 'https://widget.example' },
      open: (...args: unknown[]) => {
        opened.push(args);
        return opens ? child : null;
      },
    });
    Object.assign(globalThis, { window: win });
    t.after(() => {
      Reflect.deleteProperty(globalThis, 'window');
    });
    const message = (origin: string, data: unknown) => target.dispatchEvent(Object.assign(new Event('message'), { origin, source: child, data }));
    return { child, opened, message };
  }

  it('opens the page; its completion closes it and reads the order again', async (t) => {
    const { model, lines } = await buyOrderModel(t, routes({ [READ]: { result: buyOrder({ status: 'auth_complete' }) } }), { initialOrder: buyOrder({ status: 'auth_requested' }) });
    const page = fakeWindow(t, true);
    model.openAuthTab('https://bank.example/3ds');
    assert.deepEqual(page.opened, [['https://bank.example/3ds', '_blank']]);
    assert.deepEqual(model.authTab.value, { url: 'https://bank.example/3ds', blocked: false });
    page.message('https://bank.example', { source: MESSAGE_SOURCE, type: 'authentication_completed', data: { outcome: 'success' } });
    assert.equal(model.authTab.value, null);
    assert.equal(page.child.closed, true);
    await waitFor(() => model.session.order.value?.status === 'auth_complete', 'the order read again');
    assert.ok(lines().includes(READ));
  });

  it('a page the browser blocked says so; closing, or forgetting the order, closes the page', async (t) => {
    const { model } = await buyOrderModel(t, () => ({ result: buyOrder() }), { initialOrder: buyOrder({ status: 'auth_requested' }) });
    fakeWindow(t, false);
    model.openAuthTab('https://bank.example/3ds');
    assert.deepEqual(model.authTab.value, { url: 'https://bank.example/3ds', blocked: true });
    const page = fakeWindow(t, true);
    model.openAuthTab('https://bank.example/3ds');
    model.closeAuthTab();
    assert.equal(model.authTab.value, null);
    assert.equal(page.child.closed, true);
    const again = fakeWindow(t, true);
    model.openAuthTab('https://bank.example/3ds');
    model.forget();
    assert.equal(again.child.closed, true);
    assert.equal(model.authTab.value, null);
  });
});

describe('the processing wait', () => {
  it('the status is long-polled while it stays; a change reads the order again, and the wait follows the new status', async (t) => {
    const statuses: Answer[] = [{ result: { status: 'processing_started' } }, { result: { status: 'auth_requested' } }];
    const { model, backend, lines } = await buyOrderModel(
      t,
      (request) => {
        if (`${request.method} ${request.path}` === STATUS) return statuses.shift() ?? 'hang';
        return { result: buyOrder({ status: backend.received.filter((one) => one.path.endsWith('/status')).length >= 2 ? 'auth_requested' : 'processing_started' }) };
      },
      { initialOrder: buyOrder({ status: 'processing_started' }) },
    );
    const close = model.openProcessing();
    await waitFor(() => model.session.order.value?.status === 'auth_requested', 'the new status');
    await waitFor(() => lines().filter((line) => line === STATUS).length === 3, 'the wait on the new status');
    close();
    await waitFor(() => backend.received.at(-1)?.abandoned === true, 'the long poll abandoned');
  });

  it('a status that changed ends the wait on the old one, even while the order read again still shows it', async (t) => {
    const statuses: Answer[] = [{ result: { status: 'processing_started' } }, { result: { status: 'auth_requested' } }];
    const { model, lines } = await buyOrderModel(
      t,
      (request) => (`${request.method} ${request.path}` === STATUS ? (statuses.shift() ?? 'hang') : { result: buyOrder({ status: 'processing_started' }) }),
      { initialOrder: buyOrder({ status: 'processing_started' }), timings: { orderPollMs: 30 } },
    );
    const close = model.openProcessing();
    const reads = () => lines().filter((line) => line === READ).length;
    await waitFor(() => lines().filter((line) => line === STATUS).length === 2, 'the changed status');
    const before = reads();
    // The order is followed every 30 ms: three of its reads later, no status read came.
    await waitFor(() => reads() >= before + 3, 'the order followed');
    close();
    assert.equal(lines().filter((line) => line === STATUS).length, 2);
  });

  it('a failed status read waits before it is asked again', async (t) => {
    const { model, reports, lines } = await buyOrderModel(
      t,
      (request) => (`${request.method} ${request.path}` === STATUS ? refusal('api_server_error', { status: 500 }) : { result: buyOrder({ status: 'processing_started' }) }),
      { initialOrder: buyOrder({ status: 'processing_started' }), timings: { orderPollMs: 30, statusLongPollRetryMs: 60_000, statusLongPollRetryMaxMs: 60_000 } },
    );
    const close = model.openProcessing();
    await waitFor(() => lines().includes(STATUS), 'the status read');
    const before = lines().filter((line) => line === READ).length;
    await waitFor(() => lines().filter((line) => line === READ).length >= before + 3, 'the order followed');
    close();
    assert.equal(lines().filter((line) => line === STATUS).length, 1);
    assert.equal(reports.length, 1);
  });

  it('a failed status read is reported and asked again after a wait', async (t) => {
    const { model, reports, lines } = await buyOrderModel(
      t,
      (request) => (`${request.method} ${request.path}` === STATUS ? refusal('api_server_error', { status: 500 }) : { result: buyOrder({ status: 'processing_started' }) }),
      { initialOrder: buyOrder({ status: 'processing_started' }), timings: { statusLongPollRetryMs: 10, statusLongPollRetryMaxMs: 20 } },
    );
    const close = model.openProcessing();
    await waitFor(() => lines().filter((line) => line === STATUS).length >= 3, 'the status asked again');
    close();
    assert.ok(reports.length >= 2);
  });

  it('after the long-wait time the longer-wait message shows, until the screen opens again; Skip waiting is remembered', async (t) => {
    const { model } = await buyOrderModel(t, () => ({ result: null }), { timings: { longWaitMessageMs: 30_000 } });
    t.mock.timers.enable({ apis: ['setTimeout'] });
    assert.equal(model.longWait.value, false, 'not before the screen opens');
    assert.equal(model.skippedWaiting.value, false);
    const close = model.openProcessing();
    assert.equal(model.longWait.value, false);
    t.mock.timers.tick(29_999);
    assert.equal(model.longWait.value, false);
    t.mock.timers.tick(1);
    assert.equal(model.longWait.value, true);
    model.skipWaiting();
    assert.equal(model.skippedWaiting.value, true);
    close();
    const again = model.openProcessing();
    assert.equal(model.longWait.value, false);
    assert.equal(model.skippedWaiting.value, false);
    again();
    t.mock.timers.tick(30_000);
    assert.equal(model.longWait.value, false, 'closed before the time: no message');
  });
});

describe('leaving the order', () => {
  it('Buy more and Close forget the order and its id, and go where they lead', async (t) => {
    const { model, local } = await buyOrderModel(t, () => ({ result: null }), { initialOrder: buyOrder({ status: 'complete' }) });
    assert.deepEqual(model.buyMore(), go(ROUTES.root));
    assert.equal(model.session.order.value, null);
    assert.equal(local.get(ORDER_KEY), null);
    const failed = await buyOrderModel(t, () => ({ result: null }), { initialOrder: buyOrder({ status: 'failed' }) });
    assert.deepEqual(failed.model.close(ROUTES.walletAddress), go(ROUTES.walletAddress));
    assert.equal(failed.model.session.order.value, null);
    assert.equal(failed.local.get(ORDER_KEY), null);
  });

  it('the reservation ran out, or the provider’s frame came back: the order is read again', async (t) => {
    const replies = [buyOrder({ status: 'expired' }), buyOrder({ status: 'auth_complete' })];
    const { model, host } = await buyOrderModel(t, () => ({ result: replies.shift() ?? buyOrder({ status: 'auth_complete' }) }), { initialOrder: buyOrder() });
    model.expire();
    await waitFor(() => model.session.order.value?.status === 'expired', 'the expired order');
    model.authFrameReturned();
    await waitFor(() => model.session.order.value?.status === 'auth_complete', 'the order after the frame');
    assert.deepEqual(host.types(), ['order_expired']);
  });

  it('the card screens reserve the order’s rate: the order as the reservation returns it', async (t) => {
    const { model, lines } = await buyOrderModel(
      t,
      routes({ 'POST /provider/v1/orders/order-1/processing/reserve': { result: buyOrder({ reservationExpiresAt: '2026-01-01T00:15:00.000Z' }) } }),
      { initialOrder: buyOrder() },
    );
    await model.session.reserve();
    assert.deepEqual(lines(), ['POST /provider/v1/orders/order-1/processing/reserve']);
    assert.equal(model.session.order.value?.reservationExpiresAt, '2026-01-01T00:15:00.000Z');
  });

  it('a payment under way is one started and not settled, the customer possibly needed', async (t) => {
    const none = await buyOrderModel(t, () => ({ result: null }));
    assert.equal(none.model.paymentUnderWay.value, false, 'no order');
    for (const [status, underWay] of [
      ['can_be_processed', true],
      ['auth_requested', true],
      ['complete', false],
    ] as const) {
      const { model } = await buyOrderModel(t, () => ({ result: buyOrder({ status }) }), { initialOrder: buyOrder({ status }) });
      assert.equal(model.paymentUnderWay.value, underWay, status);
    }
  });
});
