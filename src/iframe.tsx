/**
 * The iframe page: launch parameters from the query string, browser routing that keeps the query, and
 * host events posted to the parent at its exact origin. Its styles are adopted by the document (no inline
 * `<style>`), so the page runs under its own strict Content-Security-Policy.
 */
import { createRoot } from 'react-dom/client';
import { widgetConfig } from './embedOptions';
import { parentOrigin } from './host/bridge';
import { useQueryKeepingLocation } from './routing';
import { adoptStyles, styles } from './ui/adoptStyles';
import { Widget } from './Widget';

const query = new URLSearchParams(window.location.search);
const origin = parentOrigin(window);

if (!adoptStyles(document)) {
  const style = document.createElement('style');
  style.textContent = styles;
  document.head.append(style);
}

/**
 * Without a `widgetId`, this frame's place among its parent's frames: stable across reloads of the host
 * page, and different for two widget frames on it (they share this origin's storage).
 */
function framePosition(): string {
  if (window.parent === window) return 'page';
  for (let i = 0; i < window.parent.frames.length; i += 1) if (window.parent.frames[i] === window) return `frame${i}`;
  return 'frame';
}

const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
createRoot(container).render(
  <Widget
    location={useQueryKeepingLocation}
    config={widgetConfig(
      {
        apiKey: query.get('apiKey'),
        signature: query.get('signature'),
        payload: query.get('payload'),
        defaultCurrency: query.get('defaultCurrency'),
        lang: query.get('lang'),
        widgetId: query.get('widgetId'),
        // The server that hosts this page may name its backend (the sandbox does); else the build's default.
        apiUrl: document.querySelector<HTMLMetaElement>('meta[name="crw-api-url"]')?.content,
      },
      {
        channels: { target: origin ? { window: window.parent, origin } : null, element: null },
        storage: { local: () => window.localStorage, session: () => window.sessionStorage, prefix: '' },
        defaultWidgetId: framePosition(),
        defaultWidgetUrl: window.location.origin,
        restart: () => window.location.reload(),
        lightDomHost: null,
      },
    )}
  />,
);
