/**
 * Share tokens: a merchant vouching for a customer's e-mail it has verified, so the widget signs the
 * customer in without a one-time code (spec 1 §7 `customers/sign-in-without-confirmation`; the spec shows
 * no format, the contract is ours). A share token opens an account, so it is not derived from anything a
 * merchant signs: the backend issues a random one to the merchant's server (authenticated with its secret
 * key, never from a page), bound to that merchant and that e-mail, valid for minutes, good for one
 * presentation, and revoked when the customer signs out.
 */
import { randomBytes } from 'node:crypto';

/** How long an issued share token can be presented (ours): long enough for a page to load the widget. */
export const SHARE_TOKEN_TTL_MS = 10 * 60_000;

type Issued = { apiKey: string; email: string; expiresAt: number };

export function createShareTokens() {
  const issued = new Map<string, Issued>();
  return {
    /** A fresh token for this merchant and e-mail (the e-mail as the backend keys customers: trimmed, lower case). */
    issue(apiKey: string, email: string, now = Date.now()): { shareToken: string; expiresAt: number } {
      const shareToken = `shr_${randomBytes(32).toString('base64url')}`;
      const expiresAt = now + SHARE_TOKEN_TTL_MS;
      issued.set(shareToken, { apiKey, email: normalEmail(email), expiresAt });
      return { shareToken, expiresAt };
    },
    /**
     * Whether the token was issued to this merchant for this e-mail and is still live. Any presentation
     * spends it, a refused one too: a token seen once (in a log, a leaked URL) is worth nothing after.
     */
    take(shareToken: string, apiKey: string, email: string, now = Date.now()): boolean {
      const entry = issued.get(shareToken);
      if (!entry) return false;
      issued.delete(shareToken);
      return entry.apiKey === apiKey && entry.email === normalEmail(email) && now < entry.expiresAt;
    },
    /** Sign-out: every token any merchant holds for this customer stops working. */
    revokeFor(email: string) {
      const customer = normalEmail(email);
      for (const [token, entry] of issued) if (entry.email === customer) issued.delete(token);
    },
    clear() {
      issued.clear();
    },
  };
}

function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

export type ShareTokens = ReturnType<typeof createShareTokens>;
