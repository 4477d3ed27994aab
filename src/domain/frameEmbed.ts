/**
 * Frame mode of the element (`embed="frame"`, ours): the element loads the iframe page with its own
 * attributes as the page's query parameters and its deep links as paths, so both embeds start alike.
 */
import { flowStart, publicOrderRoute } from './routes';
export type FrameEmbedOptions = {
  apiKey?: string;
  signature?: string;
  payload?: string;
  lang?: string;
  defaultCurrency?: string;
  widgetId: string;
  trackOrder?: string;
  flow?: string;
  timeScale?: string;
  /** The element has `debug`: the framed page's integration doctor writes to the console too (`debug=1`). */
  debug?: boolean;
};

/** The iframe page's address for the element's attributes (`/orders/{id}/public`, `/sell` or `/`). */
export function embeddedFrameUrl(widgetUrl: string, options: FrameEmbedOptions): string {
  const path = options.trackOrder ? publicOrderRoute(encodeURIComponent(options.trackOrder)) : flowStart(options.flow === 'sell' ? 'sell' : 'buy');
  const query = new URLSearchParams();
  for (const key of ['apiKey', 'signature', 'payload', 'defaultCurrency', 'lang', 'widgetId', 'timeScale'] as const) {
    const value = options[key];
    if (value) query.set(key, value);
  }
  if (options.debug) query.set('debug', '1');
  return `${widgetUrl.replace(/\/$/, '')}${path}?${query}`;
}
