/**
 * What the calculators' ports declare alike (the first load: the later steps' shared pieces are in
 * `laterSteps.ts`): the fresh quote, the promotion plate, and the shapes their screens' parts have.
 */
import { effect } from '@preact/signals-react';
import { whileVisible } from '../../../integrations/pageVisibility';
import type { CalculatorModel } from '../../calculator';
import type { Widget } from '../../compose';
import type { CreationFailure } from '../../order';
import type { Shown } from '../../screen';
import { type View, derived } from '../../view';

export type { CreationFailure };
/** A calculator as its screens and their parts have it. */
export type CalculatorOnScreen = Shown<CalculatorModel>;

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
