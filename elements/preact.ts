/**
 * `import type {} from 'crypto-ramp-widget/preact'`: `<crypto-ramp-widget>` in Preact's JSX, every attribute
 * and property typed, and an `onramp:…` prop per host event (Preact listens for `onramp:started` as the DOM
 * event `ramp:started`). A misspelt property, value or event fails to compile; as in React, TypeScript
 * never reports an unknown JSX name that contains a dash: prefer the properties.
 */
import type { HTMLAttributes } from 'preact';
import type { CryptoRampWidgetAttributes, CryptoRampWidgetElement, CryptoRampWidgetProperties, RampEventMap } from './public.js';

/** `onramp:started={(event) => event.detail.flowType}`. */
export type PreactRampEventProps = { [K in keyof RampEventMap as `on${K}`]?: (event: RampEventMap[K]) => void };

export type CryptoRampWidgetPreactProps = Omit<HTMLAttributes<CryptoRampWidgetElement>, keyof CryptoRampWidgetProperties> &
  CryptoRampWidgetProperties &
  CryptoRampWidgetAttributes &
  PreactRampEventProps;

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'crypto-ramp-widget': CryptoRampWidgetPreactProps;
    }
  }
}
