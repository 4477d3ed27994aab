import { DestroyRef, Directive, ElementRef, inject, output } from '@angular/core';
import type { CryptoRampWidgetElement, RampEventMap } from 'crypto-ramp-widget';

/**
 * The widget's `ramp:*` DOM events as Angular outputs: `<crypto-ramp-widget (rampStarted)="…">`.
 *
 * Why not `(ramp:started)="…"` in the template? Angular reads a colon in an event binding as
 * `target:event` (only `window:`, `document:` and `body:` are targets), so it fails to compile with
 * "Unexpected global target 'ramp' defined for 'started' event". `@HostListener` and `host: {}` parse
 * names the same way. This directive listens with `addEventListener` instead; add the other events
 * (`ramp:operation_created`, `ramp:payment_sent`, …, see the package's RampEventMap) the same way.
 */
@Directive({ selector: 'crypto-ramp-widget' })
export class RampEvents {
  readonly rampStarted = output<RampEventMap['ramp:started']>();
  readonly rampError = output<RampEventMap['ramp:error']>();
  readonly rampOperationSuccess = output<RampEventMap['ramp:operation_success']>();

  constructor() {
    const element: CryptoRampWidgetElement = inject(ElementRef).nativeElement;
    const destroyRef = inject(DestroyRef);
    const forward = <K extends keyof RampEventMap>(type: K, to: { emit(event: RampEventMap[K]): void }) => {
      const listener = (event: RampEventMap[K]) => to.emit(event);
      element.addEventListener(type, listener);
      destroyRef.onDestroy(() => element.removeEventListener(type, listener));
    };
    forward('ramp:started', this.rampStarted);
    forward('ramp:error', this.rampError);
    forward('ramp:operation_success', this.rampOperationSuccess);
  }
}
