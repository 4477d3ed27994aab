import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { object, string } from 'superstruct';
import { type ClientContext, type ConnectionPort, createApiClient, segment } from '../../src/api/client';
import { UnreadableReplyError, isApiError, isTransient } from '../../src/api/errors';
import { backendWords } from '../../src/state/problem';
import { inCustomerWords } from '../../src/domain/ownWords';
import { READ_RETRIES, retryDelayMs, retryFits } from '../../src/domain/retry';

describe('API paths', () => {
  it('a value is one path segment; text cut inside a character is mended, not thrown on', () => {
    assert.equal(segment('a/b?c#d'), 'a%2Fb%3Fc%23d');
    assert.equal(segment('😀'), '%F0%9F%98%80');
    // encodeURIComponent throws URIError on a lone surrogate (a payload ticker once broke start-up so).
    assert.throws(() => encodeURIComponent('lone\uD800x'), URIError);
    assert.equal(segment('lone\uD800x'), 'lone%EF%BF%BDx');
    assert.equal(segment('\uDC00end'), '%EF%BF%BDend');
  });
});

/**
 * A backend on loopback whose answers a test scripts, one per call in order (the last repeats): a JSON
 * reply, a proxy's HTML page, an empty body, or a connection reset before any answer.
 */
type Scripted = { status: number; body: string; type?: string } | 'reset';

async function scriptedBackend(script: Scripted[], connection?: ConnectionPort, more: Partial<ClientContext> = {}) {
  const calls: string[] = [];
  const server = createServer((req, res) => {
    calls.push(`${req.method} ${req.url}`);
    const step = script[Math.min(calls.length - 1, script.length - 1)];
    if (step === 'reset' || step === undefined) {
      req.socket.destroy();
      return;
    }
    res.writeHead(step.status, { 'Content-Type': step.type ?? 'application/json' });
    res.end(step.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client = createApiClient({
    apiUrl: `http://127.0.0.1:${port}`,
    token: () => null,
    locale: () => 'en',
    merchantData: () => null,
    onUnauthorized: () => undefined,
    timings: { requestTimeoutMs: 1_000, orderCreationTimeoutMs: 1_000, statusLongPollTimeoutMs: 1_000, readRetryBaseMs: 20 },
    connection,
    ...more,
  });
  return { client, calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const OK = { status: 200, body: '{"result":{"code":"en"}}' };
const PROXY_502 = { status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>', type: 'text/html' };
const Language = object({ code: string() });

describe('API calls on a real network', () => {
  it('a read is sent again after a reset, a proxy’s HTML 502 and an empty body, and answers', async () => {
    const backend = await scriptedBackend(['reset', PROXY_502, { status: 200, body: '' }, OK]);
    try {
      assert.deepEqual(await backend.client.request('languages', Language), { code: 'en' });
      assert.equal(backend.calls.length, 4);
    } finally {
      await backend.close();
    }
  });

  it('a call that changes something is sent once: a reset or a proxy page is its failure, never a second call', async () => {
    for (const failure of ['reset', PROXY_502] as const) {
      const backend = await scriptedBackend([failure, OK]);
      try {
        const error = await backend.client.request('orders', Language, { method: 'POST', body: {} }).then(
          () => assert.fail('resolved'),
          (e: unknown) => e,
        );
        assert.equal(isTransient(error), true);
        assert.equal(backendWords(error), null, 'no words of a proxy or parser for the customer');
        assert.equal(backend.calls.length, 1);
      } finally {
        await backend.close();
      }
    }
  });

  it('a proxy’s page is unexpected_server_error (spec 1 §7) without words for the customer; the backend’s own error keeps its words and is not retried', async () => {
    const proxy = await scriptedBackend([{ status: 200, body: '<html>Sign in to the Wi-Fi</html>', type: 'text/html' }]);
    try {
      const error = await proxy.client.request('orders', Language, { method: 'POST', body: {} }).catch((e: unknown) => e);
      assert.ok(error instanceof UnreadableReplyError && isApiError(error, 'unexpected_server_error'));
      assert.equal(error.message, 'Could not parse server response');
      assert.equal(backendWords(error), null);
    } finally {
      await proxy.close();
    }
    const backend = await scriptedBackend([{ status: 400, body: '{"error":{"code":"validation_error","message":"Bad e-mail"}}' }, OK]);
    try {
      const error = await backend.client.request('languages', Language).catch((e: unknown) => e);
      assert.equal(backendWords(error), 'Bad e-mail');
      assert.equal(isTransient(error), false);
      assert.equal(backend.calls.length, 1, 'an answer of the backend is not asked again');
    } finally {
      await backend.close();
    }
  });

  it('issue 46: a backend that does not speak the customer’s language has its words replaced by ours where they are known', async () => {
    const refusal = {
      status: 400,
      body: JSON.stringify({ error: { code: 'validation_error', message: 'Invalid code', payload: { smsCode: ['The code is not right'], shareToken: ['No such token'] } } }),
    };
    /** The refusal as the client hands it on, to a request in `locale` from a widget speaking `language`. */
    const refusedIn = async (locale: string, language: string) => {
      const say = (key: string) => `${language}:${key}`;
      const backend = await scriptedBackend([refusal], undefined, { ownWords: (reply) => inCustomerWords(reply, { locale, language, say }) });
      try {
        const error = await backend.client.request('orders', Language, { method: 'POST', body: {} }).catch((e: unknown) => e);
        assert.ok(isApiError(error, 'validation_error'));
        return { message: error.message, fields: error.fieldErrors() };
      } finally {
        await backend.close();
      }
    };
    assert.deepEqual(await refusedIn('en_US', 'fr'), {
      message: 'fr:ownWords.codeWrong',
      fields: { smsCode: 'fr:ownWords.codeWrong', shareToken: 'No such token' },
    });
    assert.deepEqual(await refusedIn('es_ES', 'es'), {
      message: 'Invalid code',
      fields: { smsCode: 'The code is not right', shareToken: 'No such token' },
    });
  });

  it('retries end within the call’s time limit (10 s in production; 1 s here)', async () => {
    const backend = await scriptedBackend([{ status: 503, body: 'Service Unavailable', type: 'text/plain' }]);
    try {
      const started = performance.now();
      const error = await backend.client.request('languages', Language).catch((e: unknown) => e);
      const took = performance.now() - started;
      assert.ok(error instanceof UnreadableReplyError && error.status === 503 && isTransient(error));
      assert.ok(took < 1_000, `took ${Math.round(took)} ms`);
      assert.ok(backend.calls.length >= 2 && backend.calls.length <= 4, `${backend.calls.length} calls`);
    } finally {
      await backend.close();
    }
  });
});

describe('retry waits', () => {
  it('grow with each retry, jittered between half and all of base·2^n', () => {
    assert.equal(retryDelayMs(0, 400, () => 0), 200);
    assert.equal(retryDelayMs(0, 400, () => 0.999999), 400);
    assert.equal(retryDelayMs(2, 400, () => 0), 800);
    assert.equal(retryDelayMs(2, 400, () => 0.5), 1_200);
  });

  it('stop when none are left or the wait would leave too little of the time limit', () => {
    const base = { waitMs: 400, now: 0, deadline: 10_000, limitMs: 10_000 };
    assert.equal(retryFits({ ...base, retry: 0 }), true);
    assert.equal(retryFits({ ...base, retry: READ_RETRIES }), false);
    assert.equal(retryFits({ ...base, retry: 0, now: 7_200 }), false, '7.6 s and a quarter of the limit is past 10 s');
    assert.equal(retryFits({ ...base, retry: 0, now: 7_200, waitMs: 300 }), true);
  });
});

/**
 * A connection whose state a test sets: down until `back()`; `lost()` (a call found no way) finds it down
 * when the test said it went (`go`), at once or at the next loss.
 */
function scriptedConnection(down: boolean) {
  let state = down;
  let goes = false;
  let waiting: (() => void)[] = [];
  const log: string[] = [];
  const port: ConnectionPort = {
    whenBack: () => (state ? new Promise<boolean>((resolve) => waiting.push(() => resolve(true))) : Promise.resolve(true)),
    lost: async () => {
      log.push('lost');
      if (goes) state = true;
      return state;
    },
    reached: () => log.push('reached'),
  };
  return {
    port,
    log,
    /** The connection goes with the next call's failure. */
    goes() {
      goes = true;
    },
    back() {
      goes = false;
      state = false;
      for (const resolve of waiting) resolve();
      waiting = [];
    },
  };
}

describe('API calls while the connection is down', () => {
  it('nothing leaves while it is down, a call that changes something included: it is sent once when the connection is back', async () => {
    const connection = scriptedConnection(true);
    const backend = await scriptedBackend([OK], connection.port);
    try {
      const answer = backend.client.request('orders', Language, { method: 'POST', body: {} });
      await new Promise((resolve) => setTimeout(resolve, 50));
      assert.equal(backend.calls.length, 0, 'waiting, not sent');
      connection.back();
      assert.deepEqual(await answer, { code: 'en' });
      assert.deepEqual(backend.calls, ['POST /provider/v1/orders']);
      assert.deepEqual(connection.log, ['reached']);
    } finally {
      await backend.close();
    }
  });

  it('a read that found the connection down waits for it beyond its retries and time limit, then answers', async () => {
    const connection = scriptedConnection(false);
    const backend = await scriptedBackend(['reset', OK], connection.port);
    try {
      connection.goes();
      const answer = backend.client.request('languages', Language);
      // Longer than the call's time limit (1 s here): the wait for the connection is not the call's.
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      assert.equal(backend.calls.length, 1, 'one attempt, then waiting for the connection');
      connection.back();
      assert.deepEqual(await answer, { code: 'en' });
      assert.equal(backend.calls.length, 2);
    } finally {
      await backend.close();
    }
  });

  it('a call that changes something and found the connection down fails (it may have reached the backend): never sent again by the client', async () => {
    const connection = scriptedConnection(false);
    const backend = await scriptedBackend(['reset', OK], connection.port);
    try {
      connection.goes();
      const error = await backend.client.request('orders', Language, { method: 'POST', body: {} }).catch((e: unknown) => e);
      assert.equal(isTransient(error), true);
      assert.equal(backend.calls.length, 1);
      assert.deepEqual(connection.log, ['lost']);
    } finally {
      await backend.close();
    }
  });

  it('the time a probe takes is not the call’s: a read whose probe found the way open after longer than its time limit is still asked again', async () => {
    const slowProbe: ConnectionPort = {
      whenBack: async () => true,
      lost: () => new Promise((resolve) => setTimeout(() => resolve(false), 1_200)),
      reached: () => undefined,
    };
    const backend = await scriptedBackend(['reset', OK], slowProbe);
    try {
      assert.deepEqual(await backend.client.request('languages', Language), { code: 'en' });
      assert.equal(backend.calls.length, 2);
    } finally {
      await backend.close();
    }
  });
});
