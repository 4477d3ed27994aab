/**
 * The package where there is no page to render in: a server rendering a merchant's page (Node, Deno, Bun),
 * an edge function, a worker. What the element entry exports, without touching the DOM: the tag name, the
 * host contract's type guard, and a stand-in for the element's class that says where it works when
 * constructed. Built as dist/element/no-page.js; the package's export conditions for servers and workers
 * point to it, and the browser entry loads it when it finds no document (an edge runtime that resolves the
 * `browser` condition).
 */
import { isHostMessage } from '../src/host/isHostMessage';
import { TAG_NAME } from './runtime';

export { TAG_NAME };
export { isHostMessage as isRampMessage };

/** Construction fails with these words, not with `HTMLElement is not defined`. */
export class CryptoRampWidgetElement {
  constructor() {
    throw new TypeError(`<${TAG_NAME}> renders only in a browser page: import 'crypto-ramp-widget' where the page runs (a client component), not on the server`);
  }
}
