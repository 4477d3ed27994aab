/** An amount input with its currency button (spec 1 §2 calculator, §5 amount input rules). */
import { useId } from 'react';
import type { Currency } from '../domain/currencies';
import { amountTextFor } from '../domain/money';
import { CurrencyLogo } from './CurrencyLogo';
import { useUi } from './environment';

type AmountFieldProps = {
  label: string;
  value: string;
  currency: Currency | undefined;
  onChange: (text: string) => void;
  onCurrencyClick: () => void;
  amountLocked: boolean;
  currencyLocked: boolean;
  loading: boolean;
  error?: string | null;
  testId: string;
};

export function AmountField(props: AmountFieldProps) {
  const { t, language } = useUi();
  const id = useId();
  const errorId = `${id}-error`;
  const { currency } = props;
  return (
    <div className="crw-field" data-testid={props.testId}>
      <label htmlFor={id}>{props.label}</label>
      <div className="crw-amount-row">
        <input
          id={id}
          className="crw-amount-input"
          inputMode="decimal"
          autoComplete="off"
          value={props.loading ? '' : amountTextFor(props.value, language.value)}
          placeholder={props.loading ? t('frame.loading') : '0'}
          aria-busy={props.loading}
          disabled={props.amountLocked}
          title={props.amountLocked ? t('converter.locked') : undefined}
          aria-invalid={Boolean(props.error)}
          aria-describedby={props.error ? errorId : undefined}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
        <button
          type="button"
          className="crw-currency-button"
          onClick={props.onCurrencyClick}
          disabled={props.currencyLocked}
          title={props.currencyLocked ? t('converter.locked') : undefined}
        >
          {/* The name is what the button shows, after a hidden prefix (label in name): "Select currency: USDT Polygon". */}
          <span className="crw-visually-hidden">{t('converter.selectCurrency')}: </span>
          {currency && <CurrencyLogo currency={currency} sizing="crw-logo-button" eager />}
          <span>{currency?.viewedTicker ?? '—'}</span>
          {currency?.isCrypto && currency.blockchainNetworkShort && (
            <>
              {' '}
              <small className="crw-network">{currency.blockchainNetworkShort}</small>
            </>
          )}
          {!props.currencyLocked && <Chevron />}
        </button>
      </div>
      {props.error && (
        <p className="crw-field-error" id={errorId} role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** The ▾ of a currency button that opens the picker (none on a locked one). */
function Chevron() {
  return (
    <svg className="crw-chevron" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
