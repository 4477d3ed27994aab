/**
 * The iframe page: launch parameters from the query string, browser routing that keeps the query, and
 * host events posted to the parent at its exact origin.
 */
import { createRoot } from 'react-dom/client';
import { widgetConfig } from './embedOptions';
import { createHostBridge, parentOrigin } from './host/bridge';
import { useQueryKeepingLocation } from './routing';
import { createStore } from './state/storage';
import { Widget } from './Widget';
import styles from './ui/styles.css';

const query = new URLSearchParams(window.location.search);
const origin = parentOrigin(window);

const style = document.createElement('style');
style.textContent = styles;
document.head.append(style);

const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
createRoot(container).render(
  <Widget
    location={useQueryKeepingLocation}
    config={widgetConfig(
      {
        apiKey: query.get('apiKey'),
        signature: query.get('signature'),
        payload: query.get('payload'),
        lang: query.get('lang'),
        // The server that hosts this page may name its backend (the sandbox does); else the build's default.
        apiUrl: document.querySelector<HTMLMetaElement>('meta[name="crw-api-url"]')?.content,
      },
      {
        bridge: createHostBridge({ target: origin ? { window: window.parent, origin } : null, element: null }),
        local: createStore(() => window.localStorage),
        session: createStore(() => window.sessionStorage),
        restart: () => window.location.reload(),
        lightDomHost: null,
        widgetPageUrl: window.location.origin,
      },
    )}
  />,
);
