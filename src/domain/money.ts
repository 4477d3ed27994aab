/** Rounding and display of amounts (spec 1 §5, §9). */

/** Rounds half away from zero to `decimals` places, avoiding binary drift (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  return Math.sign(value) * Math.round(Math.abs(value) * factor * (1 + Number.EPSILON)) / factor;
}

/** Rounds down, for amounts the customer will receive: never promise more than the quote. */
export function floorTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.floor(value * factor * (1 + Number.EPSILON)) / factor;
}

type NumberStyle = { minimumFractionDigits?: number; maximumFractionDigits: number; useGrouping?: boolean };

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A language's number format, built once per language and style: building one takes milliseconds (a
 * phone's first render builds a dozen), formatting with it microseconds. Western digits in every language
 * (Arabic's own would sit beside the Western digits a customer types, reads on a card and on an address).
 */
function numberFormat(language: string, style: NumberStyle = { maximumFractionDigits: 3 }): Intl.NumberFormat {
  const key = `${language}|${style.minimumFractionDigits}|${style.maximumFractionDigits}|${style.useGrouping}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(`${language}-u-nu-latn`, style);
    formats.set(key, format);
  }
  return format;
}

/** The decimal separator of a language as it writes numbers: '.' in English, ',' in Spanish and Portuguese. */
export function decimalSeparator(language: string): string {
  return numberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/**
 * An amount field's text as the language writes it: the widget keeps amounts typed with '.' (either
 * separator may be typed), and the field shows the language's own ("150,5" in Spanish).
 */
export function amountTextFor(text: string, language: string): string {
  return text.replace('.', decimalSeparator(language));
}

/** A fixed number of decimals, without thousands separators: what the amount inputs show. */
export function toPlainAmount(value: number, decimals: number): string {
  return String(roundTo(value, decimals));
}

/**
 * The rate as customers read it on every screen, buying or selling: what one unit of the crypto is worth
 * in the fiat ("1 BTC = 65,000.00 USD"). A pair's rate is receive units per pay unit; buying, the crypto
 * is what is received, so its price is the inverse.
 */
export function cryptoPrice(receivePerPay: number, flow: 'buy' | 'sell'): number {
  return flow === 'buy' ? 1 / receivePerPay : receivePerPay;
}

/**
 * A price for reading: 2 to 8 decimals (spec 1 §5's rate), cents only (and grouped) from 1 up, so a price
 * reads as money does ("65,000.00", "1.10") and a small one keeps its digits ("0.0000125").
 */
export function formatPrice(price: number, language = 'en'): string {
  return numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: price >= 1 ? 2 : 8 }).format(price);
}

/** The rate shows 2 to 8 decimals (spec 1 §5), with the separators of the language on screen. */
export function formatRate(rate: number, language = 'en'): string {
  return numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 8, useGrouping: false }).format(rate);
}

/**
 * Fee and receive amounts in the fee panel show a fixed 4 decimals (spec 1 §5, §9), written as the
 * language writes numbers: 95.9600 in English, 95,9600 in Spanish and Portuguese.
 */
export function formatFixed(value: number, decimals: number, language = 'en'): string {
  return numberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: false }).format(roundTo(value, decimals));
}

/**
 * An amount for reading (not for typing or copying): as the language writes numbers, with grouping, and
 * trimmed to meaningful decimals: fiat always shows cents (100.00 USD), crypto only the digits it has up
 * to its precision (0.5 BTC, 95.96 USDT).
 */
export function formatAmount(value: number, options: { decimals: number; fiat: boolean; language: string }): string {
  const style = { minimumFractionDigits: options.fiat ? Math.min(2, options.decimals) : 0, maximumFractionDigits: options.decimals };
  return numberFormat(options.language, style).format(roundTo(value, options.decimals));
}
