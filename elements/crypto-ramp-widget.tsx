/**
 * <crypto-ramp-widget api-key signature payload lang api-url environment>
 *
 * Registered with @r2wc/react-to-web-component in an open shadow root with its own styles; a memory
 * location (the host page's URL never changes); host events as CustomEvents on the element (bubbling,
 * composed) and as postMessage to the element's own window at its own origin. Changing any attribute
 * restarts the widget with the new parameters.
 *
 * Global side effects: the `crypto-ramp-widget` custom element name, and wouter wraps
 * `history.pushState`/`replaceState` once per window on import (it only adds an event; harmless).
 */
import r2wc from '@r2wc/react-to-web-component';
import { useMemo, useState } from 'react';
import { DEFAULT_WIDGET_URL } from '../src/config';
import { widgetConfig } from '../src/embedOptions';
import { STORAGE_KEYS } from '../src/domain/constants';
import { createHostBridge } from '../src/host/bridge';
import type { HostDomEventMap } from '../src/host/protocol';
import { createMemoryLocation } from '../src/routing';
import { ELEMENT_STORAGE_PREFIX, createStore } from '../src/state/storage';
import type { WidgetConfig } from '../src/state/widget';
import { Widget } from '../src/Widget';
import styles from '../src/ui/styles.css';
import { ELEMENT_ATTRIBUTES, type ElementProps } from './attributes';

export const TAG_NAME = 'crypto-ramp-widget';

function CryptoRampWidget(props: ElementProps & { container?: ShadowRoot | HTMLElement }) {
  const [generation, setGeneration] = useState(0);
  const { apiKey, signature, payload, lang, apiUrl, environment, trackOrder, flow, container } = props;
  const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : (container ?? null);

  // A new config (any attribute changed, or 'Try again') remounts the widget with a fresh model.
  // biome-ignore lint/correctness/useExhaustiveDependencies: generation asks for a fresh config on purpose.
  const config = useMemo<WidgetConfig>(() => {
    const ownWindow = host?.ownerDocument.defaultView ?? window;
    return widgetConfig(
      { apiKey, signature, payload, lang, apiUrl, environment, trackOrder, flow },
      {
        bridge: createHostBridge({ element: host, target: { window: ownWindow, origin: ownWindow.location.origin } }),
        local: createStore(() => window.localStorage, ELEMENT_STORAGE_PREFIX),
        session: createStore(() => window.sessionStorage, ELEMENT_STORAGE_PREFIX),
        restart: () => setGeneration((n) => n + 1),
        lightDomHost: host,
        widgetPageUrl: DEFAULT_WIDGET_URL,
      },
    );
  }, [apiKey, signature, payload, lang, apiUrl, environment, trackOrder, flow, host, generation]);
  // Each new config gets a fresh memory location, starting where the customer was before a reload.
  const location = useMemo(
    () =>
      createMemoryLocation({
        get: () => {
          // The tracking deep link first; then where the customer was, unless that was the start screen.
          const stored = config.session.get(STORAGE_KEYS.route);
          return config.initialPath ?? (stored && stored !== '/' ? stored : null) ?? config.startPath;
        },
        set: (path) => config.session.set(STORAGE_KEYS.route, path),
      }),
    [config],
  );

  return (
    <>
      <style>{styles}</style>
      <Widget key={JSON.stringify([apiKey, signature, payload, lang, apiUrl, environment, trackOrder, flow, generation])} config={config} location={location} />
    </>
  );
}

const BaseElement = r2wc(CryptoRampWidget, { shadow: 'open', props: ELEMENT_ATTRIBUTES });

/** The element's class, typed: `declare` fields keep r2wc's accessors (a real field would shadow them). */
export class CryptoRampWidgetElement extends BaseElement {
  declare apiKey?: string;
  declare signature?: string;
  declare payload?: string;
  declare lang: string;
  declare apiUrl?: string;
  declare environment?: 'production' | 'sandbox';
}

if (!customElements.get(TAG_NAME)) customElements.define(TAG_NAME, CryptoRampWidgetElement);

declare global {
  interface HTMLElementTagNameMap {
    'crypto-ramp-widget': CryptoRampWidgetElement;
  }
  interface HTMLElementEventMap extends HostDomEventMap {}
}
