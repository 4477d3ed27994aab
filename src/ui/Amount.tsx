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

/** A currency the widget lists, by its ticker with network (undefined for one it does not know). */
function useKnownCurrency(currency: string) {
  const { model } = useWidget();
  const calculator = model.calculator.value;
  return calculator ? [...calculator.payOptions, ...calculator.receiveOptions].find((c) => c.tickerWithNetwork === currency) : undefined;
}

/** A currency's display name ("USDT Polygon"), or the code the server gave for one the widget does not know. */
export function useCurrencyLabel(currency: string): string {
  const known = useKnownCurrency(currency);
  return known ? displayTicker(known) : currency;
}

export function Amount({ value, currency }: { value: number; currency: string }) {
  const { model } = useWidget();
  const known = useKnownCurrency(currency);
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
