/**
 * Keeps a merchant's colours readable: the theme's colours as they are on screen (custom properties
 * resolve only in the page, so a probe reads them as computed colours), checked against WCAG AA by
 * `readableColours`; the widget's derived aliases are set where a colour falls short, and the console
 * says once per page which property of the merchant's it was.
 */
import { type ColourProblem, type ThemeColours, hexOfComputedColour, readableColours } from '../domain/readableColours';

/**
 * Each theme colour: the contract's property a merchant sets, the widget's alias of it, and the property
 * of the one probe that reads it (the page computes the probe's style once for all five).
 */
const PROBES: Record<keyof ThemeColours, { contract: string; alias: string; property: string }> = {
  primary: { contract: '--crw-primary', alias: '--_primary', property: 'color' },
  onPrimary: { contract: '--crw-on-primary', alias: '--_on-primary', property: 'background-color' },
  surface: { contract: '--crw-surface', alias: '--_surface', property: 'border-top-color' },
  text: { contract: '--crw-text', alias: '--_text', property: 'border-right-color' },
  muted: { contract: '--crw-muted', alias: '--_muted', property: 'border-bottom-color' },
};

const warned = new Set<string>();

/** The theme's colours on screen, or null when one of them does not compute to a colour. */
function coloursOf(root: HTMLElement): ThemeColours | null {
  const probe = root.ownerDocument.createElement('span');
  for (const { alias, property } of Object.values(PROBES)) probe.style.setProperty(property, `var(${alias})`);
  probe.hidden = true;
  root.append(probe);
  const computed = getComputedStyle(probe);
  const read = ({ property }: { property: string }) => hexOfComputedColour(computed.getPropertyValue(property));
  const [primary, onPrimary, surface, text, muted] = [read(PROBES.primary), read(PROBES.onPrimary), read(PROBES.surface), read(PROBES.text), read(PROBES.muted)];
  probe.remove();
  if (primary === null || onPrimary === null || surface === null || text === null || muted === null) return null;
  return { primary, onPrimary, surface, text, muted };
}

/**
 * Applies the derived colours to `root` (after taking back those it set before, so a theme change is
 * judged afresh) and warns about the merchant's properties that fall short, by the contract's name
 * (`--crw-primary`) or, in `setAs`, the name the merchant set a colour by (the iframe page's `primaryColor`).
 */
export function keepColoursReadable(root: HTMLElement, setAs: Partial<Record<keyof ThemeColours, string>> = {}): void {
  for (const alias of ['--_on-primary', '--_primary-strong', '--_primary-text', '--_focus', '--_muted']) root.style.removeProperty(alias);
  const colours = coloursOf(root);
  if (colours === null) return;
  const { problems, derived } = readableColours(colours);
  for (const [alias, value] of Object.entries(derived)) root.style.setProperty(alias, value);
  for (const problem of problems) warnOnce(problem, setAs[problem.colour] ?? PROBES[problem.colour].contract);
}

/** The merchant's colours as they reach `root`: the theming contract's properties the check reads. */
function pageColours(root: HTMLElement): string {
  const computed = getComputedStyle(root);
  return Object.values(PROBES)
    .map(({ contract }) => computed.getPropertyValue(contract).trim())
    .join('|');
}

/**
 * Calls `changed` when the page has changed the merchant's colours reaching `root`: looked at (at most once
 * a frame, reading computed values only) when a `style` or `class` attribute changes on `host` or an
 * ancestor of it (through shadow roots), where a merchant sets the `--crw-*` properties or a theme class.
 * A page that only animates its own styles costs a read a frame, never a check. Returns the stop.
 */
export function watchPageTheme(host: Element, root: HTMLElement, changed: () => void): () => void {
  const view = host.ownerDocument.defaultView;
  if (!view || typeof view.MutationObserver === 'undefined') return () => undefined;
  let seen = pageColours(root);
  let frame = 0;
  const observer = new view.MutationObserver(() => {
    if (frame) return;
    frame = view.requestAnimationFrame(() => {
      frame = 0;
      const now = pageColours(root);
      if (now === seen) return;
      seen = now;
      changed();
    });
  });
  for (let node: Node | null = host; node; node = node instanceof ShadowRoot ? node.host : node.parentNode) {
    if (node instanceof Element) observer.observe(node, { attributes: true, attributeFilter: ['style', 'class'] });
  }
  return () => {
    observer.disconnect();
    view.cancelAnimationFrame(frame);
  };
}

function warnOnce(problem: ColourProblem, property: string) {
  const key = `${property}/${problem.against}`;
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(
    `[crypto-ramp-widget] ${property} reads at ${problem.ratio}:1 against the ${problem.against === 'primary' ? 'primary colour' : 'surface'}; WCAG 2.2 AA asks for ${problem.needed}:1. The widget derives readable colours from it where it can; choose a colour with more contrast.`,
  );
}
