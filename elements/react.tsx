/**
 * `crypto-ramp-widget/react`: the widget as a React component that survives server rendering and
 * hydration, and `<crypto-ramp-widget>` typed in React 19's JSX for those who write the tag.
 *
 *   <CryptoRampWidget apiKey={params.apiKey} signature={params.signature} payload={params.payload}
 *     theme="auto" onStarted={(event) => event.detail.flowType} />
 *
 * The component renders the element with the attributes it observes (`api-key="…"`), which a server writes
 * into the page as they are; its `on…` props are listeners it adds on the client, after hydration (React 19
 * hydrates neither a custom element's properties nor its event props: facebook/react#35446). Importing it
 * defines the element in the browser; on a server it imports the package's server build (no DOM).
 */
'use client';
import 'crypto-ramp-widget';
import { type DetailedHTMLProps, type HTMLAttributes, type ReactElement, type Ref, type RefCallback, createElement, useCallback, useEffect, useState } from 'react';
import { HOST_EVENTS, type HostEventType } from '../src/host/protocol.js';
import { ELEMENT_ATTRIBUTES, type ElementProp } from './attributes.js';
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

const ATTRIBUTES = (Object.keys(ELEMENT_ATTRIBUTES) as ElementProp[]).map((prop) => [prop, prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)] as const);

const EVENT_PROPS = (Object.keys(HOST_EVENTS) as HostEventType[]).map(
  (type) => [`on${type.replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase())}` as keyof CryptoRampWidgetEventProps, HOST_EVENTS[type]] as const,
);

const OWN_PROPS = new Set<string>([...ATTRIBUTES.map(([prop]) => prop), ...EVENT_PROPS.map(([prop]) => prop), 'ref']);

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

export function CryptoRampWidget(props: CryptoRampWidgetProps): ReactElement {
  const [element, setElement] = useState<CryptoRampWidgetElement | null>(null);
  const { ref } = props;
  const attach: RefCallback<CryptoRampWidgetElement> = useCallback(
    (node) => {
      setElement(node);
      setRef(ref, node);
    },
    [ref],
  );
  const listeners = EVENT_PROPS.map(([prop]) => props[prop]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the listener props, one per event, are the dependencies.
  useEffect(() => {
    if (!element) return;
    const added = EVENT_PROPS.flatMap(([prop, type]) => {
      const listener = props[prop] as EventListener | undefined;
      return listener ? [[type, listener] as const] : [];
    });
    for (const [type, listener] of added) element.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of added) element.removeEventListener(type, listener);
    };
  }, [element, ...listeners]);
  const html = Object.fromEntries(Object.entries(props).filter(([name]) => !OWN_PROPS.has(name)));
  const attributes = Object.fromEntries(ATTRIBUTES.flatMap(([prop, attribute]) => (props[prop] === undefined ? [] : [[attribute, props[prop]]])));
  return createElement('crypto-ramp-widget', { ...html, ...attributes, ref: attach });
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
