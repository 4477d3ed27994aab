/**
 * /sell (spec 2 "Sell calculator"): crypto paid, fiat received, amounts on either side, fees, the Buy/Sell
 * switch. The sell rates load when the customer first comes here. Submitting sends the analytics event,
 * then a signed-in customer goes to the welcome screen, anyone else to the sell login.
 */
import { useSellCalculatorScreen } from '../../state/ports/sellCalculator';
import { FlowSwitch } from '../../ui/FlowSwitch';
import { Frame } from '../../ui/Frame';
import { Spinner } from '../../ui/Spinner';
import { useText } from '../../ui/text';
import { CalculatorForm } from '../parts/CalculatorForm';
import { PromoPlate } from '../parts/PromoPlate';

export default function SellCalculator() {
  const { t } = useText();
  const screen = useSellCalculatorScreen();
  const { calculator } = screen;
  return (
    <Frame title={t('converter.sellTitle')}>
      {screen.standalone && <FlowSwitch current="sell" />}
      {screen.promotion && <PromoPlate onDismiss={screen.dismissPromotion} />}
      {screen.failed && (
        <div className="crw-alert crw-alert-danger" role="alert">
          {t('sell.ratesFailed')}
          <button type="button" className="crw-secondary" onClick={screen.retry}>
            {t('sell.retry')}
          </button>
        </div>
      )}
      {!calculator && !screen.failed && <Spinner label={t('frame.loading')} />}
      {calculator && (
        <CalculatorForm
          calculator={calculator}
          proceedLabel={t('sell.proceed', { amount: calculator.payText || '0', ticker: calculator.pay?.viewedTicker ?? '' })}
          failure={screen.failure}
          onProceed={() => void screen.proceed()}
        />
      )}
    </Frame>
  );
}
