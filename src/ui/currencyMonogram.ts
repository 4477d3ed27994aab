/**
 * What stands in for a currency's logo when it has none or it does not load: a circle with the ticker's
 * first letter, in a colour derived from the ticker, so a currency keeps its colour wherever it is shown.
 */

/** White text reads at 4.5:1 or better on every one of these (test/unit/currencyMonogram.test.ts). */
export const MONOGRAM_COLOURS = ['#3b5bdb', '#0b7285', '#2f7d3a', '#c92a2a', '#862e9c', '#b5400b', '#a61e4d', '#495057'] as const;

export type Monogram = { text: string; colour: (typeof MONOGRAM_COLOURS)[number] };

export function currencyMonogram(ticker: string): Monogram {
  const normalised = ticker.trim().toUpperCase();
  let hash = 0;
  for (const character of normalised) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return { text: normalised.charAt(0) || '?', colour: MONOGRAM_COLOURS[hash % MONOGRAM_COLOURS.length] ?? MONOGRAM_COLOURS[0] };
}
