/** Root and /buy: the buy calculator (spec 1 §2 "Calculator", §4, §5). */
import type { CreationFailure } from '../order';
import { useScreen } from '../screen';
import type { Widget } from '../compose';
import { derived } from '../view';
import { followQuoteWhileShown, promotion } from './kit/calculators';

/** spec 1 §8: creation failures that send the customer back to the calculator are told there. */
function toldOnCalculator(failure: CreationFailure | null): CreationFailure | null {
  if (failure?.kind === 'noProvider') return failure;
  return failure?.kind === 'validation' && failure.field !== 'toWallet' ? failure : null;
}

function calculatorPort(widget: Widget) {
  const { buy, later } = widget;
  return {
    views: {
      /** No merchant: the Buy/Sell switch shows. */
      standalone: widget.standalone,
      calculator: buy.calculator,
      failure: derived(() => toldOnCalculator(later.order.value?.failure.value ?? null)),
      promotion: promotion(widget, buy.calculator),
    },
    does: { dismissPromotion: buy.dismissPromo },
    moves: { proceed: buy.proceed },
    open: () => followQuoteWhileShown(buy.calculator),
  };
}

export type { CalculatorOnScreen, CreationFailure } from './kit/calculators';

export const useCalculatorScreen = () => useScreen(calculatorPort);
