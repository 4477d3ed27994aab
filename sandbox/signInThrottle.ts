/**
 * The sign-in throttle (ours: the spec names no limit beyond one-time codes' own): a code takes 5 wrong
 * tries, but a new code gives 5 more and every e-mail has its own, so a client spraying guesses is held
 * back per e-mail and per client address. Failed attempts (a wrong or spent code, a share token refused)
 * count over a sliding window; at the limit every attempt is refused, a right one too, until the oldest
 * failure leaves the window. A customer's success clears their e-mail's count.
 */
export const SIGN_IN_LIMITS = {
  /** Failed attempts per e-mail in the window (two codes' worth of tries). */
  perEmail: 10,
  /** Failed attempts per client address in the window, whatever the e-mails. */
  perIp: 30,
  windowMs: 15 * 60_000,
};

/** How many e-mails and addresses the throttle remembers at most: the oldest are forgotten first. */
const MAX_KEYS = 10_000;

export function createSignInThrottle(limits = SIGN_IN_LIMITS) {
  /** Failure times by `ip:{address}` and `email:{e-mail}`, oldest first. */
  const failures = new Map<string, number[]>();

  function recent(key: string, now: number): number[] {
    const kept = (failures.get(key) ?? []).filter((at) => now - at < limits.windowMs);
    if (kept.length > 0) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  }

  function record(key: string, now: number) {
    const list = recent(key, now);
    failures.delete(key);
    failures.set(key, [...list, now]);
    for (const oldest of failures.keys()) {
      if (failures.size <= MAX_KEYS) break;
      failures.delete(oldest);
    }
  }

  return {
    /** When this client may try this e-mail again (epoch ms), or null when it may now. */
    blockedUntil(ip: string, email: string, now = Date.now()): number | null {
      let until: number | null = null;
      for (const [key, limit] of [[`ip:${ip}`, limits.perIp], [`email:${email}`, limits.perEmail]] as const) {
        const list = recent(key, now);
        const freeing = list[list.length - limit];
        if (freeing !== undefined) until = Math.max(until ?? 0, freeing + limits.windowMs);
      }
      return until;
    },
    failed(ip: string, email: string, now = Date.now()) {
      record(`ip:${ip}`, now);
      record(`email:${email}`, now);
    },
    succeeded(email: string) {
      failures.delete(`email:${email}`);
    },
    clear() {
      failures.clear();
    },
  };
}
