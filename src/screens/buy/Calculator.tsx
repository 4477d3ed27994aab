/** Buy calculator, root and /buy (spec 1 §2 "Calculator", §4, §5). */
import { useCalculatorScreen } from '../../state/ports/calculator';
import { FlowSwitch } from '../../ui/FlowSwitch';
import { Frame } from '../../ui/Frame';
import { useText } from '../../ui/text';
import { CalculatorForm, PaymentMethod } from '../parts/CalculatorForm';
import { PromoPlate } from '../parts/PromoPlate';

export default function Calculator() {
  const { t } = useText();
  const screen = useCalculatorScreen();
  const { calculator } = screen;
  if (!calculator) return null;
  return (
    <Frame title={t('converter.buyTitle')}>
      {screen.standalone && <FlowSwitch current="buy" />}
      {screen.promotion && <PromoPlate onDismiss={screen.dismissPromotion} />}
      <CalculatorForm
        calculator={calculator}
        proceedLabel={t('converter.proceed', { amount: calculator.payText || '0', ticker: calculator.pay?.viewedTicker ?? '' })}
        failure={screen.failure}
        onProceed={() => void screen.proceed()}
        middle={<PaymentMethod calculator={calculator} />}
      />
    </Frame>
  );
}
