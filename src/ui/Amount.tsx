/**
 * An amount and its currency as a person reads them: the language's number format, meaningful decimals,
 * and the currency's display name ("95.96 USDT Polygon", not "95.960000 USDT-MATIC"). Currencies the
 * widget does not know are shown by the code the server gave.
 */
import { displayTicker } from '../domain/currencies';
import { formatAmount } from '../domain/money';
import { useWidget } from './context';

/** Digits shown for a currency the widget does not know. */
const UNKNOWN_CURRENCY_DECIMALS = 8;

export function Amount({ value, currency }: { value: number; currency: string }) {
  const { model } = useWidget();
  const calculator = model.calculator.value;
  const known = calculator ? [...calculator.payOptions, ...calculator.receiveOptions].find((c) => c.tickerWithNetwork === currency) : undefined;
  const text = formatAmount(value, {
    decimals: known?.roundOff ?? UNKNOWN_CURRENCY_DECIMALS,
    fiat: known ? !known.isCrypto : false,
    language: model.language.value,
  });
  return (
    <>
      {text} {known ? displayTicker(known) : currency}
    </>
  );
}
