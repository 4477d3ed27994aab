/**
 * The widget's styles as a constructable stylesheet adopted by its shadow root (the element) or its
 * document (the iframe page). Adopted sheets are not subject to a page's `style-src` Content-Security-
 * Policy, so a merchant page without 'unsafe-inline' still shows a styled widget; a `<style>` element is
 * the fallback only where constructable stylesheets are missing. One sheet per window, shared by every
 * widget in it.
 */
import styles from './styles.css';

const sheets = new WeakMap<Window, CSSStyleSheet>();

function sheetFor(win: Window & typeof globalThis): CSSStyleSheet | null {
  const existing = sheets.get(win);
  if (existing) return existing;
  try {
    const sheet = new win.CSSStyleSheet();
    sheet.replaceSync(styles);
    sheets.set(win, sheet);
    return sheet;
  } catch {
    return null;
  }
}

/**
 * Adopts the styles into `root` (once). Returns false where that is impossible; the caller then renders
 * `<style>{styles}</style>` itself.
 */
export function adoptStyles(root: ShadowRoot | Document): boolean {
  const doc = root instanceof Document ? root : root.ownerDocument;
  const win = doc.defaultView;
  if (!win || !('adoptedStyleSheets' in root)) return false;
  const sheet = sheetFor(win);
  if (!sheet) return false;
  try {
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return true;
  } catch {
    return false;
  }
}

export { styles };
