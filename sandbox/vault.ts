/**
 * The card vault stand-in's memory (VGS): the aliases it gave for card data, and the requests its proxy
 * received. Its proxy swaps every card field it protects (`card[].number`, `cvv`, `expirationDate`,
 * `holder`) for aliases (`redact`); the provider API reveals them (`reveal`). Its server: servers/vault.ts.
 */
import { randomBytes } from 'node:crypto';

const ALIASED_KEYS = ['number', 'cvv', 'expirationDate', 'holder'];

export function createVault() {
  const aliases = new Map<string, string>();
  /** Requests that reached the proxy, with the card data as it arrived (for the tests' checks). */
  const received: { path: string; at: number }[] = [];
  function alias(value: string): string {
    const token = `tok_sandbox_${randomBytes(12).toString('hex')}`;
    aliases.set(token, value);
    return token;
  }
  return {
    received,
    alias,
    /** The value behind an alias; any other text is returned as it is. */
    reveal(value: string): string {
      return aliases.get(value) ?? value;
    },
    reset() {
      aliases.clear();
      received.splice(0);
    },
    /** Replaces the card fields of every `card` entry of a JSON body by aliases. */
    redact(body: unknown): unknown {
      if (!body || typeof body !== 'object') return body;
      const copy = { ...(body as Record<string, unknown>) };
      const cards = copy.card;
      if (Array.isArray(cards)) {
        copy.card = cards.map((entry: unknown) => {
          if (!entry || typeof entry !== 'object') return entry;
          const out = { ...(entry as Record<string, unknown>) };
          for (const key of ALIASED_KEYS) if (typeof out[key] === 'string' && out[key] !== '') out[key] = alias(out[key] as string);
          return out;
        });
      }
      return copy;
    },
  };
}

export type Vault = ReturnType<typeof createVault>;
