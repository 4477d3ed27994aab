/**
 * Personal data out of error reports before they leave the browser: an error's message or context may
 * quote a reply (a wallet address, an e-mail), a header (a bearer token), a URL (its query string carries
 * the merchant's payload). Each kind is replaced by a marker naming it, so a report still reads.
 */

const RULES: [RegExp, string][] = [
  // Bearer tokens and other Authorization values.
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, '$1 [token]'],
  // E-mail addresses.
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  // URLs keep their origin and path: the query string and fragment go.
  [/(https?:\/\/[^\s?#"'<>]+)[?#][^\s"'<>]*/gi, '$1?[query]'],
  // Wallet addresses: EVM (0x + 40 hex), Tron (T + 33), Bitcoin (bech32 and legacy), NEAR implicit (64 hex)
  // and named accounts (….near).
  [/\b0x[0-9a-fA-F]{40}\b/g, '[wallet]'],
  [/\bT[1-9A-HJ-NP-Za-km-z]{33}\b/g, '[wallet]'],
  [/\b(bc1[ac-hj-np-z02-9]{11,71}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})\b/g, '[wallet]'],
  [/\b[0-9a-f]{64}\b/g, '[wallet]'],
  [/\b[a-z0-9_-]+(\.[a-z0-9_-]+)*\.near\b/g, '[wallet]'],
  // Phone numbers in international form.
  [/\+\d[\d ()-]{6,17}\d/g, '[phone]'],
  // Card-like digit runs (13 to 19 digits, spaces or dashes allowed between groups).
  [/\b(?:\d[ -]?){12,18}\d\b/g, '[card]'],
  // One-time codes: a standalone run of 6 digits.
  [/\b\d{6}\b/g, '[code]'],
];

export function scrubText(text: string): string {
  return RULES.reduce((scrubbed, [pattern, marker]) => scrubbed.replace(pattern, marker), text);
}

/** Every string in an event (any depth), scrubbed; other values as they are. */
export function scrubDeep<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, depth + 1)) as T;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubDeep(item, depth + 1)])) as T;
}
