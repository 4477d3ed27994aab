/** What several routes' ports declare alike: a later step's model, the fresh quote, the promotion plate. */
import { effect, signal } from '@preact/signals-react';
import { whileVisible } from '../../integrations/pageVisibility';
import type { CalculatorModel } from '../calculator';
import type { Widget } from '../compose';
import type { CreationFailure } from '../order';
import type { Shown } from '../screen';
import { type View, derived, view } from '../view';

export type { CreationFailure };
/** A calculator as its screens and their parts have it. */
export type CalculatorOnScreen = Shown<CalculatorModel>;

/**
 * A later step's model (its code loads with that step), asked for when the screen opens and again on
 * `retry`; `opened` runs once it is there. `failed` when its code could not be loaded (reported).
 */
export function laterModel<M>(widget: Widget, current: View<M | null>, ensure: () => Promise<M>, opened?: (model: M) => void) {
  const failed = signal(false);
  let shown = false;
  const load = () => {
    failed.value = false;
    ensure().then(
      (model) => {
        if (shown) opened?.(model);
      },
      (error: unknown) => {
        widget.report(error);
        failed.value = true;
      },
    );
  };
  return {
    model: current,
    failed: view(failed),
    retry: load,
    open(): () => void {
      shown = true;
      load();
      return () => {
        shown = false;
      };
    },
  };
}

/**
 * While a calculator shows, its quote is kept fresh (the model's interval), paused while the page is
 * hidden (a background tab reads nothing) and read at once on coming back when it is due.
 */
export function followQuoteWhileShown(calculator: View<CalculatorModel | null>): () => void {
  return effect(() => {
    const shown = calculator.value;
    return shown ? whileVisible(document, shown.followQuote) : undefined;
  });
}

/**
 * The promotion plate (spec 1 §2, spec 2 "Light KYC"): to visitors not signed in who have not dismissed it;
 * ours: not for an amount worth more than the plate promises.
 */
export function promotion({ session, buy }: Widget, calculator: View<CalculatorModel | null>) {
  return derived(() => session.user.value === null && !buy.promoHidden.value && !calculator.value?.aboveVerificationFreeLimit.value);
}

/** Why the last order creation failed (said on the screen the customer is sent back to). */
export function creationFailure({ later }: Widget): View<CreationFailure | null> {
  return derived(() => later.order.value?.failure.value ?? null);
}

/** Run each close, last opened first. */
export function closeAll(...closes: (() => void)[]): () => void {
  return () => {
    for (const close of closes.reverse()) close();
  };
}
