/**
 * The calculator's form, for buying and selling (spec 1 §2 "Calculator", spec 2 "Sell calculator"): pay
 * and receive amounts with their currency pickers, the payment method (buying), the fee summary, the
 * button that names the amount (or says the pair has no rate or no provider), and a creation failure.
 */
import { type ComponentProps, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { type PaymentType, isPaymentType } from '../../domain/constants';
import { CALCULATOR_FIELD_FOR } from '../../domain/calculator';
import type { CalculatorOnScreen, CreationFailure } from '../../state/ports/calculator';
import { AmountField } from '../../ui/AmountField';
import { useText } from '../../ui/text';
import type { CreationFailureMessage as FailureMessage } from './CreationFailureMessage';
import type { CurrencySelectModal as CurrencySelect } from '../../ui/CurrencySelectModal';
import { loadedLater } from '../../ui/loadedLater';
import { FeeSummary } from './FeeSummary';
import { PaymentMethodIcon } from '../../ui/PaymentMethodIcon';
import { useDebounced } from '../../ui/useDebounced';

/**
 * The currency list opens on a tap, never with the first screen: its code comes later (asked for with the
 * next steps' code after start-up, src/app.tsx), out of the first load.
 */
const CurrencySelectModal = loadedLater<ComponentProps<typeof CurrencySelect>>(() =>
  import('../../ui/CurrencySelectModal').then((module) => ({ default: module.CurrencySelectModal })),
);

/**
 * A failed creation's message: only after a creation, which comes after the later steps' screens (whose
 * code has it), so it is out of the first load.
 */
const CreationFailureMessage = loadedLater<ComponentProps<typeof FailureMessage>>(() =>
  import('./CreationFailureMessage').then((module) => ({ default: module.CreationFailureMessage })),
);

/** The limits are said once typing pauses: '250' must not flash 'Minimum amount' at its first digit. */
const LIMIT_MESSAGE_DELAY_MS = 700;

type CalculatorFormProps = {
  calculator: CalculatorOnScreen;
  /** The button's text when the form can go on. */
  proceedLabel: string;
  failure: CreationFailure | null;
  onProceed: () => void;
  busy?: boolean;
  /** Shown between the pay amount and the receive amount (buying: the payment method). */
  middle?: ReactNode;
};

export function CalculatorForm({ calculator, proceedLabel, failure, onProceed, busy = false, middle }: CalculatorFormProps) {
  const { t } = useText();
  const [picking, setPicking] = useState<'pay' | 'receive' | null>(null);
  const { pay, receive, locks } = calculator;
  const violation = calculator.violation;
  const payTicker = pay?.viewedTicker ?? '';
  const receiveTicker = receive?.viewedTicker ?? '';
  const violationText = violation
    ? `${t(violation.kind === 'min' ? 'calculatorValidate.notMeetMinimumRequirement' : 'calculatorValidate.notMeetMaximumRequirement')} ${violation.amount} ${payTicker}`
    : null;
  // Shown once it has held for a pause, gone at once when fixed (Proceed is off meanwhile either way).
  const settledViolation = useDebounced(violationText, LIMIT_MESSAGE_DELAY_MS);
  const shownViolation = violationText !== null && settledViolation === violationText ? violationText : null;
  // spec 1 §5, §8: a creation validation error lands on the calculator field it names (fromAmount → pay, …).
  const failedField = failure?.kind === 'validation' && failure.field ? CALCULATOR_FIELD_FOR[failure.field] : undefined;
  const fieldMessage = failure?.kind === 'validation' ? failure.message : null;
  const payError = shownViolation ?? (failedField === 'payValue' || failedField === 'payCurrency' ? fieldMessage : null);
  const receiveError = failedField === 'receiveValue' || failedField === 'receiveCurrency' ? fieldMessage : null;
  // Why the pair cannot be bought, on its disabled button, with no price quoted.
  const unavailable = !calculator.rate
    ? t('converter.noAvailable', { pay: payTicker, receive: receiveTicker })
    : calculator.noProvider
      ? t('converter.noProvider')
      : null;
  return (
    <>
      <form
        className="crw-calculator"
        onSubmit={(event) => {
          event.preventDefault();
          if (calculator.canProceed && !busy) onProceed();
        }}
      >
        <AmountField
          testId="pay-field"
          label={t('converter.youPay')}
          value={calculator.payText}
          currency={pay}
          onChange={calculator.changePayText}
          onCurrencyClick={() => setPicking('pay')}
          amountLocked={locks.payAmount}
          currencyLocked={locks.payCurrency}
          loading={calculator.loadingSide === 'pay'}
          error={payError}
        />
        {middle}
        <AmountField
          testId="receive-field"
          label={t('converter.youGet')}
          value={calculator.receiveText}
          currency={receive}
          onChange={calculator.changeReceiveText}
          onCurrencyClick={() => setPicking('receive')}
          amountLocked={locks.receiveAmount}
          currencyLocked={locks.receiveCurrency}
          loading={calculator.loadingSide === 'receive'}
          error={receiveError}
        />
        {unavailable ? (
          // spec 1 §2, spec 2 §2: the disabled button says why; a status says it as the pair changes.
          <p className="crw-visually-hidden" role="status" data-testid="pair-unavailable">
            {unavailable}
          </p>
        ) : (
          <FeeSummary calculator={calculator} />
        )}
        {failure && !failedField && (
          <Suspense fallback={null}>
            <CreationFailureMessage failure={failure} />
          </Suspense>
        )}
        <button type="submit" className="crw-primary" part="primary-button" disabled={!calculator.canProceed || busy || unavailable !== null} aria-busy={busy}>
          {unavailable ?? proceedLabel}
        </button>
      </form>
      {picking && (
        <Suspense fallback={null}>
          <CurrencySelectModal
          title={t('converter.selectCurrency')}
          side={picking}
          options={picking === 'pay' ? calculator.payOptions : calculator.receiveOptions}
          counterpart={picking === 'pay' ? receive : pay}
          rates={calculator.rates}
          selected={picking === 'pay' ? pay : receive}
          onClose={() => setPicking(null)}
          onSelect={(currency) => {
            if (picking === 'pay') calculator.changePayCurrency(currency);
            else calculator.changeReceiveCurrency(currency);
            setPicking(null);
          }}
        />
        </Suspense>
      )}
    </>
  );
}

/**
 * Buying: the payment method dropdown (spec 1 §4: one the pair lacks switches the pay currency). Arrowing
 * through a closed select fires a change per option: a choice made by keyboard counts when committed
 * (Enter, or leaving the field), so looking through the list never switches the currency by the way; a
 * pick with the pointer counts at once. A switched pay currency is said in words.
 */
export function PaymentMethod({ calculator }: { calculator: CalculatorOnScreen }) {
  const { t } = useText();
  const types = calculator.paymentTypes;
  const cleared = calculator.paymentTypeCleared && calculator.paymentType === null;
  const clearedId = useId();
  const [pending, setPending] = useState<PaymentType | null>(null);
  const [switchedTo, setSwitchedTo] = useState<{ method: PaymentType; currency: string } | null>(null);
  const byKeyboard = useRef(false);
  const shown = pending ?? calculator.paymentType;
  const commit = (type: PaymentType | null) => {
    setPending(null);
    if (type === null || type === calculator.paymentType) return;
    const switched = calculator.changePaymentType(type);
    setSwitchedTo(switched ? { method: type, currency: switched.viewedTicker } : null);
  };
  return (
    <>
      <label className="crw-field">
        <span>{t('converter.paymentMethod')}</span>
        {/* A native select cannot show images in its options: the chosen method's mark sits in its box. */}
        <span className="crw-method-select">
          {shown && <PaymentMethodIcon type={shown} />}
          <select
            className="crw-select"
            value={pending ?? calculator.paymentType ?? ''}
            disabled={types.length === 0}
            aria-invalid={cleared}
            aria-describedby={cleared ? clearedId : undefined}
            onPointerDown={() => {
              byKeyboard.current = false;
            }}
            onKeyDown={(event) => {
              byKeyboard.current = true;
              if (event.key === 'Enter' && pending) {
                event.preventDefault();
                commit(pending);
              }
            }}
            onBlur={() => commit(pending)}
            onChange={(event) => {
              const type = event.currentTarget.value;
              if (!isPaymentType(type)) return;
              if (byKeyboard.current) setPending(type);
              else commit(type);
            }}
          >
            {calculator.paymentType === null && types.length > 0 && (
              <option value="" disabled>
                {t('converter.choosePaymentMethod')}
              </option>
            )}
            {types.map((type) => (
              <option key={type} value={type}>
                {t(`paymentTypes.${type}`)}
              </option>
            ))}
          </select>
        </span>
      </label>
      {cleared && (
        <p className="crw-field-error" id={clearedId} role="status">
          {t('converter.paymentMethodCleared')}
        </p>
      )}
      {switchedTo && (
        <p className="crw-notice" role="status" data-testid="pay-currency-switched">
          {t('converter.payCurrencySwitched', { method: t(`paymentTypes.${switchedTo.method}`), currency: switchedTo.currency })}
        </p>
      )}
    </>
  );
}
