// Types <crypto-ramp-widget>'s attributes in this app's templates for svelte-check (its events are typed
// by the package's global event map: `on(widget, 'ramp:started', (event) => event.detail.flowType)`).
import type {} from 'crypto-ramp-widget/svelte';
