/** What every entry of the element reads first (no React, no DOM at import). */

/** The element's tag name: the one global name the widget defines. */
export const TAG_NAME = 'crypto-ramp-widget';

/**
 * A page to render in. A server rendering the merchant's page (Node, Deno, Bun), an edge function or a
 * worker has none: there the entries touch nothing and leave no promise behind.
 */
export const hasPage = (): boolean => typeof document !== 'undefined' && typeof customElements !== 'undefined';
