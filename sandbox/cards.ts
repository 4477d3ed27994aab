/**
 * Sandbox cards: the test cards (what each number makes the provider do), the checks a card provider makes
 * on a card payment body (spec 1 §7 "Card payment body", §8 card field errors), and saved cards.
 */
import { randomUUID } from 'node:crypto';
import { COUNTRIES } from './data/countries';

export type CardBehaviour =
  | { kind: 'complete' }
  | { kind: 'auth'; auth: 'sms' | 'bank' | 'url'; displayType: 'iframe' | 'new_tab' | 'redirect' }
  | { kind: 'declined'; reason: string }
  | { kind: 'limit'; message: string }
  | { kind: 'onHold' }
  | { kind: 'expires' }
  | { kind: 'rateChanged' };

/** The test cards (docs/sandbox.md, "Test cards"). Any other valid number completes. */
export const TEST_CARDS: Record<string, { label: string; behaviour: CardBehaviour }> = {
  '4242424242424242': { label: 'Visa: completes', behaviour: { kind: 'complete' } },
  '5555555555554444': { label: 'Mastercard: completes', behaviour: { kind: 'complete' } },
  '378282246310005': { label: 'American Express: completes (4-digit code)', behaviour: { kind: 'complete' } },
  '6200000000000005': { label: 'UnionPay: completes', behaviour: { kind: 'complete' } },
  '4000000000001000': { label: 'asks for an SMS code (123456)', behaviour: { kind: 'auth', auth: 'sms', displayType: 'iframe' } },
  '4000000000002008': { label: 'asks for a BANK code (123456)', behaviour: { kind: 'auth', auth: 'bank', displayType: 'iframe' } },
  '4000000000003006': { label: '3-D Secure page in an iframe', behaviour: { kind: 'auth', auth: 'url', displayType: 'iframe' } },
  '4000000000003105': { label: '3-D Secure page in a new tab', behaviour: { kind: 'auth', auth: 'url', displayType: 'new_tab' } },
  '4000000000003204': { label: '3-D Secure page by redirect', behaviour: { kind: 'auth', auth: 'url', displayType: 'redirect' } },
  '4000000000004004': { label: 'declined: insufficient funds', behaviour: { kind: 'declined', reason: 'Insufficient funds' } },
  '4000000000005001': { label: 'daily limit reached', behaviour: { kind: 'limit', message: 'You reached your daily limit.' } },
  '4000000000005100': { label: 'weekly limit reached', behaviour: { kind: 'limit', message: 'You reached your weekly limit.' } },
  '4000000000005209': { label: 'yearly limit reached', behaviour: { kind: 'limit', message: 'You reached your yearly limit' } },
  '4000000000006009': { label: 'goes on hold', behaviour: { kind: 'onHold' } },
  '4000000000007007': { label: 'the order expires', behaviour: { kind: 'expires' } },
  '4000000000008005': { label: 'the exchange rate changes (country by BIN)', behaviour: { kind: 'rateChanged' } },
};

export function cardBehaviour(number: string): CardBehaviour {
  return TEST_CARDS[number]?.behaviour ?? { kind: 'complete' };
}

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * A card-like number (13 to 19 digits passing Luhn) anywhere in a request body's text, vault aliases
 * (`tok_…`) left out: their random part can hold such a run of digits by chance, and they are what the
 * API is meant to receive.
 */
export function containsClearCardNumber(text: string): boolean {
  const withoutAliases = text.replace(/\btok_\w+/g, '');
  return (withoutAliases.match(/\d(?:[ -]?\d){12,18}/g) ?? []).some((run) => luhnValid(run.replace(/[ -]/g, '')));
}

/** The brand names Collect.js reports as `cardType`. */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^62/.test(number)) return 'unionpay';
  return 'unknown';
}

/** MM/YY, without spaces and with a two-digit year (as the widget sends it), not in the past. */
export function expiryValid(text: string, now = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(text);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

export type SavedCard = {
  id: string;
  customerId: number;
  /** The vault alias of the number: the provider keeps the card, the widget only ever sees last4 and brand. */
  numberAlias: string;
  last4: string;
  brand: string;
  expirationDate: string;
  holder: string;
  createdAt: number;
};

export function savedCardReply(card: SavedCard, isDefault: boolean) {
  return { id: card.id, last4: card.last4, brand: card.brand, expirationDate: card.expirationDate, holder: card.holder, isDefault };
}

/** A card entry as it reaches the provider: aliases already revealed (number, cvv) by the vault. */
export type CardEntry = Record<string, unknown>;

export type CheckedCard =
  | { ok: true; number: string; saved: SavedCard | null; mustBeSaved: boolean; expirationDate: string; holder: string }
  | { ok: false; fields: Record<string, string[]> };

/**
 * The checks of a card payment body, with the spec's field keys (card.number, card.cvv, …) and messages.
 * `reveal` turns a vault alias into the value it stands for.
 */
export function checkCardEntry(entry: CardEntry, saved: SavedCard[], reveal: (value: string) => string): CheckedCard {
  const text = (key: string) => (typeof entry[key] === 'string' ? (entry[key] as string).trim() : '');
  const fields: Record<string, string[]> = {};
  const fail = (key: string, message: string) => {
    fields[`card.${key}`] = [message];
  };
  const savedCard = text('id') ? saved.find((c) => c.id === text('id')) ?? null : null;
  if (text('id') && !savedCard) fail('number', 'Card number is invalid');
  // The widget's vault fields send the number and the expiry without spaces (spec 2 §7): a spaced value fails.
  const number = savedCard ? reveal(savedCard.numberAlias) : reveal(text('number'));
  const cvv = reveal(text('cvv'));
  const expirationDate = reveal(text('expirationDate'));
  const holder = reveal(text('holder'));
  if (!savedCard && !text('id')) {
    if (!luhnValid(number)) fail('number', 'Card number is invalid');
    if (!expiryValid(expirationDate)) fail('expirationDate', 'Invalid Date');
    if (holder === '') fail('holder', 'Cardholder name is invalid');
  }
  if (!(cardBrand(number) === 'amex' ? /^\d{3,4}$/ : /^\d{3}$/).test(cvv)) fail('cvv', 'CVV code should be 3 digits');
  if (!COUNTRIES.some((c) => c.isoAlpha2 === text('countryCode'))) fail('countryCode', 'Select country');
  if (text('city') === '' || text('city').length > 50) fail('city', 'Choose city');
  if (text('address').length < 4 || text('address').length > 50) fail('address', 'Type your street, building, apt');
  if (text('postalCode').length < 4 || text('postalCode').length > 10) fail('postalCode', 'Type your postal code');
  if (!/^\+[1-9]\d{6,14}$/.test(text('phone').replace(/[\s()-]/g, ''))) fail('phone', 'Phone number is not valid');
  // spec 1 §7: the widget drops an empty state from the body; one sent empty is refused.
  if (typeof entry.state === 'string' && entry.state.trim() === '') fail('state', 'State is required');
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    number,
    saved: savedCard,
    mustBeSaved: !savedCard && entry.mustBeSaved === true,
    expirationDate: savedCard?.expirationDate ?? expirationDate,
    holder: savedCard?.holder ?? holder,
  };
}

export function newSavedCard(customerId: number, numberAlias: string, number: string, expirationDate: string, holder: string): SavedCard {
  return { id: randomUUID(), customerId, numberAlias, last4: number.slice(-4), brand: cardBrand(number), expirationDate, holder, createdAt: Date.now() };
}
