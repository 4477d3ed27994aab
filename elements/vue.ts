/**
 * `import type {} from 'crypto-ramp-widget/vue'`: `<crypto-ramp-widget>` for Vue 3's template type
 * checking (vue-tsc, Volar) and render functions: every attribute typed, and a listener per host event
 * as Vue writes it (`@ramp:started` is the prop `onRamp:started`). Tell Vue's compiler the tag is a custom
 * element (`compilerOptions.isCustomElement: (tag) => tag === 'crypto-ramp-widget'`).
 */
import type { DefineComponent } from 'vue';
import type { CryptoRampWidgetAttributes, RampEventMap } from './public.js';

export type RampListeners = { [K in keyof RampEventMap as `on${Capitalize<K>}`]?: (event: RampEventMap[K]) => void };

export type CryptoRampWidgetVueProps = CryptoRampWidgetAttributes & RampListeners;

declare module 'vue' {
  interface GlobalComponents {
    'crypto-ramp-widget': DefineComponent<CryptoRampWidgetVueProps>;
  }
}
