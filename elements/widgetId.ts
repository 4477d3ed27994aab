/** The element's name among the widgets of its page, for its storage and messages (no React: the entry uses it too). */

/**
 * Without a `widget-id`: the element's position among widgets in its root, and of each enclosing shadow
 * host in its own root (`w0`, `w1`, `w0-2` inside a host app's shadow root). The same page layout gives
 * the same id after a reload; two widgets of one page get different ids.
 */
export function defaultWidgetId(element: Element): string {
  const positions: number[] = [];
  let node: Element = element;
  for (;;) {
    const root = node.getRootNode();
    if (!(root instanceof Document) && !(root instanceof ShadowRoot)) break;
    positions.unshift([...root.querySelectorAll(node.localName)].indexOf(node));
    if (!(root instanceof ShadowRoot)) break;
    node = root.host;
  }
  return `w${positions.join('-')}`;
}
