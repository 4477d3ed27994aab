/**
 * The widget's styles as constructable stylesheets adopted by its shadow root (the element) or its document
 * (the iframe page). Adopted sheets are not subject to a page's `style-src` Content-Security-Policy, so a
 * merchant page without 'unsafe-inline' still shows a styled widget; a `<style>` element is the fallback
 * only where constructable stylesheets are missing. One sheet of each per window, shared by every widget in
 * it.
 *
 * Two sheets: the first screen's (styles.css, in the first load) and the later screens' (laterStyles.css,
 * a file of its own that comes with their code: `loadLaterStyles`). Every root the widget is styled in
 * takes the later sheet as soon as it has arrived.
 */
import styles from './styles.css';

type StyledRoot = ShadowRoot | Document;

const sheets = new WeakMap<Window, { first: CSSStyleSheet | null; later: CSSStyleSheet | null }>();
/** Every root styled so far, each told of the later sheet once it arrives. */
const roots = new Set<WeakRef<StyledRoot>>();
let laterText: string | null = null;
const laterListeners = new Set<() => void>();
let laterLoading: Promise<void> | null = null;

function sheetFor(win: Window & typeof globalThis, which: 'first' | 'later', text: string): CSSStyleSheet | null {
  const held = sheets.get(win) ?? { first: null, later: null };
  sheets.set(win, held);
  if (held[which]) return held[which];
  try {
    const sheet = new win.CSSStyleSheet();
    sheet.replaceSync(text);
    held[which] = sheet;
    return sheet;
  } catch {
    return null;
  }
}

function adopt(root: StyledRoot, which: 'first' | 'later', text: string): boolean {
  const doc = root instanceof Document ? root : root.ownerDocument;
  const win = doc.defaultView;
  if (!win || !('adoptedStyleSheets' in root)) return false;
  const sheet = sheetFor(win, which, text);
  if (!sheet) return false;
  try {
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return true;
  } catch {
    return false;
  }
}

/**
 * Adopts the styles into `root` (once), the later screens' too once they have arrived. `firstInPage`: the
 * first screen's styles are in the page already (the iframe page's HTML has them). Returns false where
 * that is impossible; the caller then renders `<style>{styles}{useLaterStyles()}</style>` itself.
 */
export function adoptStyles(root: StyledRoot, { firstInPage = false } = {}): boolean {
  if (!firstInPage && !adopt(root, 'first', styles)) return false;
  roots.add(new WeakRef(root));
  if (laterText !== null) adopt(root, 'later', laterText);
  return true;
}

/**
 * The later screens' styles, loaded once (again after a failure) and adopted by every styled root; a
 * screen's code loads with it (ui/loadedLater.tsx), so no later screen is drawn unstyled.
 */
export function loadLaterStyles(): Promise<void> {
  laterLoading ??= import('./laterStyles.css').then(
    ({ default: text }) => {
      laterText = text;
      for (const ref of roots) {
        const root = ref.deref();
        if (root) adopt(root, 'later', text);
        else roots.delete(ref);
      }
      for (const listener of laterListeners) listener();
    },
    (error: unknown) => {
      laterLoading = null;
      throw error;
    },
  );
  return laterLoading;
}

/** The later screens' styles once they have arrived (for a `<style>` fallback), else ''. */
export function laterStylesText(): string {
  return laterText ?? '';
}

/** Calls `changed` when the later screens' styles arrive; returns the stop. */
export function onLaterStyles(changed: () => void): () => void {
  laterListeners.add(changed);
  return () => laterListeners.delete(changed);
}

export { styles };
