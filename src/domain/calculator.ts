/** Calculator rules (spec 1 §4 "Calculator behaviour", §5 "Calculator"; spec 2 §4, §5). */
import { DEFAULT_START_AMOUNT, type PaymentType, PAYMENT_TYPES } from './constants';
import { type Currency, type Rate, type Rates, isConvertible, rateKey } from './currencies';
import { type Fees, amountAfterFees, payAmountForNet } from './fees';
import { payloadNumber } from './launchParams';
import { floorTo, roundTo } from './money';

export type FixedSide = 'pay' | 'receive';

/** Which controls of the calculator the customer may not change. */
export type CalculatorLocks = {
  payCurrency: boolean;
  receiveCurrency: boolean;
  payAmount: boolean;
  receiveAmount: boolean;
};

/**
 * spec 1 §2 "Calculator": what the merchant's payload fixes on the buy calculator. A fixed currency or
 * fixed amount locks that control (the receive amount wins when both amounts are given); in the
 * payment-flow variant the pay amount is disabled and only the pay currency can change. Without the
 * merchant's pay currency the calculator starts on `defaultFiat`, without its receive currency on
 * `defaultReceive`.
 */
export function merchantCalculatorSetup(
  payload: { fromCurrency?: string; toCurrency?: string; fromAmount?: number | string; toAmount?: number | string; paymentType?: PaymentType } | null,
  options: { defaultFiat: string; defaultReceive: string; paymentFlow: boolean },
) {
  const toAmount = payloadNumber(payload?.toAmount);
  const fromAmount = payloadNumber(payload?.fromAmount);
  const fixedAmount: { side: FixedSide; value: number } | undefined =
    toAmount !== undefined ? { side: 'receive', value: toAmount } : fromAmount !== undefined ? { side: 'pay', value: fromAmount } : undefined;
  const locks: CalculatorLocks = {
    payCurrency: payload?.fromCurrency !== undefined,
    receiveCurrency: payload?.toCurrency !== undefined,
    payAmount: fromAmount !== undefined || options.paymentFlow,
    receiveAmount: toAmount !== undefined,
  };
  return {
    requested: { pay: payload?.fromCurrency ?? options.defaultFiat, receive: payload?.toCurrency ?? options.defaultReceive },
    fixedAmount,
    paymentType: payload?.paymentType,
    locks,
  };
}

export type Pair = { pay: Currency; receive: Currency };

/**
 * spec 1 §4: first load picks the requested (or default) pair, or the first available pair when it has
 * no rate. The pay side is kept when it can be, then the receive side, then any pair with a rate.
 * A currency the merchant fixed (`locked`) is never swapped for another: a fixed pair without a rate is
 * kept, and the calculator shows its no-rate state ('{pay}-{receive} is not available', spec 1 §2).
 */
export function choosePair(
  requested: { pay: string; receive: string },
  payOptions: Currency[],
  receiveOptions: Currency[],
  rates: Rates,
  locked: { pay: boolean; receive: boolean } = { pay: false, receive: false },
): Pair | undefined {
  const find = (list: Currency[], ticker: string) => list.find((c) => c.tickerWithNetwork === ticker);
  const pay = find(payOptions, requested.pay);
  const receive = find(receiveOptions, requested.receive);
  if (pay && receive && isConvertible(rates, pay.tickerWithNetwork, receive.tickerWithNetwork)) return { pay, receive };
  const firstReceiveFor = (p: Currency) => receiveOptions.find((r) => isConvertible(rates, p.tickerWithNetwork, r.tickerWithNetwork));
  const firstPayFor = (r: Currency) => payOptions.find((p) => isConvertible(rates, p.tickerWithNetwork, r.tickerWithNetwork));
  if (pay && !locked.receive) {
    const r = firstReceiveFor(pay);
    if (r) return { pay, receive: r };
  }
  if (receive && !locked.pay) {
    const p = firstPayFor(receive);
    if (p) return { pay: p, receive };
  }
  // One side fixed and nothing to pair it with: kept, beside the other side as asked (or the first).
  if (pay && locked.pay) {
    const other = receive ?? receiveOptions[0];
    if (other) return { pay, receive: other };
  }
  if (receive && locked.receive) {
    const other = pay ?? payOptions[0];
    if (other) return { pay: other, receive };
  }
  for (const p of payOptions) {
    const r = firstReceiveFor(p);
    if (r) return { pay: p, receive: r };
  }
  return undefined;
}

/**
 * spec 1 §4: "Initial pay amount: the fixed amount if any; otherwise 100 when the pair min is below 100
 * and max above 100, else the pair minimum."
 */
export function initialPayAmount(rate: Pick<Rate, 'minAmount' | 'maxAmount'>, fixedAmount?: number): number {
  if (fixedAmount !== undefined) return fixedAmount;
  return rate.minAmount < DEFAULT_START_AMOUNT && rate.maxAmount > DEFAULT_START_AMOUNT
    ? DEFAULT_START_AMOUNT
    : rate.minAmount;
}

/** spec 1 §4: "If the pay amount falls below the new minimum it is set to the minimum (unless fixed)". */
export function clampToMinimum(payValue: number, rate: Pick<Rate, 'minAmount'>, isFixed: boolean): number {
  return !isFixed && payValue < rate.minAmount ? rate.minAmount : payValue;
}

export function exchangeRate(rate: Rate): number {
  return rate.exchangeRate.multiplier / rate.exchangeRate.divisor;
}

/** The receive amount for a pay amount: fees come off the pay side, then the rate applies; never below zero. */
export function receiveForPay(payValue: number, rate: Rate, fees: Fees, receiveDecimals: number): number {
  return floorTo(amountAfterFees(fees, payValue) * exchangeRate(rate), receiveDecimals);
}

/** The pay amount for a wanted receive amount: the inverse rate, then fees grossed up. */
export function payForReceive(receiveValue: number, rate: Rate, fees: Fees, payDecimals: number): number {
  const net = receiveValue / exchangeRate(rate);
  const pay = payAmountForNet(fees, net);
  // Round up so the customer never receives less than asked for.
  const factor = 10 ** payDecimals;
  return Math.ceil(roundTo(pay * factor, 6)) / factor;
}

export type LimitViolation = { kind: 'min' | 'max'; amount: number };

/** spec 1 §5: the pay value must lie between the pair's minAmount and maxAmount. */
export function limitViolation(payValue: number, rate: Pick<Rate, 'minAmount' | 'maxAmount'>): LimitViolation | null {
  if (payValue < rate.minAmount) return { kind: 'min', amount: rate.minAmount };
  if (payValue > rate.maxAmount) return { kind: 'max', amount: rate.maxAmount };
  return null;
}

/** Payment types the pair itself supports, in the spec's order (spec 1 §1). */
export function availablePaymentTypes(rate: Rate | undefined): PaymentType[] {
  if (!rate) return [];
  return PAYMENT_TYPES.filter((type) => rate.availablePaymentTypes.includes(type));
}

/**
 * The payment method dropdown: every type some pay currency supports for this receive currency, so that
 * choosing one the current pair lacks can switch the pay currency (spec 1 §4). Empty when the current
 * pair has no type at all: then no provider can serve it ('converter.noProvider').
 */
export function paymentTypesForReceive(receiveTicker: string, payOptions: Currency[], rates: Rates): PaymentType[] {
  const offered = new Set(
    payOptions.flatMap((pay) => rates[rateKey(pay.tickerWithNetwork, receiveTicker)]?.availablePaymentTypes ?? []),
  );
  return PAYMENT_TYPES.filter((type) => offered.has(type));
}

/** spec 1 §4: "If the chosen payment type is not available for a new pair it is cleared" (the form asks for one). */
export function paymentTypeForPair(current: PaymentType | null, rate: Rate | undefined): PaymentType | null {
  return current && availablePaymentTypes(rate).includes(current) ? current : null;
}

/**
 * The payment type a calculator starts with: the merchant's or the restored one, kept only if the pair has
 * it; with none asked for, the pair's first (ours: the spec shows no default, and an empty method on the
 * first screen would stop every customer once).
 */
export function initialPaymentType(wanted: PaymentType | null, rate: Rate | undefined): PaymentType | null {
  return wanted !== null ? paymentTypeForPair(wanted, rate) : (availablePaymentTypes(rate)[0] ?? null);
}

/**
 * spec 1 §4: "If the payment type is changed to one the pair does not support, the pay currency
 * switches to the first that supports it."
 */
export function payCurrencyForPaymentType(
  paymentType: PaymentType,
  pair: Pair,
  payOptions: Currency[],
  rates: Rates,
): Currency | undefined {
  const supports = (pay: Currency) =>
    rates[rateKey(pay.tickerWithNetwork, pair.receive.tickerWithNetwork)]?.availablePaymentTypes.includes(paymentType) ?? false;
  if (supports(pair.pay)) return pair.pay;
  return payOptions.find(supports);
}

/**
 * spec 1 §5: amount input is non-negative, has no thousands separator, and keeps at most `roundOff`
 * decimals. Returns the cleaned text, or null when the keystroke should be refused.
 */
export function sanitizeAmountInput(text: string, roundOff: number): string | null {
  const normalized = text.replace(',', '.').replace(/\s/g, '');
  if (normalized === '') return '';
  const pattern = roundOff > 0 ? new RegExp(`^\\d*(\\.\\d{0,${roundOff}})?$`) : /^\d*$/;
  if (!pattern.test(normalized)) return null;
  return normalized.startsWith('.') ? `0${normalized}` : normalized;
}

export function parseAmount(text: string): number | null {
  if (text === '' || text === '.') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * What the calculator's amount is worth in euro at its own rates (buying: the fiat paid; selling: the fiat
 * received), through the crypto of the pair; null when a rate to say it is missing. The promotion's and
 * light verification's limit is in euro (spec 1 §2: 900 euro).
 */
export function worthInEuro(input: { direction: 'buy' | 'sell'; fiat: string; crypto: string; fiatAmount: number; rates: Rates }): number | null {
  const { fiat, crypto, fiatAmount, rates } = input;
  if (fiat === EURO) return fiatAmount;
  const [own, euro] = input.direction === 'buy' ? [rates[rateKey(fiat, crypto)], rates[rateKey(EURO, crypto)]] : [rates[rateKey(crypto, fiat)], rates[rateKey(crypto, EURO)]];
  if (!own || !euro) return null;
  // Buying, a rate is crypto per fiat unit; selling, fiat per crypto unit.
  return input.direction === 'buy' ? (fiatAmount * exchangeRate(own)) / exchangeRate(euro) : (fiatAmount / exchangeRate(own)) * exchangeRate(euro);
}

const EURO = 'EUR';

/** spec 1 §8: the calculator names of the creation payload's fields. */
export const CALCULATOR_FIELD_FOR: Record<string, 'payCurrency' | 'receiveCurrency' | 'payValue' | 'receiveValue'> = {
  fromCurrency: 'payCurrency',
  toCurrency: 'receiveCurrency',
  fromAmount: 'payValue',
  toAmount: 'receiveValue',
};
