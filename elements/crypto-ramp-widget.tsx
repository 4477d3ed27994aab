/**
 * <crypto-ramp-widget api-key signature payload lang api-url environment track-order flow widget-id embed widget-url theme debug>
 *
 * Registered with @r2wc/react-to-web-component in an open shadow root; its styles are a constructable
 * stylesheet adopted by the shadow root (a host page's `style-src` CSP does not apply to it). A memory
 * location (the host page's URL never changes); host events as CustomEvents on the element (bubbling,
 * composed) and as postMessage to the element's own window at its own origin, each carrying `widgetId`.
 * Changing, emptying or removing any attribute but `theme` and `debug` restarts the widget with the new
 * parameters (`theme`, like the theming contract's CSS custom properties, changes live; `debug` is read
 * when the integration doctor has something to say); properties set
 * before the script loaded are taken over when the element upgrades. `embed="frame"` renders the iframe
 * page inside the element instead (a lazy chunk; see FrameEmbed).
 *
 * Global side effects: the `crypto-ramp-widget` custom element name (defineElement, called by the entries),
 * and wouter wraps
 * `history.pushState`/`replaceState` once per window on import (it only adds an event; harmless).
 */
import r2wc from '@r2wc/react-to-web-component';
import { Suspense, lazy, useMemo, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { takeEarlyReplies } from '../src/api/early';
import { DEFAULT_WIDGET_URL } from '../src/config';
import { STORAGE_KEYS } from '../src/domain/constants';
import { chooseLanguage } from '../src/domain/language';
import type { Theme } from '../src/domain/theme';
import { resolveEmbedOptions, widgetConfig } from '../src/embedOptions';
import { listenToWindow } from '../src/host/bridge';
import { themeMessage } from '../src/host/frameControl';
import { HOST_EVENTS, type HostMessage } from '../src/host/protocol';
import { isHostMessage } from '../src/host/isHostMessage';
import { activateLanguage, createI18n } from '../src/i18n/i18n';
import { createMemoryLocation } from '../src/routing';
import { ELEMENT_STORAGE_PREFIX } from '../src/state/storage';
import { adoptStyles, laterStylesText, loadLaterStyles, onLaterStyles, styles } from '../src/ui/adoptStyles';
import { Widget } from '../src/Widget';
import { ELEMENT_ATTRIBUTES, type ElementProp, type ElementProps, PROP_OF_ATTRIBUTE } from './attributes';
import { TAG_NAME } from './runtime';
import { defaultWidgetId } from './widgetId';
import type { FrameKit } from './FrameEmbed';
import type { CryptoRampWidgetProperties } from './public';

// With the later screens' styles, which hold the frame's own.
const FrameEmbed = lazy(() => Promise.all([import('./FrameEmbed'), loadLaterStyles()]).then(([module]) => module));

const frameKit: FrameKit = {
  listen: (origin, source, handler) =>
    listenToWindow(window, { origin, source }, (data): HostMessage | null => (isHostMessage(data) ? data : null), handler),
  dispatch: (element, message) =>
    element.dispatchEvent(new CustomEvent(HOST_EVENTS[message.type], { detail: message.data, bubbles: true, composed: true })),
  title(lang) {
    const i18n = createI18n();
    const later = activateLanguage(i18n, chooseLanguage({ requested: lang, browser: navigator.language })).then(
      () => i18n.t('frame.embeddedTitle'),
      // silent: the widget's own load of these strings reports a failure; the frame keeps its English title.
      () => i18n.t('frame.embeddedTitle'),
    );
    return { now: i18n.t('frame.embeddedTitle'), later };
  },
  postTheme: (frame, origin, theme) => frame.postMessage(themeMessage(theme), origin),
};

const PROPS = Object.keys(ELEMENT_ATTRIBUTES) as ElementProp[];

type ComponentProps = ElementProps & { container?: ShadowRoot | HTMLElement };

/** The attributes a change of which restarts the widget: all but the theme and debug, which change live. */
const LAUNCH_PROPS = PROPS.filter((prop) => prop !== 'theme' && prop !== 'debug');

function CryptoRampWidget(props: ComponentProps) {
  const { container } = props;
  const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : (container ?? null);
  // Adopted once per shadow root; a <style> only where constructable stylesheets are missing.
  const [styleElementNeeded] = useState(() => !(container instanceof ShadowRoot && adoptStyles(container)));
  // The later screens' styles in that <style> too, once they have arrived.
  const laterStyles = useSyncExternalStore(onLaterStyles, laterStylesText);
  const options = resolveEmbedOptions(Object.fromEntries(PROPS.map((prop) => [prop, props[prop]])));
  // A theme that is not one restarts into the screen naming it, like any bad attribute.
  const themeProblem = options.problems.some((problem) => problem.startsWith('theme'));
  const values = LAUNCH_PROPS.map((prop) => props[prop]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the launch attribute values are the dependencies.
  const attributes = useMemo(
    () => ({ ...(Object.fromEntries(LAUNCH_PROPS.map((prop) => [prop, props[prop]])) as ElementProps), theme: themeProblem ? props.theme : undefined }),
    [...values, themeProblem],
  );
  // Frame mode only with valid options; otherwise the inline widget names the bad attribute.
  const frameMode = options.embed === 'frame' && options.problems.length === 0;
  return (
    <>
      {styleElementNeeded && <style>{styles + laterStyles}</style>}
      {frameMode && host ? (
        <Suspense fallback={null}>
          <FrameEmbed
            element={host}
            widgetUrl={options.widgetUrl ?? DEFAULT_WIDGET_URL}
            options={{ ...attributes, widgetId: attributes.widgetId || defaultWidgetId(host) }}
            lang={attributes.lang}
            theme={options.theme}
            kit={frameKit}
          />
        </Suspense>
      ) : (
        <InlineWidget host={host} attributes={attributes} theme={options.theme} />
      )}
    </>
  );
}

/** The widget rendered in the element's own shadow root. */
function InlineWidget({ host, attributes, theme }: { host: HTMLElement | null; attributes: ElementProps; theme: Theme | null }) {
  const [generation, setGeneration] = useState(0);

  // A new config (any attribute changed, or 'Try again') remounts the widget with a fresh model.
  const config = useMemo(() => {
    const ownWindow = host?.ownerDocument.defaultView ?? window;
    return widgetConfig(attributes, {
      channels: { element: host, target: { window: ownWindow, origin: ownWindow.location.origin } },
      storage: { local: () => ownWindow.localStorage, session: () => ownWindow.sessionStorage, prefix: ELEMENT_STORAGE_PREFIX },
      defaultWidgetId: host ? defaultWidgetId(host) : 'w',
      defaultWidgetUrl: DEFAULT_WIDGET_URL,
      restart: () => setGeneration((n) => n + 1),
      lightDomHost: host,
      pageOrigin: ownWindow.location.origin,
      // The entry's early start-up calls, for the first start only (a restart asks again).
      early: generation === 0 ? takeEarlyReplies(host) : null,
    });
  }, [attributes, host, generation]);
  // Each new config gets a fresh memory location, starting where the customer was before a reload.
  const location = useMemo(
    () =>
      createMemoryLocation({
        get: () => {
          // The tracking deep link first; then where the customer was, unless that was the start screen.
          const stored = config.session.get(STORAGE_KEYS.route);
          return config.initialPath ?? (stored && stored !== '/' ? stored : null) ?? config.startPath;
        },
        // A deep link (track-order) is not where the customer was: removing it returns to their flow.
        set: (path) => {
          if (!config.initialPath) config.session.set(STORAGE_KEYS.route, path);
        },
      }),
    [config],
  );
  const appearance = useMemo(() => ({ theme, properties: null }), [theme]);
  return <Widget key={JSON.stringify([attributes, generation])} config={config} location={location} appearance={appearance} />;
}

const BaseElement = r2wc(CryptoRampWidget, { shadow: 'open', props: ELEMENT_ATTRIBUTES });

/**
 * r2wc's per-element props and its render, under the registered symbols it defines them with
 * (@r2wc/core 2.x). Used for what r2wc leaves out: an attribute removed or set to "" (r2wc forwards only
 * non-empty values). A test removes attributes, so a change in r2wc fails CI rather than merchants' pages.
 */
const R2WC_PROPS: unique symbol = Symbol.for('r2wc.props') as never;
const R2WC_RENDER: unique symbol = Symbol.for('r2wc.render') as never;
const R2WC_CONNECTED: unique symbol = Symbol.for('r2wc.connected') as never;
type R2wcInternals = { [R2WC_PROPS]?: Record<string, unknown>; [R2WC_RENDER]?: () => void; [R2WC_CONNECTED]?: boolean };
type R2wcCallbacks = { connectedCallback(): void; attributeChangedCallback(name: string, old: string | null, value: string | null): void };

/**
 * r2wc's class, typed: one accessor per attribute of the table on its prototype (`lang` keeps HTMLElement's
 * type; r2wc's accessor holds the same string).
 */
const R2wcElement = BaseElement as unknown as {
  new (): HTMLElement & Omit<CryptoRampWidgetProperties, 'lang'> & R2wcCallbacks & R2wcInternals;
  readonly observedAttributes: string[];
};

/** The element's class: every attribute of the table is a typed property (r2wc's accessors). */
export class CryptoRampWidgetElement extends R2wcElement {
  /**
   * r2wc counts an element as connected from its construction, so an attribute set on one not yet in a
   * page (or never put there) would mount the widget: here it is connected once its first render runs.
   */
  override [R2WC_CONNECTED] = false;
  #connecting = false;

  override connectedCallback() {
    // A property set before this script defined the element is an own data property hiding r2wc's
    // accessor (a framework may set properties first): take it over through the accessor, if it is of the
    // attribute's type (a string; `debug` a boolean).
    for (const prop of PROPS) {
      if (!Object.hasOwn(this, prop)) continue;
      const value: unknown = Reflect.get(this, prop);
      Reflect.deleteProperty(this, prop);
      Reflect.set(this, prop, typeof value === ELEMENT_ATTRIBUTES[prop] ? value : undefined);
    }
    if (this.#connecting) return;
    this.#connecting = true;
    // The first render once the code that connected the element has run on: a framework may insert the
    // element, then set its attributes (Angular does), and the widget starts once, with them. Then at once,
    // with its effects: start-up's replies already in (the entry sent the calls) reach the screen in this
    // task, and the first frame painted is the first screen, not the skeleton. (The host hears its first
    // events a task later: host/bridge.ts.)
    queueMicrotask(() => {
      this.#connecting = false;
      if (this.isConnected) flushSync(() => super.connectedCallback());
    });
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null) {
    super.attributeChangedCallback(name, old, value);
    const prop = PROP_OF_ATTRIBUTE[name];
    const props = this[R2WC_PROPS];
    if ((value === null || value === '') && prop && props && props[prop] !== undefined) {
      props[prop] = undefined;
      if (this.isConnected) this[R2WC_RENDER]?.();
    }
  }
}

/**
 * Registers the element in this window (once). The entries call it as their last step: elements already in
 * the page start then, and the host hears their first events from the next task (host/bridge.ts), after
 * the code that imported the entry has added its listeners.
 */
export function defineElement(): void {
  if (!customElements.get(TAG_NAME)) customElements.define(TAG_NAME, CryptoRampWidgetElement);
}

export { TAG_NAME };
/** The host contract's type guard, for hosts that listen to messages (`elements/public.ts` types it). */
export { isHostMessage as isRampMessage };
