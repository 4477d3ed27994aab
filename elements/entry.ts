/**
 * The element's entry (dist/element/crypto-ramp-widget.js), a few KB with nothing to import first: it sends
 * start-up's calls for the widgets already in the page (src/earlyStart.ts) while it fetches every file of the
 * element's first load at once (the `crw:first-load` module the build writes), then defines
 * <crypto-ramp-widget> and exports what the element module (elements/crypto-ramp-widget.tsx) exports. So the
 * code, the data and the page's own rendering share one round trip instead of following each other.
 */
import { firstLoad, strings } from 'crw:first-load';
import { EARLY_REPLIES } from '../src/api/early';
import { DEFAULT_API_URL, DEFAULT_ENVIRONMENT, PINNED_API_URL } from '../src/config';
import { STORAGE_KEYS } from '../src/domain/constants';
import { loadWithRetries } from '../src/domain/retry';
import { flowStart } from '../src/domain/routes';
import { startEarly } from '../src/earlyStart';
import { ELEMENT_STORAGE_PREFIX, createStore } from '../src/state/storage';
import { deviceOnline, pause } from '../src/ui/online';
import { PROP_OF_ATTRIBUTE } from './attributes';
import { drawUndefinedWidgets } from './placeholder';
import { hasPage } from './runtime';
import { defaultWidgetId } from './widgetId';

/** An option as the element will read it: its attribute, or a property set before this script ran. */
function optionOf(element: Element, attribute: string): string | null {
  const own: unknown = Object.hasOwn(element, PROP_OF_ATTRIBUTE[attribute] ?? '') ? Reflect.get(element, PROP_OF_ATTRIBUTE[attribute] ?? '') : null;
  return element.getAttribute(attribute) || (typeof own === 'string' && own !== '' ? own : null);
}

/** Start-up's calls for the widgets already in the page, while the element's first load comes. */
function startInPage(): Promise<unknown[]> {
  // The code first: it is the larger part, and the calls below need only a few milliseconds' head start. It
  // loads like data (domain/retry.ts): a page loaded as the connection goes gets it when the connection is back.
  const loading = loadWithRetries(firstLoad, deviceOnline, pause);

  for (const element of document.querySelectorAll('crypto-ramp-widget')) {
    // A tracking link starts elsewhere; frame mode's calls are the iframe page's.
    if (optionOf(element, 'track-order') || optionOf(element, 'embed') === 'frame') continue;
    const view = element.ownerDocument.defaultView ?? window;
    const widgetId = optionOf(element, 'widget-id') ?? defaultWidgetId(element);
    const scope = { prefix: ELEMENT_STORAGE_PREFIX, widgetId };
    const storage = { local: createStore(() => view.localStorage, scope), session: createStore(() => view.sessionStorage, scope) };
    const route = storage.session.get(STORAGE_KEYS.route);
    const launch = {
      options: {
        apiUrl: optionOf(element, 'api-url'),
        apiKey: optionOf(element, 'api-key'),
        signature: optionOf(element, 'signature'),
        payload: optionOf(element, 'payload'),
        lang: optionOf(element, 'lang'),
        environment: optionOf(element, 'environment'),
      },
      defaults: { apiUrl: DEFAULT_API_URL, environment: DEFAULT_ENVIRONMENT, pinnedApiUrl: PINNED_API_URL },
      storage,
      startPath: route && route !== flowStart('buy') ? route : flowStart(optionOf(element, 'flow') === 'sell' ? 'sell' : 'buy'),
      pageOrigin: view.location.origin,
      browserLanguage: navigator.language,
    };
    const replies = startEarly(launch, strings);
    if (replies) Reflect.set(element, EARLY_REPLIES, replies);
  }
  return loading;
}

// Where there is no page, the exports of elements/noPage.ts (dist/element/no-page.js), as the package's export
// conditions for servers and workers give; an edge runtime may resolve this entry.
const inPage = hasPage();
// The page's widgets drawn as their start-up frame while the first load comes (elements/placeholder.ts).
const undraw = inPage ? drawUndefinedWidgets(document) : () => undefined;
const [element] = (inPage ? await startInPage() : [await import('./noPage')]) as [typeof import('./crypto-ramp-widget')];
// The element is defined last: a widget of the page starts then, and its first events wait for the next
// task (host/bridge.ts), so the code that imported this entry has added its listeners by then.
if (inPage) element.defineElement();
undraw();

export const { CryptoRampWidgetElement, TAG_NAME, isRampMessage } = element;
