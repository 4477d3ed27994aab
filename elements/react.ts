/**
 * `import type {} from 'crypto-ramp-widget/react'`: `<crypto-ramp-widget>` in React 19's JSX with every
 * property typed (`apiKey`, `widgetUrl`, …: React 19 sets them as the element's properties) and an `on`
 * prop per host event (React 19 listens for `onramp:started` as the DOM event `ramp:started`), so a
 * misspelt property, value or event fails to compile. The kebab-case attributes are typed too, but
 * TypeScript never reports an unknown JSX name that contains a dash: prefer the properties.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { CryptoRampWidgetAttributes, CryptoRampWidgetElement, CryptoRampWidgetProperties, RampEventMap } from './public';

/** `onramp:started={(event) => event.detail.flowType}`. */
export type RampEventProps = { [K in keyof RampEventMap as `on${K}`]?: (event: RampEventMap[K]) => void };

export type CryptoRampWidgetJsxProps = DetailedHTMLProps<HTMLAttributes<CryptoRampWidgetElement>, CryptoRampWidgetElement> &
  CryptoRampWidgetProperties &
  CryptoRampWidgetAttributes &
  RampEventProps;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'crypto-ramp-widget': CryptoRampWidgetJsxProps;
    }
  }
}
