/**
 * /sell (spec 2 "Sell calculator"): crypto paid, fiat received, fees. The off-ramp's model and its rates
 * load when the customer first comes here.
 */
import type { Widget } from '../compose';
import { STAY } from '../navigation';
import { useScreen } from '../screen';
import { derived } from '../view';
import { closeAll, laterModel } from './kit/laterSteps';
import { followQuoteWhileShown, promotion } from './kit/calculators';

function sellCalculatorPort(widget: Widget) {
  const { later } = widget;
  const sell = laterModel(widget, later.sell, later.ensureSell, (model) => void model.ensureCalculator());
  const calculator = derived(() => sell.model.value?.calculator.value ?? null);
  return {
    views: {
      standalone: widget.standalone,
      calculator,
      /** The rates (or the off-ramp's code) could not be loaded: the customer may try again. */
      failed: derived(() => sell.failed.value || sell.model.value?.calculatorState.value === 'failed'),
      failure: derived(() => sell.model.value?.creationFailure.value ?? null),
      promotion: promotion(widget, calculator),
    },
    does: {
      dismissPromotion: widget.buy.dismissPromo,
      retry() {
        const model = sell.model.peek();
        if (model) void model.ensureCalculator();
        else sell.retry();
      },
    },
    moves: { proceed: () => sell.model.peek()?.proceed() ?? STAY },
    open: () => closeAll(sell.open(), followQuoteWhileShown(calculator)),
  };
}

export const useSellCalculatorScreen = () => useScreen(sellCalculatorPort);
