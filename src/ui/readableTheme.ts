/**
 * Keeps a merchant's colours readable: the theme's colours as they are on screen (custom properties
 * resolve only in the page, so a probe reads each one as a computed colour), checked against WCAG AA by
 * `readableColours`; the widget's derived aliases are set where a colour falls short, and the console
 * says once per page which property of the merchant's it was.
 */
import { type ColourProblem, type ThemeColours, hexOfComputedColour, readableColours } from '../domain/readableColours';

const ALIASES: Record<keyof ThemeColours, string> = {
  primary: '--_primary',
  onPrimary: '--_on-primary',
  surface: '--_surface',
  text: '--_text',
  muted: '--_muted',
};

const warned = new Set<string>();

function colourOf(root: HTMLElement, alias: string): string | null {
  const probe = root.ownerDocument.createElement('span');
  probe.style.color = `var(${alias})`;
  probe.hidden = true;
  root.append(probe);
  const hex = hexOfComputedColour(getComputedStyle(probe).color);
  probe.remove();
  return hex;
}

/**
 * Applies the derived colours to `root` (after taking back those it set before, so a theme change is
 * judged afresh) and warns about the merchant's properties that fall short. `propertyName` names a
 * colour as the merchant set it (`--crw-primary`, or the iframe page's `primaryColor`).
 */
export function keepColoursReadable(root: HTMLElement, propertyName: (colour: keyof ThemeColours) => string): void {
  for (const alias of ['--_on-primary', '--_primary-strong', '--_primary-text', '--_muted']) root.style.removeProperty(alias);
  const entries = Object.entries(ALIASES).map(([colour, alias]) => [colour, colourOf(root, alias)] as const);
  if (entries.some(([, hex]) => hex === null)) return;
  const { problems, derived } = readableColours(Object.fromEntries(entries) as ThemeColours);
  for (const [alias, value] of Object.entries(derived)) root.style.setProperty(alias, value);
  for (const problem of problems) warnOnce(problem, propertyName(problem.colour));
}

function warnOnce(problem: ColourProblem, property: string) {
  const key = `${property}/${problem.against}`;
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(
    `[crypto-ramp-widget] ${property} reads at ${problem.ratio}:1 against the ${problem.against === 'primary' ? 'primary colour' : 'surface'}; WCAG 2.2 AA asks for ${problem.needed}:1. The widget derives readable colours from it where it can; choose a colour with more contrast.`,
  );
}
