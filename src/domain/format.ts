/** Short forms of ids and addresses (spec 1 §9, spec 2 §9). */

/** Order id on QR and failed screens: first 4 and last 6 characters. */
export function shortOrderId(id: string): string {
  return id.length <= 10 ? id : `${id.slice(0, 4)}…${id.slice(-6)}`;
}

/** Order billing number: first 12 characters of the id. */
export function billingNumber(id: string): string {
  return id.slice(0, 12);
}

/** Wallet address display: first 6, middle, last 6 characters. */
export function splitWallet(address: string): { head: string; middle: string; tail: string } {
  if (address.length <= 12) return { head: address, middle: '', tail: '' };
  return { head: address.slice(0, 6), middle: address.slice(6, -6), tail: address.slice(-6) };
}

/**
 * An amount to send from a wallet, written as wallets take it: every decimal, '.' as the separator, no
 * grouping and no exponent (1e-7 is 0.0000001), whatever the language on screen. Copying it must give
 * what the customer types, as with an address.
 */
export function exactAmount(value: number): string {
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}
