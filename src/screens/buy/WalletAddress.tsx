/** /buy/wallet_address (spec 1 §2 "Wallet address screen", §5 "Wallet address"). */
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { destinationAfterWallet } from '../../domain/routing';
import { networkForLabel } from '../../domain/walletAddress';
import { createWalletAddressForm } from '../../state/walletAddressForm';
import { useWidget } from '../../ui/context';
import { FeeSummary } from '../../ui/FeeSummary';
import { Frame } from '../../ui/Frame';

export default function WalletAddress() {
  const { model, t } = useWidget();
  const [, navigate] = useLocation();
  const calculator = model.calculator.value;
  const currency = calculator?.receive.value;
  const [form] = useState(() =>
    currency
      ? createWalletAddressForm({
          currency,
          address: model.walletAddress,
          fixed: Boolean(model.merchant.value?.parsedPayload.toWallet),
          checkExists: model.checkAddressExists,
        })
      : null,
  );
  const inputId = useId();
  if (!calculator || !currency || !form) return null;

  const back = () => {
    model.setProceeded(false);
    navigate('/');
  };
  const network = networkForLabel(currency);
  // spec 1 §8: a creation validation_error on toWallet comes back here, shown on the field.
  const failure = model.order.value?.failure.value;
  const serverProblem = failure?.kind === 'validation' && failure.field === 'toWallet' ? failure.message : null;
  const problemText = form.problem.value ? t(`addressValidate.${form.problem.value}`) : serverProblem;
  const checking = form.checking.value;

  return (
    <Frame title={t('walletAddress.title')} onBack={back}>
      <form
        className="crw-calculator"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (await form.submit()) navigate(destinationAfterWallet(model.user.value));
        }}
      >
        <div className="crw-field">
          <label htmlFor={inputId}>
            {network
              ? t('walletAddress.label', { ticker: currency.viewedTicker, network })
              : t('walletAddress.labelNoNetwork', { ticker: currency.viewedTicker })}
          </label>
          <input
            id={inputId}
            className="crw-text-input"
            value={model.walletAddress.value}
            readOnly={form.fixed}
            disabled={form.fixed}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('walletAddress.placeholder')}
            aria-invalid={problemText !== null}
            aria-describedby={problemText ? `${inputId}-error` : undefined}
            onChange={(event) => {
              model.order.value?.clearFailure();
              form.change(event.currentTarget.value);
            }}
            onBlur={() => form.blur()}
          />
          {problemText && (
            <p className="crw-field-error" id={`${inputId}-error`} role="alert">
              {problemText}
            </p>
          )}
        </div>
        <FeeSummary calculator={calculator} />
        <button type="submit" className="crw-primary" disabled={checking} aria-busy={checking}>
          {checking ? t('walletAddress.verifying') : t('walletAddress.confirm')}
        </button>
      </form>
    </Frame>
  );
}
