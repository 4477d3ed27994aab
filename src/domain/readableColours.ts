/**
 * A merchant's colours against WCAG 2.2 AA, and the derived colours that keep the widget readable when
 * they fall short (ours; the spec names only the primary colour, spec 1 §9).
 */
import { contrastRatio, textOnColor } from './theme';

/** `#rrggbb` from `rgb(r, g, b)` / `rgba(…)` as browsers compute colours, or null. */
export function hexOfComputedColour(value: string): string | null {
  const channels = /^rgba?\(\s*(\d+)[,\s]+(\d+)[,\s]+(\d+)/.exec(value.trim());
  if (!channels) return null;
  return `#${channels
    .slice(1, 4)
    .map((c) => Number(c).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** `a` mixed with `b` in sRGB, `share` of `b` (0…1), as CSS `color-mix(in srgb, a, b share)`. */
export function mixColours(a: string, b: string, share: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(i, i + 2), 16);
  return `#${[1, 3, 5]
    .map((i) => Math.round(channel(a, i) * (1 - share) + channel(b, i) * share))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** `colour` moved toward `toward` by the smallest step (of 5 %) that reads at `ratio` on `background`. */
function readableToward(colour: string, toward: string, background: string, ratio: number): string {
  for (let share = 0; share <= 1; share += 0.05) {
    const mixed = mixColours(colour, toward, share);
    if (contrastRatio(mixed, background) >= ratio) return mixed;
  }
  return toward;
}

/** The theme's colours as they are on screen (a merchant's properties over the theme's defaults). */
export type ThemeColours = { primary: string; onPrimary: string; surface: string; text: string; muted: string };

/** WCAG 2.2 AA: text at 4.5:1, controls (the primary button's fill against the surface) at 3:1. */
export const TEXT_CONTRAST = 4.5;
export const CONTROL_CONTRAST = 3;

export type ColourProblem = { colour: keyof ThemeColours; against: keyof ThemeColours; ratio: number; needed: number };

/**
 * A merchant's colours that fall under WCAG AA, and the derived colours that keep the widget readable
 * anyway: text on the primary colour turns white or near-black, the primary's hover leans away from its
 * text, text in the primary colour (links, notes) and secondary text lean toward the text colour until
 * they read on the surface, and the focus ring (the primary colour) leans toward the text colour until it
 * stands out from the surface at 3:1. The merchant's own properties stay as set; only the widget's derived
 * aliases (`--_on-primary`, `--_primary-strong`, `--_primary-text`, `--_focus`, `--_muted`) change.
 */
export function readableColours(colours: ThemeColours): { problems: ColourProblem[]; derived: Record<string, string> } {
  const { primary, onPrimary, surface, text, muted } = colours;
  const problems: ColourProblem[] = [];
  const derived: Record<string, string> = {};
  const check = (colour: keyof ThemeColours, against: keyof ThemeColours, needed: number) => {
    const ratio = contrastRatio(colours[colour], colours[against]);
    if (ratio < needed) problems.push({ colour, against, ratio: Math.round(ratio * 100) / 100, needed });
    return ratio >= needed;
  };
  check('text', 'surface', TEXT_CONTRAST);
  const readableOnPrimary = check('onPrimary', 'primary', TEXT_CONTRAST) ? onPrimary : textOnColor(primary);
  if (readableOnPrimary !== onPrimary) derived['--_on-primary'] = readableOnPrimary;
  // The hover fill (styles.css: 20 % toward the text colour) moves away from its words' colour instead
  // when that would make them hard to read.
  if (contrastRatio(mixColours(primary, text, 0.2), readableOnPrimary) < TEXT_CONTRAST) {
    // Dark words (they read better on white): the hover lightens; light words: it darkens.
    const away = contrastRatio(readableOnPrimary, '#ffffff') > contrastRatio(readableOnPrimary, '#000000') ? '#ffffff' : '#000000';
    derived['--_primary-strong'] = readableToward(primary, away, readableOnPrimary, TEXT_CONTRAST);
  }
  // Text in the primary colour (styles.css: 35 % toward the text colour), and the primary as a control.
  const primaryIsControl = check('primary', 'surface', CONTROL_CONTRAST);
  if (!primaryIsControl || contrastRatio(mixColours(primary, text, 0.35), surface) < TEXT_CONTRAST) {
    derived['--_primary-text'] = readableToward(primary, text, surface, TEXT_CONTRAST);
  }
  // The focus ring (styles.css: the primary colour) must stand out from the surface it is drawn on.
  if (!primaryIsControl) derived['--_focus'] = readableToward(primary, text, surface, CONTROL_CONTRAST);
  if (!check('muted', 'surface', TEXT_CONTRAST)) derived['--_muted'] = readableToward(muted, text, surface, TEXT_CONTRAST);
  return { problems, derived };
}
