/**
 * `import type {} from 'crypto-ramp-widget/solid'`: `<crypto-ramp-widget>` in Solid's JSX, every attribute
 * and property typed. JSX names hold one colon, so `on:ramp:started` cannot be written: listen through a
 * ref, typed by the package's global event map
 * (`ref={(element) => element.addEventListener('ramp:started', (event) => event.detail.flowType)}`).
 */
import type { JSX } from 'solid-js';
import type { CryptoRampWidgetAttributes, CryptoRampWidgetElement, CryptoRampWidgetProperties } from './public.js';

export type CryptoRampWidgetSolidProps = Omit<JSX.HTMLAttributes<CryptoRampWidgetElement>, keyof CryptoRampWidgetProperties> &
  CryptoRampWidgetProperties &
  CryptoRampWidgetAttributes;

declare module 'solid-js' {
  namespace JSX {
    interface IntrinsicElements {
      'crypto-ramp-widget': CryptoRampWidgetSolidProps;
    }
  }
}
