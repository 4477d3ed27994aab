/** Buy calculator, root and /buy (spec 1 §2 "Calculator", §4, §5). */
import { useLocation } from 'wouter';
import { ROUTES } from '../../domain/routes';
import type { CreationFailure } from '../../state/order';
import { CalculatorForm, PaymentMethod } from '../parts/CalculatorForm';
import { useWidget } from '../../state/context';
import { FlowSwitch } from '../../ui/FlowSwitch';
import { Frame } from '../../ui/Frame';
import { PromoPlate } from '../parts/PromoPlate';

/** spec 1 §8: creation failures that send the customer back to the calculator are told here. */
function calculatorFailure(failure: CreationFailure | null): CreationFailure | null {
  if (failure?.kind === 'noProvider') return failure;
  return failure?.kind === 'validation' && failure.field !== 'toWallet' ? failure : null;
}

export default function Calculator() {
  const { model, t } = useWidget();
  const [, navigate] = useLocation();
  const calculator = model.calculator.value;
  if (!calculator) return null;
  const proceed = () => {
    model.setProceeded(true);
    model.trackAmountSubmitted(calculator);
    navigate(ROUTES.walletAddress);
  };
  return (
    <Frame title={t('converter.buyTitle')}>
      {!model.merchant.value && <FlowSwitch current="buy" />}
      <PromoPlate />
      <CalculatorForm
        calculator={calculator}
        proceedLabel={t('converter.proceed', { amount: calculator.payText.value || '0', ticker: calculator.pay.value?.viewedTicker ?? '' })}
        failure={calculatorFailure(model.order.value?.failure.value ?? null)}
        onProceed={proceed}
        middle={<PaymentMethod calculator={calculator} />}
      />
    </Frame>
  );
}
