/**
 * The sandbox mailbox: the one-time codes sent to each e-mail (sign-up, resend), newest last, and the
 * rules for using one (its lifetime, its wrong tries). The demo and tests read it (`/__sandbox/mailbox/{email}`).
 */
import { randomInt } from 'node:crypto';
import type { Controls } from './controls';

/** Wrong tries a one-time code takes before it is spent (ours: the spec names no limit). */
const CODE_MAX_WRONG_ATTEMPTS = 5;

/** A code sent, with its wrong tries by client address (a stranger's tries never spend a customer's code). */
type SentCode = { code: string; sentAt: number; wrongAttempts: Map<string, number> };

export function createMailbox(controls: Controls) {
  const sent = new Map<string, SentCode[]>();
  return {
    /** The codes sent to this e-mail, oldest first. */
    codesFor: (email: string): readonly SentCode[] => sent.get(email) ?? [],
    /** Issues a code unless the last one is younger than the resend interval; returns when the next may be. */
    issueCode(email: string, now = Date.now()): { ok: boolean; nextAt: number } {
      const interval = controls.state.codeIntervalMs;
      const codes = sent.get(email) ?? [];
      const last = codes.at(-1);
      if (last && now - last.sentAt < interval) return { ok: false, nextAt: last.sentAt + interval };
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      sent.set(email, [...codes, { code, sentAt: now, wrongAttempts: new Map() }]);
      console.log(`[sandbox mailbox] ${email}: ${code}`);
      return { ok: true, nextAt: now + interval };
    },
    /**
     * The latest code is the valid one; using it consumes it. A code lives `codeTtlMs` and takes
     * CODE_MAX_WRONG_ATTEMPTS wrong tries from a client address, then it is spent for that address (the
     * customer asks for a new one); another address's tries do not spend it for the customer.
     */
    takeCode(email: string, code: string, client: string, now = Date.now()): 'ok' | 'wrong' | 'expired' | 'attemptsExceeded' {
      const latest = sent.get(email)?.at(-1);
      if (!latest) return 'wrong';
      if (now - latest.sentAt >= controls.state.codeTtlMs) return 'expired';
      const tries = latest.wrongAttempts.get(client) ?? 0;
      if (tries >= CODE_MAX_WRONG_ATTEMPTS) return 'attemptsExceeded';
      if (latest.code !== code) {
        latest.wrongAttempts.set(client, tries + 1);
        return tries + 1 >= CODE_MAX_WRONG_ATTEMPTS ? 'attemptsExceeded' : 'wrong';
      }
      sent.set(email, []);
      return 'ok';
    },
    clear() {
      sent.clear();
    },
  };
}
