/** Buy calculator, root and /buy (spec 1 §2 "Calculator", §4, §5). */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { PROMO_NO_KYC_LIMIT_EUR, isPaymentType } from '../../domain/constants';
import { useWidget } from '../../ui/context';
import { CurrencySelectModal } from '../../ui/CurrencySelectModal';
import { AmountField } from '../../ui/AmountField';
import { FeeSummary } from '../../ui/FeeSummary';
import { Frame } from '../../ui/Frame';
import { FlowSwitch } from '../../ui/FlowSwitch';
import { CreationFailureMessage } from '../../ui/CreationFailureMessage';
import type { CreationFailure } from '../../state/order';

/** spec 1 §8: creation failures that send the customer back to the calculator are told here. */
function calculatorFailure(failure: CreationFailure | null): CreationFailure | null {
  if (failure?.kind === 'noProvider') return failure;
  return failure?.kind === 'validation' && failure.field !== 'toWallet' ? failure : null;
}

export default function Calculator() {
  const { model, t } = useWidget();
  const [, navigate] = useLocation();
  const [picking, setPicking] = useState<'pay' | 'receive' | null>(null);
  const calculator = model.calculator.value;
  if (!calculator) return null;
  const { pay, receive, locks } = calculator;
  const violation = calculator.violation.value;
  const rate = calculator.rate.value;
  const payTicker = pay.value?.viewedTicker ?? '';
  const receiveTicker = receive.value?.viewedTicker ?? '';

  const violationText = violation
    ? `${t(violation.kind === 'min' ? 'calculatorValidate.notMeetMinimumRequirement' : 'calculatorValidate.notMeetMaximumRequirement')} ${violation.amount} ${payTicker}`
    : null;
  const noProvider = calculator.noProvider.value;
  const buttonText = !rate
    ? t('converter.noAvailable', { pay: payTicker, receive: receiveTicker })
    : noProvider
      ? t('converter.noProvider')
      : t('converter.proceed', { amount: calculator.payText.value || '0', ticker: payTicker });

  const proceed = () => {
    model.setProceeded(true);
    navigate('/buy/wallet_address');
  };

  return (
    <Frame title={t('converter.buyTitle')}>
      {!model.merchant.value && <FlowSwitch current="buy" />}
      {!model.user.value && !model.promoHidden.value && (
        <div className="crw-promo" role="note">
          <span>{t('promo.text', { amount: PROMO_NO_KYC_LIMIT_EUR })}</span>
          <button type="button" className="crw-icon-button" onClick={() => model.dismissPromo()} aria-label={t('promo.dismiss')}>
            ×
          </button>
        </div>
      )}
      <form
        className="crw-calculator"
        onSubmit={(event) => {
          event.preventDefault();
          if (calculator.canProceed.value) proceed();
        }}
      >
        <AmountField
          testId="pay-field"
          label={t('converter.youPay')}
          value={calculator.payText.value}
          currency={pay.value}
          onChange={calculator.changePayText}
          onCurrencyClick={() => setPicking('pay')}
          amountLocked={locks.payAmount}
          currencyLocked={locks.payCurrency}
          loading={calculator.loadingSide.value === 'pay'}
          error={violationText}
        />
        <PaymentMethod />
        <AmountField
          testId="receive-field"
          label={t('converter.youGet')}
          value={calculator.receiveText.value}
          currency={receive.value}
          onChange={calculator.changeReceiveText}
          onCurrencyClick={() => setPicking('receive')}
          amountLocked={locks.receiveAmount}
          currencyLocked={locks.receiveCurrency}
          loading={calculator.loadingSide.value === 'receive'}
        />
        <FeeSummary calculator={calculator} />
        <CreationFailureMessage failure={calculatorFailure(model.order.value?.failure.value ?? null)} />
        <button type="submit" className="crw-primary" disabled={!calculator.canProceed.value}>
          {buttonText}
        </button>
      </form>
      {picking && (
        <CurrencySelectModal
          title={t('converter.selectCurrency')}
          side={picking}
          options={picking === 'pay' ? calculator.payOptions : calculator.receiveOptions}
          counterpart={picking === 'pay' ? receive.value : pay.value}
          rates={calculator.rates}
          selected={picking === 'pay' ? pay.value : receive.value}
          onClose={() => setPicking(null)}
          onSelect={(currency) => {
            if (picking === 'pay') calculator.changePayCurrency(currency);
            else calculator.changeReceiveCurrency(currency);
            setPicking(null);
          }}
        />
      )}
    </Frame>
  );
}

function PaymentMethod() {
  const { model, t } = useWidget();
  const calculator = model.calculator.value;
  if (!calculator) return null;
  const types = calculator.paymentTypes.value;
  return (
    <label className="crw-field">
      <span>{t('converter.paymentMethod')}</span>
      <select
        className="crw-select"
        value={calculator.paymentType.value ?? ''}
        disabled={types.length === 0}
        onChange={(event) => {
          const type = event.currentTarget.value;
          if (isPaymentType(type)) calculator.changePaymentType(type);
        }}
      >
        {types.map((type) => (
          <option key={type} value={type}>
            {t(`paymentTypes.${type}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
