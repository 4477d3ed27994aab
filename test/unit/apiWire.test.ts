/**
 * The client on the wire (spec 1 §7): the headers every call carries, the `result`/`error` envelope and
 * the typed errors it becomes, time limits and aborts, calls through a transport, replies sent early, the
 * idempotency key's fallback, and the probe of the way to the backend. The real client, against a backend
 * on loopback.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { number, object, size, string } from 'superstruct';
import { type ClientContext, type ConnectionPort, createApiClient } from '../../src/api/client';
import { EARLY_REPLIES, type EarlyReplies, sendEarly, takeEarlyReplies } from '../../src/api/early';
import {
  ApiError,
  MerchantValidationFailed,
  NetworkError,
  ResponseShapeError,
  TimeoutError,
  UnreadableReplyError,
  VaultValidationError,
  isApiError,
  isTransient,
} from '../../src/api/errors';
import { withIdempotencyKey } from '../../src/api/idempotency';
import { initCalls } from '../../src/api/initCalls';
import { probeBackend } from '../../src/api/probe';
import { requestKey, wireRequest } from '../../src/api/request';
import { newIdempotencyKey, retryOnTransient } from '../../src/api/retry';
import { READ_RETRIES } from '../../src/domain/retry';
import { createErrorReporter } from '../../src/integrations/errorReporting';
import { backendWords } from '../../src/state/problem';
import { type Answer, type LoopbackBackend, type Received, loopbackBackend, waitFor, withBackend } from './loopbackBackend';

/** Answers in turn (the last one repeats). */
function inTurn(...answers: Answer[]): () => Answer {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)] ?? 'reset';
}

const Named = object({ name: string() });
const failureOf = (promise: Promise<unknown>) => promise.then(() => assert.fail('resolved'), (error: unknown) => error);


/** The client of a backend that is never reached (fetch mocked, early replies, a transport): every limit `limitMs`. */
function clientWithoutBackend(limitMs: number, readRetryBaseMs: number, context: Partial<ClientContext> = {}) {
  return createApiClient({
    apiUrl: 'http://backend.invalid',
    token: () => null,
    locale: () => 'en',
    merchantData: () => null,
    onUnauthorized: () => undefined,
    timings: { requestTimeoutMs: limitMs, orderCreationTimeoutMs: limitMs, statusLongPollTimeoutMs: limitMs, readRetryBaseMs },
    ...context,
  });
}

describe('what every call carries', () => {
  it('the language, the session and the merchant, read at each call; a JSON type only with a body', async () => {
    let locale = 'en';
    let token: string | null = null;
    let merchant: string | null = null;
    await withBackend(
      () => ({ result: { name: 'ok' } }),
      async (backend) => {
        const client = backend.client({ locale: () => locale, token: () => token, merchantData: () => merchant });
        await client.request('languages', Named);
        locale = 'de';
        token = 'session-1';
        merchant = '{"apiKey":"pk"}';
        await client.request('orders', Named, { method: 'POST', body: { a: 1 }, headers: { 'Idempotency-Key': 'k1' } });
        const [first, second] = backend.received.map((request) => request.headers);
        assert.equal(first?.['accept-language'], 'en');
        assert.equal(first?.authorization, undefined);
        assert.equal(first?.['x-merchant-data'], undefined);
        assert.equal(first?.['content-type'], undefined);
        assert.equal(second?.['accept-language'], 'de');
        assert.equal(second?.authorization, 'Bearer session-1');
        assert.equal(second?.['x-merchant-data'], '{"apiKey":"pk"}');
        assert.equal(second?.['content-type'], 'application/json');
        assert.equal(second?.['idempotency-key'], 'k1');
        assert.deepEqual(backend.received[1]?.body, { a: 1 });
      },
    );
  });

  it('an API address given with a trailing slash, and query values that are not there, make no odd paths', async () => {
    await withBackend(
      () => ({ result: { name: 'ok' } }),
      async (backend) => {
        const client = backend.client({ apiUrl: `${backend.url}/` });
        await client.request('currencies/rates', Named, { base: 'widget/v2', query: { apiKey: undefined } });
        await client.request('currencies/rates', Named, { query: { apiKey: 'pk 1', country: undefined, flow: 'sell' } });
        assert.deepEqual(
          backend.received.map((request) => request.path),
          ['/widget/v2/currencies/rates', '/provider/v1/currencies/rates?apiKey=pk+1&flow=sell'],
        );
      },
    );
  });

  it('goes with the browser’s credentials (the session cookie)', async (t) => {
    const seen: (RequestInit | undefined)[] = [];
    t.mock.method(globalThis, 'fetch', async (_input: unknown, init?: RequestInit) => {
      seen.push(init);
      return new Response('{"result":{"name":"ok"}}', { status: 200 });
    });
    const client = clientWithoutBackend(1_000, 10);
    assert.deepEqual(await client.request('languages', Named), { name: 'ok' });
    assert.equal(seen[0]?.credentials, 'include');
  });
});

describe('the envelope and what its errors become', () => {
  it('an error code the catalogue does not know is api_server_error from 500 up, api_client_error below, with the backend’s words', async () => {
    for (const [status, code] of [
      [500, 'api_server_error'],
      [503, 'api_server_error'],
      [499, 'api_client_error'],
      [400, 'api_client_error'],
    ] as const) {
      await withBackend(
        () => ({ status, error: { code: 'brand_new_code', message: 'Try later' } }),
        async (backend) => {
          const error = await failureOf(backend.client().request('orders', Named, { method: 'POST' }));
          assert.ok(error instanceof ApiError && !(error instanceof UnreadableReplyError), `${status}`);
          assert.equal(error.code, code, `${status}`);
          assert.equal(error.status, status);
          assert.equal(backendWords(error), 'Try later');
        },
      );
    }
  });

  it('an error without a message or payload has empty words and no field errors', async () => {
    await withBackend(
      () => ({ status: 400, error: { code: 'validation_error' } }),
      async (backend) => {
        const error = await failureOf(backend.client().request('orders', Named, { method: 'POST' }));
        assert.ok(isApiError(error, 'validation_error'));
        assert.equal(error.message, '');
        assert.equal(error.payload, null);
        assert.deepEqual(error.fieldErrors(), {});
      },
    );
  });

  it('a reply whose "error" names no code, or that is no envelope at all, is not the backend’s answer: no words for the customer', async () => {
    await withBackend(
      inTurn({ raw: '{"error":{"message":"Upstream says no"}}', status: 500, type: 'application/json' }, { raw: 'null', status: 200, type: 'application/json' }),
      async (backend) => {
        const client = backend.client();
        const noCode = await failureOf(client.request('orders', Named, { method: 'POST' }));
        assert.ok(noCode instanceof UnreadableReplyError);
        assert.equal(noCode.code, 'api_server_error');
        assert.equal(noCode.message, 'HTTP 500');
        assert.equal(backendWords(noCode), null);
        const noResult = await failureOf(client.request('orders', Named, { method: 'POST' }));
        assert.ok(noResult instanceof UnreadableReplyError);
        assert.equal(noResult.code, 'unexpected_server_error');
        assert.equal(noResult.message, 'Could not parse server response');
      },
    );
  });

  it('a result under a status that is not a success is not taken: api_client_error below 500, api_server_error from 500, with the status', async () => {
    for (const [status, code] of [
      [300, 'api_client_error'],
      [404, 'api_client_error'],
      [499, 'api_client_error'],
      [500, 'api_server_error'],
    ] as const) {
      await withBackend(
        () => ({ status, result: { name: 'ok' } }),
        async (backend) => {
          const error = await failureOf(backend.client().request('orders', Named, { method: 'POST' }));
          assert.ok(error instanceof UnreadableReplyError, `${status}`);
          assert.equal(error.code, code);
          assert.equal(error.message, `HTTP ${status}`);
          assert.equal(error.status, status);
        },
      );
    }
  });

  it('a proxy’s page under a gateway status is unexpected_server_error with that status (spec 1 §7: a reply that cannot be parsed)', async () => {
    await withBackend(
      () => ({ raw: '<html>502 Bad Gateway</html>', status: 502, type: 'text/html' }),
      async (backend) => {
        const error = await failureOf(backend.client().request('orders', Named, { method: 'POST' }));
        assert.ok(error instanceof UnreadableReplyError);
        assert.equal(error.code, 'unexpected_server_error');
        assert.equal(error.status, 502);
        assert.equal(isTransient(error), true);
      },
    );
  });

  it('an authentication error tells the widget which call was refused (it logs the customer out); other errors do not', async () => {
    const refused: string[] = [];
    await withBackend(
      inTurn({ status: 401, error: { code: 'authentication_error', message: 'Expired' } }, { status: 400, error: { code: 'validation_error', message: 'No' } }),
      async (backend) => {
        const client = backend.client({ onUnauthorized: (path) => refused.push(path) });
        assert.ok(isApiError(await failureOf(client.request('customers/current', Named)), 'authentication_error'));
        assert.ok(isApiError(await failureOf(client.request('orders/o1', Named)), 'validation_error'));
        assert.deepEqual(refused, ['customers/current']);
      },
    );
  });

  it('a reply of the wrong shape names the call and up to three places with what was expected, never the values found', async () => {
    const Wide = object({ a: number(), b: number(), c: number(), d: number(), code: size(string(), 1, 3) });
    await withBackend(
      inTurn({ result: { a: 'secret-a', b: 'secret-b', c: 'secret-c', d: 'secret-d', code: 'x' } }, { result: 'secret-text' }, { result: { a: 1, b: 2, c: 3, d: 4, code: 'toolong' } }),
      async (backend) => {
        const client = backend.client();
        const many = await failureOf(client.request('orders/o1', Wide, { method: 'POST' }));
        assert.ok(many instanceof ResponseShapeError);
        assert.equal(many.name, 'ResponseShapeError');
        assert.equal(many.message, 'Unexpected reply from orders/o1: a (expected number); b (expected number); c (expected number)');
        const whole = await failureOf(client.request('orders/o1', Wide, { method: 'POST' }));
        assert.ok(whole instanceof ResponseShapeError);
        assert.equal(whole.message, 'Unexpected reply from orders/o1: the reply (expected object)');
        const refined = await failureOf(client.request('orders/o1', Wide, { method: 'POST' }));
        assert.ok(refined instanceof ResponseShapeError);
        assert.equal(refined.message, 'Unexpected reply from orders/o1: code (expected string, size)');
        assert.doesNotMatch(`${many.message}${whole.message}${refined.message}`, /secret|toolong/);
      },
    );
  });
});

describe('time limits and aborts', () => {
  it('a call without an answer within its limit is a TimeoutError naming its address; a reset is a NetworkError', async () => {
    await withBackend(
      inTurn('hang', 'reset'),
      async (backend) => {
        const client = backend.client({ timings: { requestTimeoutMs: 150, orderCreationTimeoutMs: 150, statusLongPollTimeoutMs: 150, readRetryBaseMs: 10 } });
        const timedOut = await failureOf(client.request('orders', Named, { method: 'POST' }));
        assert.ok(timedOut instanceof TimeoutError);
        assert.equal(timedOut.name, 'TimeoutError');
        assert.equal(timedOut.message, `Request timed out: ${backend.url}/provider/v1/orders`);
        const reset = await failureOf(client.request('orders', Named, { method: 'POST' }));
        assert.ok(reset instanceof NetworkError && !(reset instanceof TimeoutError));
        assert.equal(reset.name, 'NetworkError');
      },
    );
  });

  it('a call whose screen went is aborted as such: not a timeout, not retried', async () => {
    await withBackend(
      () => 'hang',
      async (backend) => {
        const abort = new AbortController();
        // A minute's limit: only the abort can end the call within the test's time.
        const client = backend.client({ timings: { requestTimeoutMs: 60_000, orderCreationTimeoutMs: 60_000, statusLongPollTimeoutMs: 60_000, readRetryBaseMs: 10 } });
        const call = failureOf(client.request('languages', Named, { signal: abort.signal }));
        await waitFor(() => backend.received.length === 1, 'the call');
        abort.abort();
        const error = await call;
        assert.ok(error instanceof Error && error.name === 'AbortError', String(error));
        assert.equal(backend.received.length, 1);
      },
    );
  });

  it('a call whose screen went before it left, or while it waited for the connection, is never sent', async () => {
    await withBackend(
      () => 'hang',
      async (backend) => {
        const gone = new AbortController();
        gone.abort();
        const before = await failureOf(backend.client().request('languages', Named, { signal: gone.signal }));
        assert.ok(before instanceof Error && before.name === 'AbortError', String(before));
        const waiting = new AbortController();
        // The connection comes back only after the screen went.
        const connection: ConnectionPort = {
          whenBack: async () => {
            waiting.abort();
            return true;
          },
          lost: async () => false,
          reached: () => undefined,
        };
        const meanwhile = await failureOf(backend.client({ connection }).request('orders', Named, { method: 'POST', signal: waiting.signal }));
        assert.ok(meanwhile instanceof Error && meanwhile.name === 'AbortError', String(meanwhile));
        assert.equal(backend.received.length, 0);
      },
    );
  });

  it('a call aborted while its early reply was coming, which then failed, ends there: the connection is not asked', async () => {
    const abort = new AbortController();
    const asked: string[] = [];
    const client = clientWithoutBackend(60_000, 60_000, {
      early: {
        take: () => {
          abort.abort();
          return Promise.reject(new TypeError('Failed to fetch'));
        },
        takeStrings: () => null,
      },
      connection: {
        whenBack: async () => true,
        lost: async () => {
          asked.push('lost');
          return false;
        },
        reached: () => undefined,
      },
    });
    assert.ok((await failureOf(client.request('languages', Named, { signal: abort.signal }))) instanceof NetworkError);
    assert.deepEqual(asked, []);
  });

  it('a read aborted while the client asks whether the connection is there is not sent again', async () => {
    await withBackend(
      () => 'reset',
      async (backend) => {
        const abort = new AbortController();
        const connection: ConnectionPort = {
          whenBack: async () => true,
          lost: async () => {
            abort.abort();
            return false;
          },
          reached: () => undefined,
        };
        const error = await failureOf(backend.client({ connection }).request('languages', Named, { signal: abort.signal }));
        assert.ok(error instanceof NetworkError);
        assert.equal(backend.received.length, 1);
      },
    );
  });
});

describe('reads sent again, and the connection', () => {
  it('a gateway’s "not now" is no sign of a lost connection: the connection is not asked, the read is sent again', async () => {
    const asked: string[] = [];
    const connection: ConnectionPort = {
      whenBack: async () => true,
      lost: async () => {
        asked.push('lost');
        return false;
      },
      reached: () => asked.push('reached'),
    };
    await withBackend(
      inTurn({ raw: 'Service Unavailable', status: 503 }, { result: { name: 'ok' } }),
      async (backend) => {
        assert.deepEqual(await backend.client({ connection }).request('languages', Named), { name: 'ok' });
        assert.equal(backend.received.length, 2);
        assert.deepEqual(asked, ['reached', 'reached']);
      },
    );
  });

  it(`a gateway that keeps saying "not now" while the connection is there: the read is sent ${READ_RETRIES} more times at most, then fails`, async () => {
    const connection: ConnectionPort = { whenBack: async () => true, lost: async () => false, reached: () => undefined };
    await withBackend(
      () => ({ raw: 'Service Unavailable', status: 503 }),
      async (backend) => {
        const error = await failureOf(backend.client({ connection }).request('languages', Named));
        assert.ok(error instanceof UnreadableReplyError && error.status === 503);
        assert.equal(backend.received.length, 1 + READ_RETRIES);
      },
    );
  });

  it(`a read whose way fails while the connection is there is sent again ${READ_RETRIES} more times at most, then fails`, async () => {
    const connection: ConnectionPort = { whenBack: async () => true, lost: async () => false, reached: () => undefined };
    await withBackend(
      () => 'reset',
      async (backend) => {
        const error = await failureOf(backend.client({ connection }).request('languages', Named));
        assert.ok(error instanceof NetworkError);
        assert.equal(backend.received.length, 1 + READ_RETRIES);
      },
    );
  });

  it('a read that waited for the connection starts its retries afresh once it is back', async () => {
    let down = true;
    const connection: ConnectionPort = {
      whenBack: async () => true,
      lost: async () => {
        const was = down;
        down = false;
        return was;
      },
      reached: () => undefined,
    };
    await withBackend(
      () => 'reset',
      async (backend) => {
        const error = await failureOf(backend.client({ connection }).request('languages', Named));
        assert.ok(error instanceof NetworkError);
        // One attempt found the connection down; after it came back, the read and its retries.
        assert.equal(backend.received.length, 1 + 1 + READ_RETRIES);
      },
    );
  });

  it('a read that found the connection down fails when the widget stops waiting for it', async () => {
    const connection: ConnectionPort = { whenBack: async () => backend.received.length === 0, lost: async () => true, reached: () => undefined };
    const backend = await loopbackBackend(() => 'reset');
    try {
      const error = await failureOf(backend.client({ connection }).request('languages', Named));
      assert.ok(error instanceof NetworkError);
      assert.equal(backend.received.length, 1);
    } finally {
      await backend.close();
    }
  });
});

describe('calls through a transport (the card vault)', () => {
  it('the transport gets the path under the API root with its query, the headers with a JSON type and the call’s limit; its reply is unwrapped as the network’s', async () => {
    const requests: unknown[] = [];
    const refused: string[] = [];
    const replies = [
      { status: 200, data: '{"result":{"name":"card saved"}}' },
      { status: 401, data: { error: { code: 'authentication_error', message: 'Expired' } } },
      { status: 200, data: 'not json' },
      // No status at all: the vault's request got no answer.
      { status: 0, data: '{"result":{"name":"card saved"}}' },
    ];
    const client = createApiClient({
      apiUrl: 'http://backend.invalid/',
      token: () => 'session-1',
      locale: () => 'fr',
      merchantData: () => null,
      onUnauthorized: (path) => refused.push(path),
      timings: { requestTimeoutMs: 1_000, orderCreationTimeoutMs: 30_000, statusLongPollTimeoutMs: 1_000, readRetryBaseMs: 10 },
    });
    const transport = async (request: unknown) => {
      requests.push(request);
      return replies.shift() ?? { status: 500, data: '' };
    };
    assert.deepEqual(await client.request('cards', Named, { base: 'widget/v1', method: 'POST', query: { flow: 'sell' }, transport, timeout: 'orderCreation' }), { name: 'card saved' });
    assert.deepEqual(requests[0], {
      path: '/widget/v1/cards?flow=sell',
      method: 'POST',
      headers: { 'Accept-Language': 'fr', Authorization: 'Bearer session-1', 'Content-Type': 'application/json' },
      timeoutMs: 30_000,
    });
    assert.ok(isApiError(await failureOf(client.request('cards', Named, { method: 'POST', transport })), 'authentication_error'));
    assert.deepEqual(refused, ['cards']);
    assert.equal((requests[1] as { path: string }).path, '/provider/v1/cards', 'the provider API unless told otherwise');
    const unreadable = await failureOf(client.request('cards', Named, { method: 'POST', transport }));
    assert.ok(unreadable instanceof UnreadableReplyError);
    assert.equal(unreadable.code, 'unexpected_server_error');
    const noStatus = await failureOf(client.request('cards', Named, { method: 'POST', transport }));
    assert.ok(noStatus instanceof UnreadableReplyError);
    assert.equal(noStatus.message, 'HTTP 0');
    assert.equal(requests.length, 4, 'a transport call is never repeated by the client');
  });
});

describe('replies sent early (early.ts)', () => {
  it('the entry’s calls go out at once with the browser’s credentials; each reply is taken once, by the same call', async () => {
    await withBackend(
      (request) => ({ result: { name: request.path } }),
      async (backend) => {
        const call = { apiUrl: backend.url, locale: 'en', token: null, merchantData: null };
        const languages = wireRequest(call, 'languages');
        const check = wireRequest(call, 'merchants/validate-widget', { method: 'POST', body: { apiKey: 'pk' } });
        const early = sendEarly([languages, check]);
        const reply = await early.take(wireRequest(call, 'languages'));
        assert.deepEqual(reply && { status: reply.status, json: JSON.parse(reply.text) }, { status: 200, json: { result: { name: '/provider/v1/languages' } } });
        assert.equal(early.take(languages), null, 'taken once');
        assert.equal(early.take(wireRequest(call, 'merchants/validate-widget', { method: 'POST', body: { apiKey: 'other' } })), null, 'another body is another call');
        assert.equal((await early.take(check))?.status, 200);
        assert.deepEqual(
          backend.received.map(({ method, path, body }) => ({ method, path, body })).sort((a, b) => a.path.localeCompare(b.path)),
          [
            { method: 'GET', path: '/provider/v1/languages', body: undefined },
            { method: 'POST', path: '/provider/v1/merchants/validate-widget', body: { apiKey: 'pk' } },
          ],
        );
      },
    );
  });

  it('sends with the browser’s credentials, so the reply is the signed-in customer’s', async (t) => {
    const seen: (RequestInit | undefined)[] = [];
    t.mock.method(globalThis, 'fetch', async (_input: unknown, init?: RequestInit) => {
      seen.push(init);
      return new Response('{"result":1}', { status: 200 });
    });
    const early = sendEarly([wireRequest({ apiUrl: 'http://backend.invalid', locale: 'en', token: 't', merchantData: null }, 'customers/current')]);
    assert.equal(seen[0]?.credentials, 'include');
    assert.equal(seen[0]?.method, 'GET');
    assert.deepEqual(seen[0]?.headers, { 'Accept-Language': 'en', Authorization: 'Bearer t' });
    assert.equal(early.takeStrings('en'), null, 'no strings were fetched');
  });

  it('an early reply that does not come within the call’s limit times the call out, as the network would', async () => {
    const early: EarlyReplies = { take: () => new Promise(() => undefined), takeStrings: () => null };
    const client = clientWithoutBackend(100, 10, { early });
    const error = await failureOf(client.request('merchants/validate-widget', Named, { method: 'POST', body: {} }));
    assert.ok(error instanceof TimeoutError);
    assert.equal(error.message, 'Request timed out: http://backend.invalid/provider/v1/merchants/validate-widget');
  });

  it('an early reply that failed is a network error with the failure’s words', async () => {
    const early: EarlyReplies = { take: () => Promise.reject(new TypeError('Failed to fetch')), takeStrings: () => null };
    const client = clientWithoutBackend(100, 10, { early });
    const error = await failureOf(client.request('orders', Named, { method: 'POST', body: {} }));
    assert.ok(error instanceof NetworkError);
    assert.equal(error.message, 'Failed to fetch');
  });

  it('an entry bundled apart leaves its replies under the registered symbol; they are taken once', () => {
    const replies: EarlyReplies = { take: () => null, takeStrings: () => null };
    const element = { [Symbol.for('crypto-ramp-widget.early-replies')]: replies };
    assert.equal(EARLY_REPLIES, Symbol.for('crypto-ramp-widget.early-replies'));
    assert.equal(takeEarlyReplies(element), replies);
    assert.equal(takeEarlyReplies(element), null);
    assert.equal(takeEarlyReplies({}), null);
    assert.equal(takeEarlyReplies(null), null);
  });

  it('start-up’s calls as the entry predicts them: a signed-in customer without a kept order has no order read', () => {
    const call = { apiUrl: 'http://a.example', locale: 'en', token: 'session-1', merchantData: null };
    const paths = initCalls({ call, merchant: null, pageOrigin: null, flow: 'buy', storedOrderId: null, expectedReceive: 'BTC' }).map((request) => request.url.replace('http://a.example/', ''));
    assert.deepEqual(paths, [
      'provider/v1/currencies',
      'provider/v2/currencies/rates',
      'provider/v1/customers/current/country',
      'provider/v1/languages',
      'provider/v1/currencies/fees/BTC',
      'provider/v1/customers/current',
    ]);
  });

  it('two calls are the same when method, address, headers (any case, any order) and body are', () => {
    const call = { apiUrl: 'http://a.example', locale: 'en', token: null, merchantData: null };
    const post = wireRequest(call, 'orders', { method: 'POST', body: { amount: 1 } });
    assert.equal(requestKey(post), requestKey({ ...post, headers: Object.fromEntries(Object.entries(post.headers).reverse()) }));
    assert.equal(requestKey(post), requestKey({ ...post, headers: { 'content-type': 'application/json', 'accept-language': 'en' } }));
    assert.notEqual(requestKey(post), requestKey(wireRequest(call, 'orders', { method: 'POST', body: { amount: 2 } })));
    assert.notEqual(requestKey(post), requestKey({ ...post, headers: { ...post.headers, 'Accept-Language': 'de' } }));
    assert.notEqual(requestKey(wireRequest(call, 'orders', { method: 'POST', body: null })), requestKey(wireRequest(call, 'orders', { method: 'POST' })));
  });
});

describe('the idempotency key and a backend whose CORS refuses it (idempotency.ts)', () => {
  const Order = object({ id: string() });
  const create = (backend: LoopbackBackend) =>
    withIdempotencyKey(backend.client(), 'key-1', (headers) => backend.client().request('orders', Order, { method: 'POST', body: { amount: 1 }, headers }));
  const line = (request: Received) => `${request.method} ${request.path}${request.headers['idempotency-key'] ? ' with key' : ''}`;

  it('sent with the key; answered, nothing else is asked', async () => {
    await withBackend(
      () => ({ result: { id: 'o1' } }),
      async (backend) => {
        assert.deepEqual(await create(backend), { id: 'o1' });
        assert.deepEqual(backend.received.map(line), ['POST /provider/v1/orders with key']);
      },
    );
  });

  it('refused on the way only with the key (a read answers without it, not with it): sent again without the key', async () => {
    await withBackend(
      (request) => (request.headers['idempotency-key'] ? 'reset' : request.path.endsWith('languages') ? { status: 401, error: { code: 'authentication_error' } } : { result: { id: 'o1' } }),
      async (backend) => {
        assert.deepEqual(await create(backend), { id: 'o1' });
        const seen = backend.received.map(line);
        assert.equal(seen[0], 'POST /provider/v1/orders with key');
        assert.equal(seen[1], 'GET /provider/v1/languages');
        assert.ok(seen.slice(2, -1).every((one) => one === 'GET /provider/v1/languages with key'), seen.join(', '));
        assert.equal(seen.at(-1), 'POST /provider/v1/orders');
      },
    );
  });

  it('the answer lost on the way while the key passes: the failure stands, never a second creation', async () => {
    await withBackend(
      (request) => (request.method === 'POST' ? 'reset' : { result: [] }),
      async (backend) => {
        assert.ok((await failureOf(create(backend))) instanceof NetworkError);
        assert.deepEqual(backend.received.map(line), ['POST /provider/v1/orders with key', 'GET /provider/v1/languages', 'GET /provider/v1/languages with key']);
      },
    );
  });

  it('a backend out of reach: the failure stands; a refusal of the backend stands without asking anything', async () => {
    await withBackend(
      () => 'reset',
      async (backend) => {
        assert.ok((await failureOf(create(backend))) instanceof NetworkError);
        assert.equal(backend.received.filter((request) => request.method === 'POST').length, 1);
        assert.ok(backend.received.every((request) => request.method === 'POST' || !request.headers['idempotency-key']));
      },
    );
    await withBackend(
      () => ({ status: 400, error: { code: 'validation_error', message: 'No' } }),
      async (backend) => {
        assert.ok(isApiError(await failureOf(create(backend)), 'validation_error'));
        assert.equal(backend.received.length, 1);
      },
    );
  });
});

describe('the probe of the way to the backend (probe.ts)', () => {
  it('any answer, of any status, is a way through: a bodiless HEAD of the languages', async () => {
    await withBackend(
      () => ({ status: 500, error: { code: 'api_server_error' } }),
      async (backend) => {
        assert.equal(await probeBackend(`${backend.url}/`)(), true);
        assert.deepEqual(backend.received.map((request) => `${request.method} ${request.path}`), ['HEAD /provider/v1/languages']);
      },
    );
  });

  it('no answer within its time, or nothing listening, is no way', async () => {
    await withBackend(
      () => 'hang',
      async (backend) => {
        assert.equal(await probeBackend(backend.url, 100)(), false);
      },
    );
    const closed = await loopbackBackend(() => ({ result: null }));
    await closed.close();
    assert.equal(await probeBackend(closed.url)(), false);
  });
});

describe('errors (errors.ts)', () => {
  it('field errors of a validation error: the first message of each field, strings only; none without an object payload', () => {
    const error = new ApiError('validation_error', 'Invalid', { email: ['Bad e-mail', 'Second'], name: 'Required', count: 3, list: [], nested: { a: 'b' } });
    assert.deepEqual(error.fieldErrors(), { email: 'Bad e-mail', name: 'Required' });
    assert.deepEqual(new ApiError('validation_error', 'Invalid', 'email is bad').fieldErrors(), {});
    assert.deepEqual(new ApiError('validation_error', 'Invalid').fieldErrors(), {});
  });

  it('what may pass by itself: the way, a timeout, gateways’ statuses, an unreadable reply under a success status; not the backend’s answers', () => {
    assert.equal(isTransient(new NetworkError('offline')), true);
    assert.equal(isTransient(new TimeoutError('u')), true);
    for (const status of [408, 429, 502, 503, 504]) assert.equal(isTransient(new ApiError('api_server_error', '', null, status)), true, `${status}`);
    assert.equal(isTransient(new UnreadableReplyError('unexpected_server_error', '', null, 200)), true);
    assert.equal(isTransient(new UnreadableReplyError('unexpected_server_error', '', null, 299)), true);
    assert.equal(isTransient(new UnreadableReplyError('api_client_error', '', null, 300)), false);
    assert.equal(isTransient(new UnreadableReplyError('api_server_error', '', null, 500)), false);
    assert.equal(isTransient(new ApiError('validation_error', 'No', null, 200)), false);
    assert.equal(isTransient(new ApiError('api_server_error', 'No', null, 500)), false);
    assert.equal(isTransient(new Error('boom')), false);
    assert.equal(isTransient(null), false);
    assert.equal(isTransient({ status: 503 }), false);
  });

  it('only errors without a code reach error reporting (spec 1 §8)', (t) => {
    const warn = t.mock.method(console, 'warn', () => undefined);
    const reporter = createErrorReporter('sandbox', null);
    reporter.report(new ApiError('validation_error', 'No'));
    reporter.report(new UnreadableReplyError('unexpected_server_error', 'x'));
    reporter.report(new TimeoutError('u'));
    reporter.report(new NetworkError('offline'));
    reporter.report(new MerchantValidationFailed({}));
    reporter.report(new VaultValidationError(['cvv']));
    assert.equal(warn.mock.callCount(), 0);
    const bug = new TypeError('x is undefined');
    reporter.report(bug);
    reporter.report({ status: 500 });
    assert.deepEqual(
      warn.mock.calls.map((call) => call.arguments[1]),
      [bug, { status: 500 }],
    );
  });

  it('each error says what it is in a report: its name and its words', () => {
    assert.equal(new ApiError('validation_error', 'No').name, 'ApiError');
    assert.equal(new UnreadableReplyError('unexpected_server_error', 'x').name, 'UnreadableReplyError');
    assert.equal(new MerchantValidationFailed({}).name, 'MerchantValidationFailed');
    assert.equal(new MerchantValidationFailed({}).message, 'Merchant parameters invalid');
    const vault = new VaultValidationError(['number', 'cvv']);
    assert.equal(vault.name, 'VaultValidationError');
    assert.equal(vault.message, 'Card fields are not valid: number, cvv');
    assert.deepEqual(vault.fieldErrors(), { number: '', cvv: '' });
  });
});

describe('retries and keys (retry.ts)', () => {
  it('an idempotency key is 32 hex digits, every time, and new each time', () => {
    const keys = Array.from({ length: 50 }, () => newIdempotencyKey());
    for (const key of keys) assert.match(key, /^[0-9a-f]{32}$/);
    assert.equal(new Set(keys).size, keys.length);
  });

  it('a task is run again after failures of the way only, up to the retries; the last error stands', async () => {
    let runs = 0;
    const failing = () => {
      runs += 1;
      return Promise.reject(new NetworkError(`attempt ${runs}`));
    };
    const error = await failureOf(retryOnTransient(failing, 2));
    assert.equal((error as Error).message, 'attempt 3');
    runs = 0;
    await assert.rejects(retryOnTransient(() => Promise.reject(new ApiError('validation_error', 'No', null, 400)), 3), ApiError);
    let tries = 0;
    assert.equal(await retryOnTransient(async () => (++tries < 2 ? Promise.reject(new TimeoutError('u')) : 'paid'), 3), 'paid');
  });
});
