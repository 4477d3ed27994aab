/**
 * What a page shows of each widget before the element's code arrives (issue 46). The entry is a few KB and
 * runs first; the first load it fetches is some 130 KB, a second or more on a phone's network, and until it
 * has come a <crypto-ramp-widget> is an unknown tag: nothing at all (a tracking link opened on a phone
 * showed a blank page). Until the element is defined, each one is drawn at the calculator's size, as the
 * widget's start-up frame: its title and its fields as grey bones, on the surface of the theme it asked
 * for (still: the skeleton that follows, drawn by the element, is the one that shimmers).
 *
 * A stylesheet the document adopts (a Content-Security-Policy without 'unsafe-inline' allows it) for the
 * tag while it is not defined, at zero specificity so that any rule of the merchant's wins; taken away
 * once the element is defined. Nothing is added to the page's DOM: a framework hydrating the page finds
 * the markup it wrote.
 */

const W = ':where(crypto-ramp-widget:not(:defined))';
const DARK = 'background-color:var(--crw-surface,#17191f)';
// Grey bones (a translucent grey reads on either theme's surface): the title, then the fields.
const CSS = `${W}{display:block;max-width:440px;min-height:683px;margin-inline:auto;background:linear-gradient(#8882,#8882) 50% 15px/40% 22px,repeating-linear-gradient(#8882 0 54px,#0000 0 66px) 12px 52px/calc(100% - 24px) 582px var(--crw-surface,#fff);background-repeat:no-repeat}:where(crypto-ramp-widget[theme=dark]:not(:defined)){${DARK}}@media(prefers-color-scheme:dark){:where(crypto-ramp-widget[theme=auto]:not(:defined)){${DARK}}}`;

/** Draws every not yet defined widget of `doc` as its start-up frame; returns what takes the drawing away. */
export function drawUndefinedWidgets(doc: Document): () => void {
  const view = doc.defaultView;
  if (!view || !('adoptedStyleSheets' in doc)) return () => undefined;
  try {
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync(CSS);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    return () => {
      doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  } catch {
    // An engine without constructable stylesheets: the widget shows when its code has come, as before.
    return () => undefined;
  }
}
