/**
 * Buying, up to the order: the calculator, the wallet, the promotion plate, the order's creation (the
 * first screen's hooks; the later steps' forms are in `forms.ts`, out of the first load).
 */
import { useEffect } from 'react';
import type { BuyModel } from '../buy';
import type { CalculatorModel } from '../calculator';
import type { StaticRoute } from '../../domain/routes';
import { useComposed } from '../context';
import type { CreationFailure } from '../order';

export type { CalculatorModel, CreationFailure };

type BuyView = Pick<BuyModel, 'proceed' | 'backToCalculator' | 'createOrder' | 'dismissPromo' | 'orderAgain'> & {
  calculator: CalculatorModel | null;
  walletAddress: string;
  promoHidden: boolean;
  creating: boolean;
  /** Why the last order creation failed (said on the screen the customer is sent back to). */
  creationFailure: CreationFailure | null;
  /** Where the steps after the wallet go back to. */
  walletStep(): { go: StaticRoute };
};

export function useBuy(): BuyView {
  const { buy, later } = useComposed();
  return {
    calculator: buy.calculator.value,
    walletAddress: buy.walletAddress.value,
    promoHidden: buy.promoHidden.value,
    creating: buy.creating.value,
    creationFailure: later.order.value?.failure.value ?? null,
    proceed: buy.proceed,
    backToCalculator: buy.backToCalculator,
    createOrder: buy.createOrder,
    dismissPromo: buy.dismissPromo,
    orderAgain: buy.orderAgain,
    walletStep: () => ({ go: buy.walletStep() }),
  };
}

/**
 * While a calculator shows, its quote is kept fresh (the model's interval), paused while the page is
 * hidden (a background tab reads nothing) and read at once on coming back when it is due.
 */
export function useFreshQuote(calculator: CalculatorModel) {
  useEffect(() => {
    const { resume, pause } = calculator.followQuote;
    const doc = document;
    const onVisibility = () => (doc.hidden ? pause() : resume());
    onVisibility();
    doc.addEventListener('visibilitychange', onVisibility);
    return () => {
      doc.removeEventListener('visibilitychange', onVisibility);
      pause();
    };
  }, [calculator]);
}
