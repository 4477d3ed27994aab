/**
 * Calls that change something carry an `Idempotency-Key` (the backend contract: docs/network.md),
 * so a call sent again after its answer was lost is done once. A backend whose CORS does not allow the
 * header makes the browser refuse such a call before sending it, which looks like a failure of the network;
 * creation must not break on that backend, so a read decides: the same read without the header answers and
 * with it is refused (its preflight names the header too) — then the call goes again without the key. That is
 * safe: the refused call never left the browser.
 */
import { any } from 'superstruct';
import type { ApiClient } from './client';
import { NetworkError } from './errors';

export type KeyHeaders = { 'Idempotency-Key': string } | Record<string, never>;

export async function withIdempotencyKey<T>(client: ApiClient, key: string, send: (headers: KeyHeaders) => Promise<T>): Promise<T> {
  try {
    return await send({ 'Idempotency-Key': key });
  } catch (error) {
    if (!(error instanceof NetworkError) || !(await headerRefused(client, key))) throw error;
    return send({});
  }
}

/** The backend answers a read, and the same read with the key's header cannot be sent. */
async function headerRefused(client: ApiClient, key: string): Promise<boolean> {
  if (!(await reaches(client, {}))) return false;
  return !(await reaches(client, { 'Idempotency-Key': key }));
}

async function reaches(client: ApiClient, headers: Record<string, string>): Promise<boolean> {
  try {
    await client.request('languages', any(), { headers });
    return true;
  } catch (error) {
    // Any answer of the backend, even a refusal, means the call reached it.
    return !(error instanceof NetworkError);
  }
}
