/**
 * `crypto-ramp-widget/react`: the widget as a React component that survives server rendering and
 * hydration, and `<crypto-ramp-widget>` typed in React 19's JSX for those who write the tag.
 *
 *   <CryptoRampWidget apiKey={params.apiKey} signature={params.signature} payload={params.payload}
 *     theme="auto" onStarted={(event) => event.detail.flowType} />
 *
 * The component renders the element with the attributes it observes (`api-key="…"`), which a server writes
 * into the page as they are. Its `on…` props reach the element's events in both ways a page gets it: on a
 * client render React adds them before the element is connected (its first `ramp:load` included); after
 * hydration, which adds no custom element's listeners in React 19 (facebook/react#35446), the component
 * adds them, then defines the element, so none of its events comes before them. The element's code is
 * imported only then, in the browser: a server rendering the component never loads it.
 */
'use client';
import { type DetailedHTMLProps, type HTMLAttributes, type ReactElement, type Ref, createElement, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { HOST_EVENTS, type HostEventType } from '../src/host/protocol.js';
import { PROP_OF_ATTRIBUTE } from './attributes.js';
import type { CryptoRampWidgetAttributes, CryptoRampWidgetElement, CryptoRampWidgetProperties, RampEventMap } from './public.js';

type Pascal<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Capitalize<Head>}${Pascal<Tail>}` : Capitalize<S>;

/** A listener prop per host event: `onStarted` for `ramp:started`, `onOperationCreated` for `ramp:operation_created`. */
export type CryptoRampWidgetEventProps = {
  [K in HostEventType as `on${Pascal<K>}`]?: (event: RampEventMap[(typeof HOST_EVENTS)[K]]) => void;
};

type OwnProps = CryptoRampWidgetProperties & CryptoRampWidgetEventProps;

/** The component's props: every attribute as a typed property, a listener per event, and the element's HTML props. */
export type CryptoRampWidgetProps = OwnProps &
  Omit<HTMLAttributes<CryptoRampWidgetElement>, keyof OwnProps> & { ref?: Ref<CryptoRampWidgetElement> };

/** [property, attribute] for every attribute of the element's table (`apiKey` → `api-key`). */
const ATTRIBUTES = Object.entries(PROP_OF_ATTRIBUTE).map(([attribute, prop]) => [prop, attribute] as const);

const EVENT_PROPS = (Object.keys(HOST_EVENTS) as HostEventType[]).map(
  (type) => [`on${type.replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase())}` as keyof CryptoRampWidgetEventProps, HOST_EVENTS[type]] as const,
);

const OWN_PROPS = new Set<string>([...ATTRIBUTES.map(([prop]) => prop), ...EVENT_PROPS.map(([prop]) => prop), 'ref']);

type Listener = (event: Event) => void;

export function CryptoRampWidget(props: CryptoRampWidgetProps): ReactElement {
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  // A listener per event for the component's life, by the DOM event's name: React's props take them on a
  // client render, the effect below after hydration. An event reaches its handler once however many add it.
  const [listeners] = useState(() => {
    const delivered = new WeakSet<Event>();
    return EVENT_PROPS.map(([prop, type]): [string, Listener] => [
      type,
      (event) => {
        if (delivered.has(event)) return;
        delivered.add(event);
        (latest.current[prop] as Listener | undefined)?.(event);
      },
    ]);
  });
  const element = useRef<CryptoRampWidgetElement | null>(null);
  const { ref } = props;
  // The merchant's ref too; a callback ref's cleanup (React 19) runs when the element goes.
  const attach = useCallback(
    (node: CryptoRampWidgetElement) => {
      element.current = node;
      const cleanup = typeof ref === 'function' ? ref(node) : undefined;
      if (ref && typeof ref !== 'function') ref.current = node;
      return () => {
        element.current = null;
        if (typeof cleanup === 'function') cleanup();
        else if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      };
    },
    [ref],
  );
  useLayoutEffect(() => {
    const target = element.current;
    if (!target) return;
    for (const [type, listener] of listeners) target.addEventListener(type, listener);
    // The element is defined once its listeners are there (at once if the page defined it already). Its
    // entry loads the code again after failures; one that stays away is said in the console.
    import('crypto-ramp-widget').catch((error: unknown) => console.error('[crypto-ramp-widget] the widget did not load', error));
    return () => {
      for (const [type, listener] of listeners) target.removeEventListener(type, listener);
    };
  }, [listeners]);
  const html = Object.fromEntries(Object.entries(props).filter(([name]) => !OWN_PROPS.has(name)));
  const attributes = Object.fromEntries(ATTRIBUTES.flatMap(([prop, attribute]) => (props[prop] === undefined ? [] : [[attribute, props[prop]]])));
  const events = Object.fromEntries(listeners.map(([type, listener]) => [`on${type}`, listener]));
  return createElement('crypto-ramp-widget', { ...html, ...attributes, ...events, ref: attach });
}

/** `<crypto-ramp-widget>`'s props in JSX: the properties, the attributes and an `onramp:…` prop per event. */
export type RampEventProps = { [K in keyof RampEventMap as `on${K}`]?: (event: RampEventMap[K]) => void };

export type CryptoRampWidgetJsxProps = DetailedHTMLProps<HTMLAttributes<CryptoRampWidgetElement>, CryptoRampWidgetElement> &
  CryptoRampWidgetProperties &
  CryptoRampWidgetAttributes &
  RampEventProps;

/**
 * `<crypto-ramp-widget>` in React 19's JSX, every property typed (React 19 sets them as the element's
 * properties) and an `on` prop per host event (`onramp:started` is the DOM event `ramp:started`): a
 * misspelt property, value or event fails to compile. The kebab-case attributes are typed too, but
 * TypeScript never reports an unknown JSX name that contains a dash: prefer the properties.
 */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'crypto-ramp-widget': CryptoRampWidgetJsxProps;
    }
  }
}
