/** A short stand-in for a value in storage (ours). */

/**
 * What stands for a creation's payload in storage (FNV-1a of its JSON, hex): equal for the same purchase, and
 * it keeps the wallet address and the merchant's data out of storage.
 */
export function payloadFingerprint(payload: unknown): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(payload) ?? '') {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
