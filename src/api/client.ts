/**
 * The HTTP client (spec 1 §7): redaxios with credentials, bearer token, Accept-Language and
 * X-Merchant-Data headers, the `result`/`error` envelope, typed errors and per-call timeouts.
 * Every reply passes a superstruct schema before anyone reads it.
 */
import redaxios from 'redaxios';
import { type Struct, any, optional, type as looseObject, string, validate } from 'superstruct';
import type { EarlyReplies } from './early';
import { ApiError, NetworkError, ResponseShapeError, TimeoutError, UnreadableReplyError, isTransient } from './errors';
import { type CallOptions, type WireRequest, queryString, wireRequest } from './request';
import { isErrorCode } from '../domain/errorCodes';
import type { ErrorReply } from '../domain/ownWords';
import { retryDelayMs, retryFits } from '../domain/retry';
import type { Timings } from '../domain/timings';

export { segment } from './request';

export type ClientContext = {
  /** Backend origin and path prefix, e.g. http://127.0.0.1:8787 */
  apiUrl: string;
  token: () => string | null;
  locale: () => string;
  /** The X-Merchant-Data header value (domain/merchantData), or null without a merchant. */
  merchantData: () => string | null;
  /** Called for authentication_error replies with the call's path (spec 1 §8: log the user out). */
  onUnauthorized: (path: string) => void;
  /** How long each kind of call may take (spec 1 §7: 10 s, order creation 30 s, the status long poll 180 s). */
  timings: Pick<Timings, 'requestTimeoutMs' | 'orderCreationTimeoutMs' | 'statusLongPollTimeoutMs' | 'readRetryBaseMs'>;
  /**
   * An error reply as the customer reads it: our words in their language for the backend's, when it answers
   * in another (its list lacks theirs: issue 46; `domain/ownWords.ts`). Without it, its words as they are.
   */
  ownWords?: (reply: ErrorReply) => ErrorReply;
  /** Observes each request: used by the benchmark and debugging, never required. */
  onRequest?: (path: string) => void;
  /** Replies to start-up's calls, sent by the entry before this code arrived (src/api/early.ts). */
  early?: EarlyReplies | null;
  /** The connection's state (state/connection.ts): nothing leaves while it is down; a read waits for it. */
  connection?: ConnectionPort;
};

/** What the client asks of the connection's state (`state/connection.ts`). */
export type ConnectionPort = {
  /**
   * True once the backend can be reached again (at once when it can); false when the widget stops waiting,
   * or on `abort`. Once the widget is gone it never settles: a call waiting then goes no further.
   */
  whenBack(abort?: AbortSignal): Promise<boolean>;
  /** A call found no way to the backend: whether the connection is down. */
  lost(): Promise<boolean>;
  /** A reply arrived. */
  reached(): void;
};

type RequestOptions = CallOptions & {
  /** The call's time limit (default 'request'). */
  timeout?: 'request' | 'orderCreation' | 'statusLongPoll';
  signal?: AbortSignal;
  /**
   * Sends the request another way than fetch: the card vault, which builds the body itself from its secure
   * fields. It gets the path under the API root and the headers, and throws TimeoutError on a timeout.
   */
  transport?: Transport;
  /**
   * Safe to send again after a failure of the way (default: GET calls, which only read). A call that changes
   * something is never repeated by the client; one that only asks (the merchant check) may say it is.
   */
  repeatable?: boolean;
};

export type Transport = (request: { path: string; method: string; headers: Record<string, string>; timeoutMs: number }) => Promise<{ status: number; data: unknown }>;

const ErrorEnvelope = looseObject({
  error: looseObject({ code: string(), message: optional(string()), payload: optional(any()) }),
});
const ResultEnvelope = looseObject({ result: any() });

export type ApiClient = {
  request<T>(path: string, schema: Struct<T, unknown>, options?: RequestOptions): Promise<T>;
};

export function createApiClient(context: ClientContext): ApiClient {
  const { connection } = context;
  /** One attempt: the early reply when there is one (the first attempt only), else the network. */
  async function send(request: WireRequest, options: RequestOptions, timeoutMs: number): Promise<{ data: unknown; status: number }> {
    const { signal } = options;
    const early = context.early?.take(request);
    if (early) {
      const [data, status] = await earlyReply(early, timeoutMs, request.url);
      return { data, status };
    }
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const abort = () => timeout.abort();
    signal?.addEventListener('abort', abort);
    try {
      const response = await redaxios(request.url, {
        method: request.method,
        data: request.body,
        headers: request.headers,
        withCredentials: true,
        responseType: 'text',
        // Every status resolves: the envelope, not the status, says what happened.
        validateStatus: () => true,
        // redaxios does not forward an abort signal itself; its fetch hook does.
        fetch: ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, { ...init, signal: timeout.signal })) as typeof fetch,
      });
      connection?.reached();
      return { data: response.data, status: response.status };
    } catch (error) {
      if (signal?.aborted) throw error;
      if (timeout.signal.aborted) throw new TimeoutError(request.url);
      throw new NetworkError(error instanceof Error ? error.message : 'Network request failed');
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    }
  }

  return {
    async request<T>(path: string, schema: Struct<T, unknown>, options: RequestOptions = {}): Promise<T> {
      const { base = 'provider/v1', query, timeout: limit = 'request', signal } = options;
      const limitMs = context.timings[`${limit}TimeoutMs`];
      const call = { apiUrl: context.apiUrl, locale: context.locale(), token: context.token(), merchantData: context.merchantData() };
      const request = wireRequest(call, path, options);
      context.onRequest?.(path);
      // Nothing leaves while the connection is down: the call waits for it (its time limit starts then).
      await connection?.whenBack(signal);
      // Nor once the screen that asked is gone (before the call, or while it waited).
      signal?.throwIfAborted();
      if (options.transport) {
        const { method, headers } = request;
        headers['Content-Type'] = 'application/json';
        const reply = await options.transport({ path: `/${base}/${path}${queryString(query)}`, method, headers, timeoutMs: limitMs });
        return unwrap(reply.data, reply.status, schema, context, path);
      }
      // A read may be sent again after a failure of the way, within the call's own time limit; a call that
      // changes something is sent once (domain/retry.ts). A read that found the connection down waits for
      // it and starts over.
      const repeatable = options.repeatable ?? request.method === 'GET';
      let deadline = Date.now() + limitMs;
      for (let retry = 0; ; retry++) {
        try {
          const { data, status } = await send(request, options, Math.max(1, deadline - Date.now()));
          return unwrap(data, status, schema, context, path);
        } catch (error) {
          if (signal?.aborted) throw error;
          const noWay = error instanceof NetworkError || error instanceof TimeoutError;
          // Asking whether the connection is there takes time (a probe, up to a few seconds) that is not
          // the call's: its deadline moves by as much.
          const asked = Date.now();
          const down = noWay && connection ? await connection.lost() : false;
          deadline += Date.now() - asked;
          if (down && connection) {
            if (!repeatable || !(await connection.whenBack(signal))) throw error;
            deadline = Date.now() + limitMs;
            retry = -1;
            continue;
          }
          const waitMs = retryDelayMs(retry, context.timings.readRetryBaseMs);
          if (!repeatable || !isTransient(error) || !retryFits({ retry, waitMs, now: Date.now(), deadline, limitMs })) throw error;
          await new Promise((resolve) => setTimeout(resolve, waitMs));
          // Aborted meanwhile (the screen that asked is gone): no next attempt.
          if (signal?.aborted) throw error;
        }
      }
    },
  };
}

/** A reply sent early, within the call's time limit, as the network would have given it. */
async function earlyReply(reply: Promise<{ status: number; text: string }>, timeoutMs: number, url: string): Promise<[string, number]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(url)), timeoutMs);
  });
  try {
    const { status, text } = await Promise.race([reply, late]);
    return [text, status];
  } catch (error) {
    if (error instanceof TimeoutError) throw error;
    throw new NetworkError(error instanceof Error ? error.message : 'Network request failed');
  } finally {
    clearTimeout(timer);
  }
}

function unwrap<T>(data: unknown, status: number, schema: Struct<T, unknown>, context: ClientContext, path: string): T {
  // redaxios hands over the parsed JSON, or the raw text when it did not parse.
  let json: unknown = data;
  try {
    if (typeof data === 'string') json = JSON.parse(data);
  } catch {
    // spec 1 §7: "If a response cannot be parsed the error is unexpected_server_error" (a proxy's HTML page,
    // a cut body): not the backend's answer.
    throw new UnreadableReplyError('unexpected_server_error', 'Could not parse server response', null, status);
  }
  const [, failure] = validate(json, ErrorEnvelope);
  if (failure) {
    const { code, message: said = '', payload: saidFields = null } = failure.error;
    const known = isErrorCode(code) ? code : status >= 500 ? 'api_server_error' : 'api_client_error';
    const reply = { code: known, message: said, payload: saidFields };
    const { message, payload } = context.ownWords?.(reply) ?? reply;
    const error = new ApiError(known, message, payload, status);
    if (known === 'authentication_error') context.onUnauthorized(path);
    throw error;
  }
  if (status < 200 || status >= 300) {
    throw new UnreadableReplyError(status >= 500 ? 'api_server_error' : 'api_client_error', `HTTP ${status}`, null, status);
  }
  const [envelopeError, envelope] = validate(json, ResultEnvelope);
  if (envelopeError || !envelope) throw new UnreadableReplyError('unexpected_server_error', 'Could not parse server response', null, status);
  const [shapeError, result] = validate(envelope.result, schema, { coerce: true });
  if (shapeError) throw new ResponseShapeError(path, shapeError);
  return result;
}
