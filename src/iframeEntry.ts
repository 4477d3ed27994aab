/**
 * The iframe page's entry (dist/widget/assets/iframe.js, put inline in the page's HTML by the build), a few
 * KB with nothing to import first: it puts the launch's theme on the page, for the start-up frame the page's
 * markup draws, and sends start-up's calls (src/earlyStart.ts) while the page's other files, named by its
 * HTML's modulepreload links, arrive; then runs the page (src/iframe.tsx). A return from a bank's page (`resume`)
 * is left to the page, which restores its launch first.
 */
import { firstLoad, strings } from 'crw:first-load';
import { EARLY_REPLIES } from './api/early';
import { DEFAULT_API_URL, DEFAULT_ENVIRONMENT, PINNED_API_URL } from './config';
import { RETURN_PARAM, STORAGE_KEYS, launchQueryKey } from './domain/constants';
import { loadWithRetries } from './domain/retry';
import { ROUTES } from './domain/routes';
import { THEMES } from './domain/theme';
import { startEarly } from './earlyStart';
import { framingPageOrigin } from './host/bridge';
import { createStore } from './state/storage';
import { framePosition } from './host/framePosition';
import { deviceOnline, pause } from './ui/online';

// The code first (its files are already on their way, by the page's modulepreload links). It loads like
// data (domain/retry.ts): a page loaded as the connection goes gets it when the connection is back.
const loading = loadWithRetries(firstLoad, deviceOnline, pause);

const query = new URLSearchParams(window.location.search);
showShellTheme(query);
if (!query.has(RETURN_PARAM)) {
  const scope = { prefix: '', widgetId: query.get('widgetId') || framePosition() };
  const storage = { local: createStore(() => window.localStorage, scope), session: createStore(() => window.sessionStorage, scope) };
  const route = storage.session.get(STORAGE_KEYS.route);
  const kept = storage.session.get(STORAGE_KEYS.parentOrigin);
  const path = window.location.pathname;
  const launch = {
    options: {
      apiUrl: document.querySelector<HTMLMetaElement>('meta[name="crw-api-url"]')?.content,
      apiKey: query.get('apiKey'),
      signature: query.get('signature'),
      payload: query.get('payload'),
      lang: query.get('lang'),
    },
    defaults: { apiUrl: DEFAULT_API_URL, environment: DEFAULT_ENVIRONMENT, pinnedApiUrl: PINNED_API_URL },
    storage,
    startPath: route && (path === ROUTES.root || path === ROUTES.sell) ? route : path,
    // Read only: the page itself keeps the parent's origin.
    pageOrigin: framingPageOrigin(window, { read: () => kept, write: () => undefined }),
    browserLanguage: navigator.language,
  };
  const replies = startEarly(launch, strings);
  if (replies) Reflect.set(document, EARLY_REPLIES, replies);
}

// The page's code runs as it arrives; a first load that never comes is told as any uncaught error is.
loading.catch((error: unknown) => reportError(error));

/**
 * The start-up frame in the page's markup, in the launch's theme before it is painted (on a return from a
 * bank's page, the theme of the launch the page keeps for it), through the page's <html> (ui/styles.css):
 * this script runs in the page's head, before the frame's markup is parsed. The page checks the launch
 * itself later.
 */
function showShellTheme(given: URLSearchParams): void {
  const returning = given.get(RETURN_PARAM);
  const kept = returning === null ? null : createStore(() => window.sessionStorage, { prefix: '', widgetId: '' }).get(launchQueryKey(returning));
  const theme = (kept === null ? given : new URLSearchParams(kept)).get('theme');
  if (theme !== null && (THEMES as readonly string[]).includes(theme)) document.documentElement.setAttribute('data-crw-theme', theme);
}
