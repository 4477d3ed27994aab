/**
 * A backend on loopback for the API's tests: it records every request as it arrived (method, path with its
 * query, headers, body) and answers as the test says: the backend's envelope, any other body, a reset
 * before any answer, or no answer at all (until the test closes it).
 */
import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ClientContext, createApiClient } from '../../src/api/client';

export type Received = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** The client gave up on a request left without an answer ('hang'). */
  abandoned?: boolean;
};

export type Answer =
  /** `{"result": …}` */
  | { result: unknown; status?: number }
  /** `{"error": {code, message, payload}}` */
  | { error: { code: string; message?: string; payload?: unknown }; status?: number }
  /** Any body as it is (a proxy's page, an empty body). */
  | { raw: string; status: number; type?: string }
  | 'reset'
  | 'hang';

export async function loopbackBackend(answer: (request: Received) => Answer | Promise<Answer>) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request: Received = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: text === '' ? undefined : JSON.parse(text) };
      received.push(request);
      const reply = await answer(request);
      if (reply === 'hang') {
        res.on('close', () => {
          request.abandoned = true;
        });
        return;
      }
      if (reply === 'reset') {
        req.socket.destroy();
        return;
      }
      if ('raw' in reply) {
        res.writeHead(reply.status, { 'Content-Type': reply.type ?? 'text/plain' });
        res.end(reply.raw);
        return;
      }
      res.writeHead(reply.status ?? ('error' in reply ? 400 : 200), { 'Content-Type': 'application/json' });
      res.end(JSON.stringify('error' in reply ? { error: reply.error } : { result: reply.result }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    received,
    /** The widget's client to this backend: no session, English, no merchant, short time limits. */
    client(context: Partial<ClientContext> = {}) {
      return createApiClient({
        apiUrl: url,
        token: () => null,
        locale: () => 'en',
        merchantData: () => null,
        onUnauthorized: () => undefined,
        timings: { requestTimeoutMs: 2_000, orderCreationTimeoutMs: 2_000, statusLongPollTimeoutMs: 2_000, readRetryBaseMs: 10 },
        ...context,
      });
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type LoopbackBackend = Awaited<ReturnType<typeof loopbackBackend>>;

/** Runs `run` against a backend answering as `answer`, closed afterwards whatever happens. */
export async function withBackend(answer: (request: Received) => Answer | Promise<Answer>, run: (backend: LoopbackBackend) => Promise<void>): Promise<void> {
  const backend = await loopbackBackend(answer);
  try {
    await run(backend);
  } finally {
    await backend.close();
  }
}

/** Waits until `done()` holds (what a test waits for happens on the network, in its own time), at most 5 s. */
export async function waitFor(done: () => boolean, what: string): Promise<void> {
  const until = Date.now() + 5_000;
  while (!done()) {
    if (Date.now() > until) throw new Error(`Still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/** Answers by `METHOD /path?query`; anything else is the backend's not-found. */
export function routes(table: Record<string, Answer | (() => Answer | Promise<Answer>)>): (request: Received) => Answer | Promise<Answer> {
  return (request) => {
    const found = table[`${request.method} ${request.path}`];
    if (found === undefined) return { status: 404, error: { code: 'not_found_error', message: `No route ${request.method} ${request.path}` } };
    return typeof found === 'function' ? found() : found;
  };
}
