/**
 * Appearance (ours; the spec names only the primary colour, spec 1 §9): a light, dark or system-following
 * theme, and for the iframe page, which CSS custom properties cannot reach, a primary colour by query.
 */
export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];

/** `#4353ff`, `4353ff`, `#45f` or `45f` (a `#` must be percent-encoded in a query string, so it is optional). */
export const HEX_COLOR = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** The colour as `#rrggbb`, or null when it is not a hex colour. */
export function normalizeHexColor(value: string): string | null {
  const digits = HEX_COLOR.exec(value.trim())?.[1];
  if (!digits) return null;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full.toLowerCase()}`;
}

/** WCAG 2.2 relative luminance of `#rrggbb`. */
export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Text on a merchant's primary colour: white or the theme's near-black, whichever reads better on it; black
 * where neither reads at 4.5:1 (a mid grey such as #777777: 4.48:1 with white, 4.25:1 with the near-black,
 * 4.69:1 with black; white or black always does).
 */
export function textOnColor(background: string): '#ffffff' | '#0d0f1c' | '#000000' {
  const white = contrastRatio(background, '#ffffff');
  const dark = contrastRatio(background, '#0d0f1c');
  if (white < 4.5 && dark < 4.5) return '#000000';
  return white >= dark ? '#ffffff' : '#0d0f1c';
}
