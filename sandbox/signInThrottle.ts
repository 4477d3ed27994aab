/**
 * The sign-in throttle (ours: the spec names no limit beyond one-time codes' own): a code takes 5 wrong
 * tries, but a new code gives 5 more and every e-mail has its own, so a client spraying guesses is held
 * back per client address, and per e-mail from that address. Failed attempts (a wrong or spent code, a
 * share token refused) count over a sliding window; at a limit that client's attempts are refused, a right
 * one too, until the oldest failure leaves the window. A stranger cannot turn it against a customer: an
 * e-mail's count is kept per client address (the customer's own device is not held back by another's
 * junk), and only attempts that came with a merchant's signed launch count for an e-mail at all (a script
 * with no launch is held back by its address alone). A customer's success clears their e-mail's counts.
 */
export const SIGN_IN_LIMITS = {
  /** Failed attempts per e-mail from one client address in the window (two codes' worth of tries). */
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

  /** An e-mail's failures, as counted for one client address. */
  const emailKey = (email: string, ip: string) => `email:${email}\u0000${ip}`;

  return {
    /** When this client may try this e-mail again (epoch ms), or null when it may now. */
    blockedUntil(ip: string, email: string, now = Date.now()): number | null {
      let until: number | null = null;
      for (const [key, limit] of [[`ip:${ip}`, limits.perIp], [emailKey(email, ip), limits.perEmail]] as const) {
        const list = recent(key, now);
        const freeing = list[list.length - limit];
        if (freeing !== undefined) until = Math.max(until ?? 0, freeing + limits.windowMs);
      }
      return until;
    },
    /** A failed attempt of `ip` at `email`; `launched`: it came with a merchant's signed launch. */
    failed(ip: string, email: string, launched: boolean, now = Date.now()) {
      record(`ip:${ip}`, now);
      if (launched) record(emailKey(email, ip), now);
    },
    succeeded(email: string) {
      for (const key of [...failures.keys()]) if (key.startsWith(`email:${email}\u0000`)) failures.delete(key);
    },
    clear() {
      failures.clear();
    },
  };
}
