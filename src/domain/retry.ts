/**
 * When a call is sent again (ours: the spec retries only processing on a timeout, spec 1 §7). A read is safe
 * to repeat, so a failure of the way to the backend (a reset connection, a gateway's 502, a proxy's page, a
 * timeout) is retried a few times, each wait longer and jittered so that many phones cut off together do not
 * come back in one burst ("equal jitter", as AWS's "Exponential Backoff and Jitter" names it: never less than
 * half the wait). A call that
 * changes something is never sent again by the client.
 */

/** How many times a read is sent again after failures of the way (four attempts in all). */
export const READ_RETRIES = 3;

/** Gateways' statuses that mean "not now" rather than "no": the backend behind them may answer the next time. */
export const TRANSIENT_STATUSES: readonly number[] = [408, 429, 502, 503, 504];

/**
 * The wait before retry `retry` (0 for the first): a random time between half and all of base·2^retry, so the
 * waits grow and never fall to nothing (`random` in [0, 1)).
 */
export function retryDelayMs(retry: number, baseMs: number, random: () => number = Math.random): number {
  const ceiling = baseMs * 2 ** Math.max(0, retry);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/**
 * Whether another attempt fits: retries are left and the wait plus a useful attempt (a quarter of the call's
 * time limit, at least) still end before the call's deadline, so the retries never stretch the spec's time
 * limit of a call.
 */
export function retryFits(options: { retry: number; waitMs: number; now: number; deadline: number; limitMs: number }): boolean {
  const { retry, waitMs, now, deadline, limitMs } = options;
  return retry < READ_RETRIES && now + waitMs + limitMs / 4 <= deadline;
}

/** Code of the widget that did not arrive (offline, a reset): a failure of the way, not a defect. */
export class CodeLoadError extends Error {
  override name = 'CodeLoadError';
}

/**
 * Code that comes later, loaded like data (issue 39): each attempt once `ready` says the connection is
 * there, again after a failure (READ_RETRIES more times, `pause` for the growing jittered wait between);
 * the last failure as a `CodeLoadError`. Firefox and WebKit keep a module that failed for the page's life
 * (whatwg/html#10327 is not in them yet): waiting for the connection before asking keeps them from failing.
 */
export async function loadWithRetries<T>(load: () => Promise<T>, ready: () => Promise<void>, pause: (ms: number) => Promise<void>, baseMs = 400): Promise<T> {
  for (let retry = 0; ; retry++) {
    await ready();
    try {
      return await load();
    } catch (error) {
      if (retry >= READ_RETRIES) throw new CodeLoadError(error instanceof Error ? error.message : 'The code did not load');
      await pause(retryDelayMs(retry, baseMs));
    }
  }
}
