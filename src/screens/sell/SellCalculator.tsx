/**
 * /sell (spec 2 "Sell calculator"): crypto paid, fiat received, amounts on either side, fees, the Buy/Sell
 * switch. The sell rates load when the customer first comes here. Submitting sends the analytics event,
 * then a signed-in customer goes to the welcome screen, anyone else to the sell login.
 */
import { useFollow, useStandalone, useText } from '../../state/hooks/app';
import { useSell } from '../../state/hooks/sell';
import { CalculatorForm } from '../parts/CalculatorForm';
import { FlowSwitch } from '../../ui/FlowSwitch';
import { Frame } from '../../ui/Frame';
import { PromoPlate } from '../parts/PromoPlate';
import { Spinner } from '../../ui/Spinner';

export default function SellCalculator() {
  const { t } = useText();
  const follow = useFollow();
  const standalone = useStandalone();
  const sell = useSell();
  const calculator = sell?.calculator.value;
  return (
    <Frame title={t('converter.sellTitle')}>
      {standalone && <FlowSwitch current="sell" />}
      <PromoPlate calculator={calculator} />
      {sell?.calculatorState.value === 'failed' && (
        <div className="crw-alert crw-alert-danger" role="alert">
          {t('sell.ratesFailed')}
          <button type="button" className="crw-secondary" onClick={() => void sell.ensureCalculator()}>
            {t('sell.retry')}
          </button>
        </div>
      )}
      {!calculator && sell?.calculatorState.value !== 'failed' && <Spinner label={t('frame.loading')} />}
      {calculator && sell && (
        <CalculatorForm
          calculator={calculator}
          proceedLabel={t('sell.proceed', { amount: calculator.payText.value || '0', ticker: calculator.pay.value?.viewedTicker ?? '' })}
          failure={sell.creationFailure.value}
          onProceed={() => void follow(sell.proceed())}
        />
      )}
    </Frame>
  );
}
