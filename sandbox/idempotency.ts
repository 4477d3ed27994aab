/**
 * `Idempotency-Key` as payment providers honour it (the backend contract, docs/network.md): a POST
 * that carries a key is done once per customer, path and key; the same call again, while the first is still
 * being answered or after, gets the first reply again (status and body, with `Idempotent-Replayed: true`),
 * never a second order or payment. Keys are kept for a day. A scenario control turns this off, to try the
 * widget against a backend that ignores the key.
 */
import type { ServerResponse } from 'node:http';
import { jsonWritten } from './http';
import { type ApiRequest, type Handler, bearer } from './routes/common';
import type { StoredReply } from './store';

/** How long a key is remembered (providers keep theirs 24 hours). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;

/** `handler`, done once per idempotency key (calls without a key, or with keys ignored, run as they are). */
export function idempotent(handler: Handler): Handler {
  return async (request, params) => {
    const key = request.req.headers['idempotency-key'];
    if (typeof key !== 'string' || key === '' || request.store.controls.state.ignoreIdempotencyKeys) return handler(request, params);
    const replies = request.store.idempotentReplies;
    const now = Date.now();
    for (const [scope, entry] of replies) if (now - entry.at > IDEMPOTENCY_KEY_TTL_MS) replies.delete(scope);
    const customer = request.store.customerByToken(bearer(request.req));
    const scope = `${customer?.id ?? bearer(request.req) ?? 'anonymous'} ${request.req.method} ${request.base}/${request.path} ${key}`;
    const earlier = replies.get(scope);
    if (earlier) return replay(request.res, await earlier.reply);
    let settle: (reply: StoredReply) => void = () => undefined;
    replies.set(scope, { at: now, reply: new Promise<StoredReply>((resolve) => (settle = resolve)) });
    const reply = recording(request);
    try {
      await handler(request, params);
      settle(reply());
    } catch (error) {
      // Refused before an answer (an unreadable body): nothing was done, so the key is free again.
      replies.delete(scope);
      settle({ status: 409, body: JSON.stringify({ error: { code: 'api_client_error', message: 'The first request with this key failed: send it again', payload: null } }) });
      throw error;
    }
  };
}

function replay(res: ServerResponse, reply: StoredReply) {
  res.writeHead(reply.status, { 'Content-Type': 'application/json; charset=utf-8', 'Idempotent-Replayed': 'true' });
  res.end(reply.body);
}

/** Records what the handler sends on `request.res`: the reply to give the same key again. */
function recording({ res }: ApiRequest): () => StoredReply {
  const chunks: string[] = [];
  const end = res.end.bind(res);
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk === 'string' || Buffer.isBuffer(chunk)) chunks.push(chunk.toString());
    return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest);
  }) as typeof res.end;
  // The JSON as written, before the compression the caller's Accept-Encoding chose (http.ts sendJson).
  return () => ({ status: res.statusCode, body: jsonWritten(res) ?? chunks.join('') });
}
