/**
 * Scenario controls for tests and the demo, under /__sandbox/: the detected country, added latency,
 * a failure for the next call(s) to a path, a log of requests, the error reports received. One shared
 * state: tests run one at a time and reset it first.
 */
export type Failure = {
  /** Path after the API base, e.g. "currencies" or "merchants/validate-widget"; "*" for every call. */
  path: string;
  /** How many calls fail (default 1). */
  times: number;
  /**
   * "error": an error envelope; "raw": a non-JSON body; "malformed": a result of the wrong shape;
   * "delay": the call is answered normally, `ms` late (a slow provider: the client times out and retries);
   * "result": answered with `payload` as its result (a backend whose data differs, e.g. a shorter list).
   */
  mode: 'error' | 'raw' | 'malformed' | 'delay' | 'result';
  ms: number;
  status: number;
  code: string;
  message: string;
  payload: unknown;
};

export type LoggedRequest = {
  method: string;
  path: string;
  acceptLanguage: string | null;
  authorization: string | null;
  merchantData: string | null;
  /** The `Idempotency-Key` header (processing calls). */
  idempotencyKey: string | null;
  at: number;
};

/** A sign-up as the sandbox received it: its path and what it said of the customer's agreements. */
export type SignUp = { path: string; email: string; refcode: string | null; agreements: Record<string, unknown> };

/** How many entries each store that grows from requests keeps (requests, analytics, sign-ups, error reports). */
export const STORE_LIMIT = 500;

/** Appends, dropping the oldest beyond STORE_LIMIT: nothing a client sends grows the sandbox without end. */
function keepLast<T>(list: T[], entry: T) {
  list.push(entry);
  if (list.length > STORE_LIMIT) list.splice(0, list.length - STORE_LIMIT);
}

/**
 * The scenario's settings as a fresh sandbox has them. `scale` (0 < scale ≤ 1, default 1) shortens the
 * scenario's own steps (a review landing, an order settling, a deposit arriving, a status long poll
 * held): a test sandbox runs them at the pace of widgets started with the same `time-scale`.
 */
function settings(scale: number) {
  return {
    country: 'US',
    latencyMs: 0,
    /** How long after one one-time code the next may be issued. */
    codeIntervalMs: 30_000,
    /** How long a one-time code can be used (ours: the spec names no lifetime). */
    codeTtlMs: 10 * 60_000,
    /** How long a submitted identity check stays pending before its review lands. */
    kycReviewDelayMs: Math.round(1_500 * scale),
    /** How long each step of a paid order (transfer, blockchain) takes. */
    settleStepMs: Math.round(1_500 * scale),
    /** How long an order's rate stays reserved, from creation or the last renewal. */
    reservationMs: 15 * 60_000,
    /** How long after the payout card a sell order's crypto deposit "arrives". */
    sellDepositMs: Math.round(15_000 * scale),
    /** How long the processing-status long poll holds an unchanged status before answering it. */
    statusHoldMs: Math.round(20_000 * scale),
    /** The market's move: every buy rate (crypto per fiat unit) times this, for quotes and new orders alike. */
    rateFactor: 1,
    /** A backend that ignores `Idempotency-Key` (sandbox/idempotency.ts): every call is done again. */
    ignoreIdempotencyKeys: false,
    /** A backend whose CORS does not allow the `Idempotency-Key` header: a browser refuses the call before sending it. */
    refuseIdempotencyHeader: false,
  };
}

export function createControls(scale = 1) {
  const state = {
    ...settings(scale),
    failures: [] as Failure[],
    requests: [] as LoggedRequest[],
    errorReports: [] as { receivedAt: number; events: unknown[] }[],
    /** Analytics events received (amount submitted). */
    analytics: [] as unknown[],
    /** Sign-ups received, buy and sell, with the agreements as sent. */
    signUps: [] as SignUp[],
    /** Payments started by processing calls (the idempotency test counts them). */
    paymentsStarted: 0,
    /** Card numbers or security codes that reached the provider API in clear instead of as vault aliases. */
    clearCardData: 0,
  };
  return {
    state,
    /** The scenario's settings as reset leaves them (a control given no value goes back to its own). */
    defaults: () => settings(scale),
    reset() {
      Object.assign(state, settings(scale), { failures: [], requests: [], errorReports: [], analytics: [], signUps: [], paymentsStarted: 0, clearCardData: 0 });
    },
    addFailure(input: Partial<Failure> & { path: string }) {
      state.failures.push({
        path: input.path,
        times: input.times ?? 1,
        mode: input.mode ?? 'error',
        status: input.status ?? 500,
        code: input.code ?? 'api_server_error',
        message: input.message ?? 'Injected failure',
        payload: input.payload ?? null,
        ms: input.ms ?? 0,
      });
    },
    /** The failure to apply to this call, if any (consumed). */
    takeFailure(path: string): Failure | null {
      const failure = state.failures.find((f) => f.path === path || f.path === '*');
      if (!failure) return null;
      failure.times -= 1;
      if (failure.times <= 0) state.failures.splice(state.failures.indexOf(failure), 1);
      return failure;
    },
    log(entry: LoggedRequest) {
      keepLast(state.requests, entry);
    },
    /** An analytics event received (the newest STORE_LIMIT kept). */
    recordAnalytics(event: unknown) {
      keepLast(state.analytics, event);
    },
    /** A sign-up received (the newest STORE_LIMIT kept). */
    recordSignUp(signUp: SignUp) {
      keepLast(state.signUps, signUp);
    },
    /** Error events received by the ingest (the newest STORE_LIMIT envelopes kept). */
    recordErrorReport(events: unknown[]) {
      keepLast(state.errorReports, { receivedAt: Date.now(), events });
    },
  };
}

export type Controls = ReturnType<typeof createControls>;
