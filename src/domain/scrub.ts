/**
 * Personal data out of error reports before they leave the browser: an error's message or context may
 * quote a reply (a wallet address, an e-mail), a header (a bearer token), a URL (its query string carries
 * the merchant's payload), a credential (an identity provider's access token, a key, a signature). Each
 * kind is replaced by a marker naming it, so a report still reads.
 */

/** A key whose value is a credential, wherever it stands: `accessToken`, `client_secret`, `signature`… */
const CREDENTIAL_KEY = /token|secret|password|passwd|signature|authorization|api[-_]?key|share[-_]?token/i;
/**
 * A key whose value is a person's: a name, an e-mail, a phone, an address, a birth date, a document. Its
 * value (a string or a number) is withheld whatever it looks like: a street or a surname has no pattern.
 */
const PERSONAL_KEY =
  /^(first|last|middle|full|given|family|sur|card[-_]?holder)[-_]?name$|e[-_]?mail|phone|mobile|street|address|city|town|postal|post[-_]?code|^zip|birth|dob|document|passport|national[-_]?id|ssn|tax[-_]?id|iban|holder/i;
/** The report's own identifiers (hex, token-like): they carry nothing of the customer and must stay whole. */
const REPORT_IDS = new Set(['event_id', 'trace_id', 'span_id', 'parent_span_id', 'sid']);

const RULES: [RegExp, string][] = [
  // A schema library's report of the value it found (`…, but received: "221B Baker Street"`): the value goes.
  [/(but received:?)\s[^\n]*/gi, '$1 [value]'],
  // Bearer tokens and other Authorization values.
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, '$1 [token]'],
  // A credential's value after its name, in text, a query or JSON: `token=…`, `"accessToken": "…"`.
  [/\b([A-Za-z_-]*(?:token|secret|password|passwd|signature|api[-_]?key)[A-Za-z_-]*)(["']?\s*[:=]\s*["']?)[^\s"'&,;}]+/gi, '$1$2[redacted]'],
  // A token made of a prefix and a UUID (the identity check's `sbx-…`, `_act-…`): a credential, where a bare
  // UUID is an order id a report needs.
  [/(^|[^A-Za-z0-9-])[A-Za-z_][A-Za-z0-9_]*(-[A-Za-z0-9_]+)*-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '$1[token]'],
  // JSON Web Tokens (an identity provider's access token among them): three base64url parts, the first a JSON header.
  [/\beyJ[A-Za-z0-9_-]{6,}\.[A-Za-z0-9_-]{6,}\.[A-Za-z0-9_-]*/g, '[token]'],
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
  // Any other long token-like run (hex or base64, 32 characters or more, letters and digits mixed): a key,
  // a secret, a signature. A UUID (hyphenated, shorter runs) stays: an order id is what a report needs.
  // (No lookbehind: Safari before 16.4 cannot parse one.)
  [/(^|[^A-Za-z0-9+/_])(?=[A-Za-z0-9+/_]*\d)(?=[A-Za-z0-9+/_]*[A-Za-z])[A-Za-z0-9+/_]{32,}={0,2}/g, '$1[token]'],
];

export function scrubText(text: string): string {
  return RULES.reduce((scrubbed, [pattern, marker]) => scrubbed.replace(pattern, marker), text);
}

/**
 * Every string in an event (any depth), scrubbed, and the value of any key named like a credential or a
 * person's data withheld; other values as they are.
 */
export function scrubDeep<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubDeep(item, depth + 1)) as T;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      REPORT_IDS.has(key)
        ? item
        : CREDENTIAL_KEY.test(key) && typeof item === 'string'
          ? '[redacted]'
          : PERSONAL_KEY.test(key) && (typeof item === 'string' || typeof item === 'number')
            ? '[personal]'
            : scrubDeep(item, depth + 1),
    ]),
  ) as T;
}
