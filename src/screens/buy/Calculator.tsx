/** Buy calculator, root and /buy (spec 1 §2 "Calculator", §4, §5). */
import { useFollow, useStandalone, useText } from '../../state/hooks/app';
import { type CreationFailure, useBuy } from '../../state/hooks/buy';
import { FlowSwitch } from '../../ui/FlowSwitch';
import { Frame } from '../../ui/Frame';
import { CalculatorForm, PaymentMethod } from '../parts/CalculatorForm';
import { PromoPlate } from '../parts/PromoPlate';

/** spec 1 §8: creation failures that send the customer back to the calculator are told here. */
function calculatorFailure(failure: CreationFailure | null): CreationFailure | null {
  if (failure?.kind === 'noProvider') return failure;
  return failure?.kind === 'validation' && failure.field !== 'toWallet' ? failure : null;
}

export default function Calculator() {
  const { t } = useText();
  const follow = useFollow();
  const standalone = useStandalone();
  const { calculator, creationFailure, proceed } = useBuy();
  if (!calculator) return null;
  return (
    <Frame title={t('converter.buyTitle')}>
      {standalone && <FlowSwitch current="buy" />}
      <PromoPlate calculator={calculator} />
      <CalculatorForm
        calculator={calculator}
        proceedLabel={t('converter.proceed', { amount: calculator.payText.value || '0', ticker: calculator.pay.value?.viewedTicker ?? '' })}
        failure={calculatorFailure(creationFailure)}
        onProceed={() => void follow(proceed())}
        middle={<PaymentMethod calculator={calculator} />}
      />
    </Frame>
  );
}
