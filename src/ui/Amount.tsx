/**
 * An amount and its currency as a person reads them: the language's number format, meaningful decimals,
 * and the currency's display name ("95.96 USDT Polygon", not "95.960000 USDT-MATIC"). Currencies the
 * widget does not know are shown by the code the server gave.
 */
import { displayTicker } from '../domain/currencies';
import { formatAmount } from '../domain/money';
import { CurrencyLogo } from './CurrencyLogo';
import { useUi } from './environment';

/** Digits shown for a currency the widget does not know. */
const UNKNOWN_CURRENCY_DECIMALS = 8;

/** A currency's display name ("USDT Polygon"), or the code the server gave for one the widget does not know. */
export function useCurrencyLabel(currency: string): string {
  const known = useUi().knownCurrency(currency);
  return known ? displayTicker(known) : currency;
}

/** `logo`: the currency's logo before the amount (an order's pay and receive amounts, not its fees). */
export function Amount({ value, currency, logo = false }: { value: number; currency: string; logo?: boolean }) {
  const { knownCurrency, language } = useUi();
  const known = knownCurrency(currency);
  const text = formatAmount(value, {
    decimals: known?.roundOff ?? UNKNOWN_CURRENCY_DECIMALS,
    fiat: known ? !known.isCrypto : false,
    language: language.value,
  });
  return (
    <>
      {logo && <CurrencyLogo currency={known ?? { ticker: currency }} sizing="crw-logo-inline" />}
      {text} {known ? displayTicker(known) : currency}
    </>
  );
}
