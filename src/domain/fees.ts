/**
 * Fee formulas (spec 1 §9, spec 2 §9): percent fees are amount × value / 100; max takes the largest
 * alternative; gross-up is (amount + flat) / (1 − percent / 100); the provider fee is the greater of two
 * percent-plus-flat options, plus a flat network fee.
 */
import { type Struct, array, assign, lazy, literal, number, object, optional, string, union } from 'superstruct';

export type Fee =
  | { type: 'money'; amount: number; currency: string }
  | { type: 'percent'; value: number }
  | { type: 'max'; values: Fee[] }
  | { type: 'sum'; values: Fee[] };

export const FeeSchema: Struct<Fee, null> = union([
  object({ type: literal('money'), amount: number(), currency: string() }),
  object({ type: literal('percent'), value: number() }),
  object({ type: literal('max'), values: array(lazy(() => FeeSchema)) }),
  object({ type: literal('sum'), values: array(lazy(() => FeeSchema)) }),
]);

export const FeesSchema = assign(
  object({ providerFee: FeeSchema, networkFeeFiat: FeeSchema }),
  object({ discount: optional(number()) }),
);
export type Fees = { providerFee: Fee; networkFeeFiat: Fee; discount?: number };

/** spec 1 §3: "Default fallback: provider fee 0 percent, network fee 0 USD". */
export const DEFAULT_FEES: Fees = {
  providerFee: { type: 'percent', value: 0 },
  networkFeeFiat: { type: 'money', amount: 0, currency: 'USD' },
};

/** The fee charged on `amount`. */
export function feeAmount(fee: Fee, amount: number): number {
  switch (fee.type) {
    case 'money':
      return fee.amount;
    case 'percent':
      return (amount * fee.value) / 100;
    case 'max':
      return Math.max(0, ...fee.values.map((option) => feeAmount(option, amount)));
    case 'sum':
      return fee.values.reduce((total, part) => total + feeAmount(part, amount), 0);
  }
}

/** gross-up: the amount to charge so that `amount + flat` remains after a `percent` fee. */
export function grossUp(amount: number, flat: number, percent: number): number {
  return (amount + flat) / (1 - percent / 100);
}

/** One fee as a list of percent-plus-flat options (a max of sums, a sum, or a single part). */
export function feeOptions(fee: Fee): { percent: number; flat: number }[] {
  switch (fee.type) {
    case 'money':
      return [{ percent: 0, flat: fee.amount }];
    case 'percent':
      return [{ percent: fee.value, flat: 0 }];
    case 'max':
      return fee.values.flatMap(feeOptions);
    case 'sum':
      // A sum of options: each combination adds up; with the shapes the spec shows there is one option per part.
      return [
        fee.values
          .flatMap(feeOptions)
          .reduce((total, part) => ({ percent: total.percent + part.percent, flat: total.flat + part.flat }), {
            percent: 0,
            flat: 0,
          }),
      ];
  }
}

/** Total fees on a pay amount: provider fee plus the flat network fee. */
export function totalFees(fees: Fees, payAmount: number): number {
  return feeAmount(fees.providerFee, payAmount) + feeAmount(fees.networkFeeFiat, payAmount);
}

/** The pay-side amount that reaches the exchange after fees; never below zero (spec 1 §5). */
export function amountAfterFees(fees: Fees, payAmount: number): number {
  return Math.max(0, payAmount - totalFees(fees, payAmount));
}

/**
 * The pay amount that leaves `net` after fees: the provider fee is the greater of its options, so the
 * charge is the largest gross-up over the options, with the network fee added to the amount.
 */
export function payAmountForNet(fees: Fees, net: number): number {
  if (net <= 0) return 0;
  const network = feeAmount(fees.networkFeeFiat, net);
  return Math.max(...feeOptions(fees.providerFee).map((option) => grossUp(net + network, option.flat, option.percent)));
}

/** spec 1 §9: "Fee discount value is multiplied by 100 and shown as percent". */
export function discountPercent(discount: number): number {
  return Math.round(discount * 100 * 100) / 100;
}

/**
 * The backend quotes flat fees in their own fiat (network fees in USD). Re-expresses every flat amount
 * in the pay currency through the cross rate against the receive currency: rate(X→R) = multiplier / divisor.
 * A flat fee whose currency has no rate to the receive currency is left as quoted.
 */
export function feesInPayCurrency(
  fees: Fees,
  payTicker: string,
  rateToReceive: (fromTicker: string) => number | undefined,
): Fees {
  const payRate = rateToReceive(payTicker);
  const convert = (fee: Fee): Fee => {
    switch (fee.type) {
      case 'money': {
        if (fee.currency === payTicker || payRate === undefined) return fee;
        const feeRate = rateToReceive(fee.currency);
        return feeRate === undefined ? fee : { type: 'money', amount: (fee.amount * feeRate) / payRate, currency: payTicker };
      }
      case 'percent':
        return fee;
      case 'max':
      case 'sum':
        return { type: fee.type, values: fee.values.map(convert) };
    }
  };
  return { ...fees, providerFee: convert(fees.providerFee), networkFeeFiat: convert(fees.networkFeeFiat) };
}
