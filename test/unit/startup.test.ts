/** The start-up sequence's parts (src/state/startup.ts): what stops it, and what the customer and the host are told. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError, NetworkError, TimeoutError } from '../../src/api/errors';
import type { Rates, ServerCurrency } from '../../src/domain/currencies';
import type { Struct } from 'superstruct';
import type { ApiClient } from '../../src/api/client';
import { createResources } from '../../src/api/resources';
import { checkedCurrencies, initRound, preInit, startupFailureOf } from '../../src/state/startup';

const failureOfThrown = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return startupFailureOf(error);
  }
  assert.fail('expected start-up to stop');
};

describe('start-up (spec 2 "Start-up sequence")', () => {
  it('no api key: no merchant, nothing stops', () => {
    assert.deepEqual(preInit({ configProblems: [], launch: {} }), { merchant: null, payload: null });
  });

  it("an embed's wrong option stops it before any call: 'invalid_configuration', naming the option, not reported", () => {
    const { failure, hostError, unexpected } = failureOfThrown(() => preInit({ configProblems: ['apiUrl: not an address'], launch: {} }));
    assert.deepEqual(failure, { kind: 'init_failed', reason: 'invalid_configuration', detail: 'apiUrl: not an address' });
    assert.equal(hostError.code, 'invalid_configuration');
    assert.equal(unexpected, false);
  });

  it("parameters that cannot be the merchant's: 'Merchant parameters invalid' with the problems, merchant_validation_failer to the host", () => {
    const { failure, hostError } = failureOfThrown(() => preInit({ configProblems: [], launch: { apiKey: 'key', signature: '', payload: '{' } }));
    assert.equal(failure.kind, 'merchant_invalid');
    assert.deepEqual(Object.keys((failure as { payload: object }).payload).sort(), ['payload', 'signature']);
    assert.deepEqual(hostError, { code: 'merchant_validation_failer', message: 'Merchant parameters invalid', payload: (failure as { payload: unknown }).payload });
  });

  it("a currency the merchant names that the backend does not offer: 'currency_not_found' with its ticker", () => {
    const currencies = [{ tickerWithNetwork: 'USD', ticker: 'USD', isCrypto: false }] as unknown as ServerCurrency[];
    const { failure } = failureOfThrown(() => checkedCurrencies({ toCurrency: 'DOGE-DOGE' } as never, currencies, {} as Rates));
    assert.deepEqual(failure, { kind: 'init_failed', reason: 'currency_not_found', detail: 'DOGE-DOGE' });
  });

  it('a backend that refuses: the code it gave to the host; anything else unexpected, to the error report', () => {
    const refused = startupFailureOf(new ApiError('api_server_error', 'Down', null, 500));
    assert.equal(refused.hostError.code, 'api_server_error');
    assert.deepEqual(refused.hostError.payload, { reason: 'unavailable', detail: 'Down' });
    const broken = startupFailureOf(new TypeError('x is undefined'));
    assert.equal(broken.hostError.code, 'unavailable');
    assert.equal(broken.unexpected, true);
  });
});

describe('init: the start-up round trip (spec 2 "Start-up sequence", §7)', () => {
  type Call = { method: string; path: string; base: string };
  /** The real resources on a client that answers `answers` (by `METHOD path`) and refuses anything else. */
  function resourcesWith(answers: Record<string, () => unknown>) {
    const calls: Call[] = [];
    const client: ApiClient = {
      async request<T>(path: string, schema: Struct<T, unknown>, options: Parameters<ApiClient['request']>[2] = {}): Promise<T> {
        const call = { method: options.method ?? 'GET', path, base: options.base ?? 'provider/v1' };
        calls.push(call);
        const answer = answers[`${call.method} ${path}`];
        if (!answer) throw new ApiError('api_server_error', `no answer for ${call.method} ${path}`, null, 500);
        return schema.create(answer());
      },
    };
    return { api: createResources(client), client, calls };
  }
  const REFERENCE = { 'GET currencies': () => [], 'GET currencies/rates': () => ({}) };
  const request = { merchant: null, pageOrigin: null, storedOrderId: null, expectedReceive: 'USDT-MATIC', languageReady: Promise.resolve() };

  it('a current user that cannot be read is no one signed in: start-up goes on for a visitor', async () => {
    const { api, client, calls } = resourcesWith(REFERENCE);
    const init = await initRound({ api, client, report: () => undefined }, { ...request, flow: 'buy', signedIn: true });
    assert.ok(calls.some((c) => c.path === 'customers/current'), 'the stored session was read');
    assert.equal(init.user, null);
  });

  it('an order under way is not dropped on a blip: its read or the customer\'s failing on the way fails start-up (to try again); a refusal falls back', async () => {
    const order = { 'GET orders/o-1': () => { throw new TimeoutError('orders/o-1'); } };
    const underWay = { ...request, flow: 'buy' as const, signedIn: true, storedOrderId: 'o-1' };
    const blip = resourcesWith({ ...REFERENCE, 'GET customers/current': () => { throw new NetworkError('offline'); } });
    await assert.rejects(initRound({ api: blip.api, client: blip.client, report: () => undefined }, underWay), NetworkError);
    const orderBlip = resourcesWith({ ...REFERENCE, ...order });
    await assert.rejects(initRound({ api: orderBlip.api, client: orderBlip.client, report: () => undefined }, underWay), TimeoutError);
    // The order gone (any refusal: here the loopback's 500 for what it does not know) falls back to none.
    const gone = resourcesWith(REFERENCE);
    assert.equal((await initRound({ api: gone.api, client: gone.client, report: () => undefined }, underWay)).activeOrder, null);
    // No order under way: the customer's read on a blip is no one signed in.
    const visitor = resourcesWith({ ...REFERENCE, 'GET customers/current': () => { throw new NetworkError('offline'); } });
    assert.equal((await initRound({ api: visitor.api, client: visitor.client, report: () => undefined }, { ...underWay, storedOrderId: null })).user, null);
  });

  it("started on selling, the off-ramp's rates come in the round trip; started on buying, no off-ramp call", async () => {
    const sellRates = { 'USDT-MATIC_EUR': { fromCurrency: 'USDT-MATIC', minAmount: 20, maxAmount: 5_000, availablePaymentTypes: ['card'], exchangeRate: { multiplier: 0.9, divisor: 1 } } };
    const selling = resourcesWith({ ...REFERENCE, 'GET offramp/currencies/rates': () => sellRates });
    const sell = await initRound({ api: selling.api, client: selling.client, report: () => undefined }, { ...request, flow: 'sell', signedIn: false });
    assert.deepEqual(sell.sellRates, sellRates);
    const buying = resourcesWith({ ...REFERENCE, 'GET offramp/currencies/rates': () => sellRates });
    const buy = await initRound({ api: buying.api, client: buying.client, report: () => undefined }, { ...request, flow: 'buy', signedIn: false });
    assert.equal(buy.sellRates, null);
    assert.deepEqual(buying.calls.filter((c) => c.path.startsWith('offramp/')), []);
  });

  it('a sell flow checks the merchant through POST offramp/merchants/validate-widget on the widget backend; a buy flow through the buy check', async () => {
    const { api, calls } = resourcesWith({
      'POST offramp/merchants/validate-widget': () => ({ merchantName: 'Demo shop' }),
      'POST merchants/validate-widget': () => ({ merchantName: 'Demo shop' }),
    });
    const launch = { apiKey: 'pk', signature: 'ab', payload: '{}' };
    await api.merchants.validateWidget(launch, 'sell', null);
    await api.merchants.validateWidget(launch, 'buy', null);
    assert.deepEqual(calls, [
      { method: 'POST', path: 'offramp/merchants/validate-widget', base: 'widget/v1' },
      { method: 'POST', path: 'merchants/validate-widget', base: 'provider/v1' },
    ]);
  });
});
