/**
 * The early start (issue 28): the entries' prediction of start-up's calls must be the calls start-up makes
 * (else each is sent twice), and the client takes an early reply once, as it would the network's.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { object, string } from 'superstruct';
import { type ApiClient, createApiClient } from '../../src/api/client';
import type { EarlyReplies } from '../../src/api/early';
import { ApiError, NetworkError } from '../../src/api/errors';
import { initCalls } from '../../src/api/initCalls';
import { type WireRequest, requestKey, wireRequest } from '../../src/api/request';
import { createResources } from '../../src/api/resources';
import { merchantDataHeader } from '../../src/domain/merchantData';
import { startEarly } from '../../src/earlyStart';
import { initRound } from '../../src/state/startup';
import { memoryStore } from './memoryStore';

const MERCHANT = { apiKey: 'pk_test', signature: 'ab'.repeat(32), payload: '{"toCurrency":"BTC-BTC"}' };
const CALL = { apiUrl: 'http://127.0.0.1:9', locale: 'es', token: 'session-1', merchantData: merchantDataHeader(MERCHANT) };

/** A client that records each call as it would go on the wire, and answers nothing useful. */
function recordingClient(): { client: ApiClient; sent: WireRequest[] } {
  const sent: WireRequest[] = [];
  const client: ApiClient = {
    request(path, _schema, options) {
      sent.push(wireRequest(CALL, path, options));
      return Promise.resolve(null as never);
    },
  };
  return { client, sent };
}

describe('the early start', () => {
  for (const flow of ['buy', 'sell'] as const) {
    it(`predicts exactly the calls of start-up's init round (${flow}, a merchant, signed in, an order to resume)`, async () => {
      const { client, sent } = recordingClient();
      await initRound(
        { api: createResources(client), client, report: () => undefined },
        {
          merchant: { ...MERCHANT, parsedPayload: { toCurrency: 'BTC-BTC' } } as never,
          pageOrigin: 'https://shop.example',
          flow,
          signedIn: true,
          storedOrderId: 'order-1',
          expectedReceive: 'BTC-BTC',
          languageReady: Promise.resolve(),
        },
      );
      const predicted = initCalls({ call: CALL, merchant: MERCHANT, pageOrigin: 'https://shop.example', flow, storedOrderId: 'order-1', expectedReceive: 'BTC-BTC' });
      // Selling also asks for the off-ramp's rates, which the prediction leaves to the widget.
      const made = sent.map(requestKey).filter((key) => !key.includes('offramp/currencies'));
      assert.deepEqual(predicted.map(requestKey).sort(), made.sort());
    });
  }

  it('a visitor without a merchant: the five public calls, no merchant check, no user, no order', () => {
    const calls = initCalls({ call: { ...CALL, token: null, merchantData: null }, merchant: null, pageOrigin: null, flow: 'buy', storedOrderId: 'order-1', expectedReceive: 'USDT-MATIC' });
    assert.deepEqual(
      calls.map((call) => call.url.replace('http://127.0.0.1:9/', '')),
      ['provider/v1/currencies', 'provider/v2/currencies/rates', 'provider/v1/customers/current/country', 'provider/v1/languages', 'provider/v1/currencies/fees/USDT-MATIC'],
    );
  });

  it('the client takes an early reply once, validated as any; a failed one is a network error', async () => {
    const request = wireRequest(CALL, 'languages');
    const replies = new Map([[requestKey(request), Promise.resolve({ status: 200, text: '{"result":{"code":"es"}}' })]]);
    const early: EarlyReplies = {
      take(asked) {
        const reply = replies.get(requestKey(asked)) ?? null;
        replies.delete(requestKey(asked));
        return reply;
      },
      takeStrings: () => null,
    };
    const client = createApiClient({
      apiUrl: CALL.apiUrl,
      token: () => CALL.token,
      locale: () => CALL.locale,
      merchantData: () => CALL.merchantData,
      onUnauthorized: () => undefined,
      timings: { requestTimeoutMs: 1000, orderCreationTimeoutMs: 1000, statusLongPollTimeoutMs: 1000, readRetryBaseMs: 1 },
      early,
    });
    assert.deepEqual(await client.request('languages', object({ code: string() })), { code: 'es' });
    // Taken: the same call again goes to the network (none here).
    await assert.rejects(client.request('languages', object({ code: string() })), NetworkError);
    replies.set(requestKey(request), Promise.resolve({ status: 400, text: '{"error":{"code":"validation_error","message":"No"}}' }));
    await assert.rejects(client.request('languages', object({ code: string() })), ApiError);
    replies.set(requestKey(request), Promise.reject(new Error('offline')));
    await assert.rejects(client.request('languages', object({ code: string() })), NetworkError);
  });

  it('a request is the same call whatever the order of its headers', () => {
    const a = { url: 'u', method: 'GET' as const, headers: { A: '1', b: '2' }, body: undefined };
    assert.equal(requestKey(a), requestKey({ ...a, headers: { b: '2', A: '1' } }));
    assert.notEqual(requestKey(a), requestKey({ ...a, headers: { A: '1', b: '3' } }));
  });
});

describe("the entries' early start: what they send, and when nothing", () => {
  const input = (options: Parameters<typeof startEarly>[0]['options'], local = memoryStore()) => ({
    options,
    defaults: { apiUrl: 'http://127.0.0.1:9', environment: 'sandbox' },
    storage: { local, session: memoryStore() },
    startPath: '/',
    pageOrigin: 'https://shop.example',
    browserLanguage: 'en-GB',
  });

  it('nothing to an address the widget would refuse: plain http in production, or not an address', () => {
    assert.equal(startEarly(input({ apiUrl: 'http://api.example', environment: 'production' }), {}), null);
    assert.equal(startEarly(input({ apiUrl: 'api.example/v1' }), {}), null);
  });

  it('nothing for a launch the widget refuses: a part missing, or a payload that is not a JSON object', () => {
    assert.equal(startEarly(input({ apiUrl: 'http://127.0.0.1:9', apiKey: 'pk', signature: 'ab' }), {}), null);
    assert.equal(startEarly(input({ apiUrl: 'http://127.0.0.1:9', apiKey: 'pk', signature: 'ab', payload: '[1]' }), {}), null);
  });

  it("sends for a visitor, and fetches the strings of the language the widget will pick (the customer's stored one first), handed over once", async () => {
    const fetched: string[] = [];
    const modules = (code: string) => async () => {
      fetched.push(code);
      return { default: { code } };
    };
    const replies = startEarly(input({ apiUrl: 'http://127.0.0.1:9', lang: 'en' }, memoryStore({ lang: '{"code":"es"}' })), { en: modules('en'), es: modules('es') });
    assert.deepEqual(fetched, ['es']);
    assert.equal(replies?.takeStrings('en'), null);
    assert.deepEqual(await replies?.takeStrings('es'), { default: { code: 'es' } });
    assert.equal(replies?.takeStrings('es'), null);
  });
});
