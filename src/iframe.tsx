/**
 * The iframe page: launch parameters from the query string, browser routing that keeps the query, and
 * host events posted to the parent at its exact origin. Its styles are in its HTML (src/iframe.html), which
 * drew the start-up frame before this code arrived; React renders over that frame in place.
 */
import { startTransition, useEffect, useState } from 'react';
import { takeEarlyReplies } from './api/early';
import { createRoot } from 'react-dom/client';
import { resolveEmbedOptions, widgetConfig } from './embedOptions';
import { framingPageOrigin, listenToWindow, parentOrigin } from './host/bridge';
import { framePosition } from './host/framePosition';
import { themeOfMessage } from './host/frameControl';
import { createFrameLocation } from './routing';
import { createStore } from './state/storage';
import { type Appearance, Widget, startWidget } from './Widget';
import { composeWidget } from './state/compose';
import { adoptStyles } from './ui/adoptStyles';
import { RETURN_PARAM, STORAGE_KEYS, launchQueryKey } from './domain/constants';
import { textOnColor } from './domain/theme';

/** This tab's storage for the page's own keys (no widget's): storage denied to a frame reads as empty. */
const pageSession = createStore(() => window.sessionStorage, { prefix: '', widgetId: '' });

/**
 * The launch query. Back from a bank's page (redirect authentication), the return address carried only
 * `resume={id}`: the query the page left with is in this tab's session storage, read once and put back in
 * the address (where it was before the page left).
 */
function launchQuery(): URLSearchParams {
  const given = new URLSearchParams(window.location.search);
  const launchId = given.get(RETURN_PARAM);
  if (launchId === null) return given;
  const key = launchQueryKey(launchId);
  const kept = pageSession.get(key);
  pageSession.remove(key);
  given.delete(RETURN_PARAM);
  const restored = kept === null ? given : new URLSearchParams(kept);
  const search = restored.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
  return restored;
}

const query = launchQuery();

// The parent's origin, kept in this frame's session storage across a bank's redirect (where the browser
// has no `location.ancestorOrigins`, the referrer is then the bank's page). Storage may be denied to a
// frame: not kept, a redirect then falls back to the referrer.
const origin = parentOrigin(window, {
  read: () => pageSession.get(STORAGE_KEYS.parentOrigin),
  write: (value) => pageSession.set(STORAGE_KEYS.parentOrigin, value),
});

// The first screen's styles are in the page's HTML; the later screens' are adopted by the document as
// they arrive.
adoptStyles(document, { firstInPage: true });

const raw = {
  apiKey: query.get('apiKey'),
  signature: query.get('signature'),
  payload: query.get('payload'),
  defaultCurrency: query.get('defaultCurrency'),
  lang: query.get('lang'),
  widgetId: query.get('widgetId'),
  theme: query.get('theme'),
  primaryColor: query.get('primaryColor'),
  timeScale: query.get('timeScale'),
  // The server that hosts this page may name its backend (the sandbox does); else the build's default.
  apiUrl: document.querySelector<HTMLMetaElement>('meta[name="crw-api-url"]')?.content,
};
const options = resolveEmbedOptions(raw);

const config = widgetConfig(raw, {
  channels: { target: origin ? { window: window.parent, origin } : null, element: null },
  storage: { local: () => window.localStorage, session: () => window.sessionStorage, prefix: '' },
  defaultWidgetId: framePosition(),
  defaultWidgetUrl: window.location.origin,
  restart: () => window.location.reload(),
  lightDomHost: null,
  // At top level the page is the provider's own; in a frame, its parent's ("null" when it cannot be told).
  pageOrigin: framingPageOrigin(window, { read: () => origin, write: () => undefined }),
  // The entry's early start-up calls (src/iframeEntry.ts).
  early: takeEarlyReplies(document),
});

// A deep link (tracking) is not where the customer was: it is not remembered.
const location = createFrameLocation({
  get: () => config.session.get(STORAGE_KEYS.route),
  set: (path) => {
    if (!config.initialPath) config.session.set(STORAGE_KEYS.route, path);
  },
});

/**
 * A primary colour given by query as the theming contract's properties (CSS custom properties cannot
 * reach into a frame), with a text colour that reads on it.
 */
function primaryColorProperties(color: string | null): Appearance['properties'] {
  return color ? { '--crw-primary': color, '--crw-on-primary': textOnColor(color) } : null;
}

/** The page's widget, whose theme its parent may change live (an element in frame mode does). */
function FramedWidget() {
  const [appearance, setAppearance] = useState<Appearance>({ theme: options.theme, properties: primaryColorProperties(options.primaryColor) });
  useEffect(() => {
    if (!origin) return;
    return listenToWindow(window, { origin, source: () => window.parent }, themeOfMessage, ({ theme }) =>
      setAppearance((current) => ({ ...current, theme })),
    );
  }, []);
  return <Widget location={location} config={config} appearance={appearance} started={widget} />;
}

// A task of its own after this code's evaluation: the browser may handle input and paint in between.
await new Promise((resolve) => setTimeout(resolve, 0));
// Started before the first render: start-up's replies (the entry sent the calls) are taken as the code
// arrives, so the first render is the first screen. That render is a transition: React yields to the
// browser every few milliseconds, and input is never blocked for long while the page draws itself over the
// start-up frame its HTML shows.
const widget = composeWidget(config);
startWidget(widget, window.location.pathname);
const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
const reactRoot = createRoot(container);
startTransition(() => reactRoot.render(<FramedWidget />));
