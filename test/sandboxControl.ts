/**
 * The sandbox's scenario controls (`/__sandbox/*`, sandbox/server.ts), typed: one client for every test,
 * in Node and in the browser. A misspelt control or a wrong body fails to compile.
 */
import type { Failure } from '../sandbox/controls';

type Ms = { ms?: number };

/** The body each control takes (reads take none). */
export type ControlBodies = {
  reset: Record<string, never>;
  'kyc-review-delay': Ms;
  reservation: Ms;
  'settle-step': Ms;
  'sell-deposit': Ms;
  'code-interval': Ms;
  'code-ttl': Ms;
  latency: Ms;
  'order-reservation': { id: string; ms?: number };
  'sell-order-status': { id: string; status: string; holdReason?: string };
  'order-status': { id: string; status: string; auth?: 'sms' | 'bank' | 'url'; displayType?: 'iframe' | 'new_tab' | 'redirect'; failureReason?: string; txId?: string };
  country: { isoAlpha2: string };
  rates: { factor?: number };
  fail: Partial<Omit<Failure, 'path'>> & { path: string };
  cards: { email: string; number: string; expirationDate?: string; holder?: string };
  'payout-cards': { email: string; number: string };
  customers: { email: string; phone?: string; countryCode?: string; firstName?: string; address?: null };
  sign: { apiKey: string; payload: string };
  'share-token': { email: string; apiKey?: string };
  idempotency: { ignore?: boolean; refuseHeader?: boolean };
};

/** Controls that only read what the sandbox saw. */
export type ControlReads = 'payments' | 'orders' | 'card-data' | 'requests' | 'error-reports' | 'analytics' | 'sign-ups' | `mailbox/${string}` | `customer/${string}`;

export type ControlClient = {
  <K extends keyof ControlBodies>(action: K, ...body: ControlBodies[K] extends Record<string, never> ? [] : [ControlBodies[K]]): Promise<unknown>;
  (action: ControlReads): Promise<unknown>;
};

const READS = new Set(['payments', 'orders', 'card-data', 'requests', 'error-reports', 'analytics', 'sign-ups']);

/** The controls of the sandbox whose API is at `apiUrl` (or will be: a test file's sandbox starts later). */
export function controlClient(apiUrl: string | (() => string)): ControlClient {
  return (async (action: string, body?: object) => {
    const read = READS.has(action) || /^(mailbox|customer)\//.test(action);
    const response = await fetch(`${typeof apiUrl === 'string' ? apiUrl : apiUrl()}/__sandbox/${action}`, read ? {} : { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(body ?? {}) });
    return response.json();
  }) as ControlClient;
}
