/**
 * `import type {} from 'crypto-ramp-widget/svelte'`: `<crypto-ramp-widget>` in Svelte 5's templates
 * (svelte-check), every attribute typed. Listen with an attachment, `{@attach (element) => on(element,
 * 'ramp:started', (event) => event.detail.flowType)}` (`on` from `svelte/events`), typed by the package's
 * global event map: Svelte would compile `onramp:started={…}` too, but warns about a colon in an attribute.
 */
import type { HTMLAttributes } from 'svelte/elements';
import type { CryptoRampWidgetAttributes, CryptoRampWidgetElement } from './public.js';

export type CryptoRampWidgetSvelteProps = HTMLAttributes<CryptoRampWidgetElement> & CryptoRampWidgetAttributes;

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'crypto-ramp-widget': CryptoRampWidgetSvelteProps;
  }
}
