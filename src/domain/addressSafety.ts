/**
 * The address safety net (ours, issue 45; the spec's format check stays as it is: `walletAddress.ts`). What
 * a format check lets through and loses the customer's money for good:
 *
 * - an EVM address typed with one character wrong, which its mixed case (EIP-55) would have caught;
 * - an address of another network than the one bought (a Tron `T…` address for USDT on Polygon);
 * - a look-alike of an address the customer used before (address poisoning: an attacker's address with the
 *   same first and last characters, planted in the customer's history to be copied by mistake);
 * - a new address misread on the way: shown back in groups of four to be checked.
 *
 * Pure rules; the wallet step's form (`state/walletAddressForm.ts`) applies them. Loaded with the wallet
 * step's code, never in the first load (the checksum's hash comes with it).
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import type { WalletValidator } from './walletAddress';

/** The networks whose address formats can be told apart. */
export type AddressFamily = WalletValidator;

const LOOKS: readonly (readonly [AddressFamily, RegExp])[] = [
  ['evm', /^0x[0-9a-fA-F]{40}$/],
  ['tron', /^T[1-9A-HJ-NP-Za-km-z]{33}$/],
  ['bitcoin', /^(bc1[ac-hj-np-z02-9]{11,71}|BC1[AC-HJ-NP-Z02-9]{11,71}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})$/],
  // A named account of the main network or the test network, or an implicit account (64 hex digits).
  ['near', /^((([a-z\d]+[-_])*[a-z\d]+\.)+(near|testnet)|[0-9a-f]{64})$/],
];

/** The network an address's format belongs to, as typed; null when it looks like none we know. */
export function familyOf(address: string): AddressFamily | null {
  const text = address.trim();
  return LOOKS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/**
 * EIP-55: a mixed-case EVM address carries a checksum in its letters' case (upper where the hash of the
 * lower-case address has a nibble of 8 or more). All lower or all upper carries none and passes.
 */
export function evmChecksumValid(address: string): boolean {
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const hash = keccak_256(new TextEncoder().encode(hex.toLowerCase()));
  for (let i = 0; i < hex.length; i++) {
    const char = hex.charAt(i);
    if (char.toLowerCase() === char.toUpperCase()) continue;
    const byte = hash[i >> 1] ?? 0;
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f;
    if ((nibble >= 8) !== (char === char.toUpperCase())) return false;
  }
  return true;
}

export type AddressVerdict =
  | { kind: 'wrongNetwork'; looksLike: AddressFamily }
  | { kind: 'checksum' };

/**
 * What stops an address the format check would let through, or would refuse without saying why: one of
 * another network (told by its format, the raw text as typed), or an EVM address whose checksum is wrong.
 * Null when nothing does.
 */
export function addressVerdict(needed: WalletValidator, typed: string): AddressVerdict | null {
  const looksLike = familyOf(typed);
  if (looksLike !== null && looksLike !== needed) return { kind: 'wrongNetwork', looksLike };
  if (needed === 'evm' && looksLike === 'evm' && !evmChecksumValid(typed.trim())) return { kind: 'checksum' };
  return null;
}

/** How many characters at each end an address-poisoning look-alike copies (what a glance at a history checks). */
export const LOOK_ALIKE_ENDS = 4;

/**
 * An address the customer used before that `address` imitates: the same first and last characters (past
 * a network prefix), different inside. Null when it is one of them, or like none. Case is ignored (an EVM
 * address's case is only its checksum).
 */
export function lookAlikeOf(address: string, used: readonly string[]): string | null {
  const key = (text: string) => text.trim().toLowerCase().replace(/^(0x|bc1)/, '');
  const mine = key(address);
  if (mine.length < LOOK_ALIKE_ENDS * 3) return null;
  const ends = (text: string) => [text.slice(0, LOOK_ALIKE_ENDS), text.slice(-LOOK_ALIKE_ENDS)].join('…');
  if (used.some((before) => key(before) === mine)) return null;
  return used.find((before) => ends(key(before)) === ends(mine)) ?? null;
}

/** An address in groups of four characters, to be read aloud and checked (a prefix such as 0x stays whole). */
export function addressGroups(address: string): string[] {
  const text = address.trim();
  const prefix = /^(0x|bc1)/i.exec(text)?.[0] ?? '';
  const rest = text.slice(prefix.length);
  const groups = rest.match(/.{1,4}/g) ?? [];
  return prefix ? [prefix, ...groups] : groups;
}

/**
 * The currency to switch to when the address belongs to another network: the same coin on the network the
 * address looks like, among the currencies offered (the first the backend ranks). Null when there is none.
 */
export function switchTarget<C extends { ticker: string; tickerWithNetwork: string }>(
  current: C,
  looksLike: AddressFamily,
  offered: readonly C[],
  validatorOf: (currency: C) => WalletValidator | null,
): C | null {
  return offered.find((other) => other.tickerWithNetwork !== current.tickerWithNetwork && other.ticker === current.ticker && validatorOf(other) === looksLike) ?? null;
}
