import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { is } from 'superstruct';
import {
  DEFAULT_FEES,
  FeesSchema,
  type Fees,
  amountAfterFees,
  discountPercent,
  feeAmount,
  feesInPayCurrency,
  grossUp,
  payAmountForNet,
} from '../../src/domain/fees';

const close = (actual: number, expected: number) => assert.ok(Math.abs(actual - expected) < 1e-9, `${actual} ≈ ${expected}`);

// Provider fee: the greater of 3.5 % and 3.99 flat; network fee 0.05 flat.
const sandboxLike: Fees = {
  providerFee: { type: 'max', values: [{ type: 'percent', value: 3.5 }, { type: 'money', amount: 3.99, currency: 'USD' }] },
  networkFeeFiat: { type: 'money', amount: 0.05, currency: 'USD' },
};

describe('fee formulas (spec 1 §9)', () => {
  it('percent fee is amount × value / 100: 2.5 % of 200 = 5', () => {
    assert.equal(feeAmount({ type: 'percent', value: 2.5 }, 200), 5);
  });
  it('max takes the largest sum: max(3.5 % of 100, 3.99) = 3.99; of 200 = 7', () => {
    close(feeAmount(sandboxLike.providerFee, 100), 3.99);
    close(feeAmount(sandboxLike.providerFee, 200), 7);
  });
  it('sum adds its parts: 1 % of 100 + 0.5 = 1.5', () => {
    close(feeAmount({ type: 'sum', values: [{ type: 'percent', value: 1 }, { type: 'money', amount: 0.5, currency: 'EUR' }] }, 100), 1.5);
  });
  it('gross-up: (100 + 1) / (1 − 2.5/100) = 103.5897…', () => {
    close(grossUp(100, 1, 2.5), 101 / 0.975);
  });
  it('provider fee of two options plus a flat network fee: 100 pays 4.04, leaving 95.96', () => {
    close(amountAfterFees(sandboxLike, 100), 95.96);
  });
  it('the amount after fees never goes below zero (spec 1 §5)', () => {
    assert.equal(amountAfterFees(sandboxLike, 1), 0);
  });
  it('pay for a net amount is the largest gross-up over the options, and inverts amountAfterFees', () => {
    // net 50: flat option (50 + 0.05 + 3.99) / 1 = 54.04 beats (50.05) / 0.965 = 51.865…
    close(payAmountForNet(sandboxLike, 50), 54.04);
    // net 192.95: percent option wins, 193 / 0.965 = 200
    close(payAmountForNet(sandboxLike, 192.95), 200);
    for (const pay of [30, 100, 250, 4000]) close(payAmountForNet(sandboxLike, amountAfterFees(sandboxLike, pay)), pay);
  });
  it('default fallback: provider fee 0 percent, network fee 0 USD (spec 1 §3)', () => {
    assert.equal(amountAfterFees(DEFAULT_FEES, 100), 100);
  });
  it('discount 0.2 shows as 20 % (spec 1 §9)', () => {
    assert.equal(discountPercent(0.2), 20);
  });
  it('flat fees quoted in USD are re-expressed in the pay currency through the cross rate', () => {
    // 1 USD → 1 USDT, 1 EUR → 1.087 USDT: 3.99 USD = 3.99 / 1.087 EUR
    const rates: Record<string, number> = { USD: 1, EUR: 1.087 };
    const local = feesInPayCurrency(sandboxLike, 'EUR', (t) => rates[t]);
    close(feeAmount(local.networkFeeFiat, 0), 0.05 / 1.087);
    close(feeAmount(local.providerFee, 0), 3.99 / 1.087);
  });
});

describe('fees at their edges (spec 1 §3, §5, §9)', () => {
  // Provider fee: 1 % plus 0.5 flat, as a sum.
  const summed: Fees = {
    providerFee: { type: 'sum', values: [{ type: 'percent', value: 1 }, { type: 'money', amount: 0.5, currency: 'USD' }] },
    networkFeeFiat: { type: 'money', amount: 0, currency: 'USD' },
  };
  it('the default network fee is 0 US dollars', () => {
    assert.deepEqual(DEFAULT_FEES.networkFeeFiat, { type: 'money', amount: 0, currency: 'USD' });
  });
  it('nothing to receive costs nothing to pay', () => {
    assert.equal(payAmountForNet(sandboxLike, 0), 0);
    assert.equal(payAmountForNet(sandboxLike, -5), 0);
  });
  it('pay for a net amount under a summed provider fee grosses up its percent and flat parts together', () => {
    // 100 pays 1 + 0.5 = 1.5: 98.5 reaches the exchange; and 98.5 asks for (98.5 + 0.5) / 0.99 = 100.
    close(amountAfterFees(summed, 100), 98.5);
    close(payAmountForNet(summed, 98.5), 100);
  });
  it('a flat fee is re-expressed by its own rate over the pay currency’s rate', () => {
    // 1 USD → 0.9 USDT, 1 EUR → 1.08 USDT: 3.99 USD = 3.99 × 0.9 / 1.08 EUR.
    const rates: Record<string, number> = { USD: 0.9, EUR: 1.08 };
    const local = feesInPayCurrency(sandboxLike, 'EUR', (t) => rates[t]);
    close(feeAmount(local.providerFee, 0), (3.99 * 0.9) / 1.08);
    assert.deepEqual(local.networkFeeFiat, { type: 'money', amount: (0.05 * 0.9) / 1.08, currency: 'EUR' });
  });
  it('flat fees inside a summed fee are re-expressed too; percent parts stay', () => {
    const local = feesInPayCurrency(summed, 'EUR', (t) => ({ USD: 1, EUR: 2 })[t]);
    assert.deepEqual(local.providerFee, { type: 'sum', values: [{ type: 'percent', value: 1 }, { type: 'money', amount: 0.25, currency: 'EUR' }] });
  });
  it('a flat fee already in the pay currency is left exactly as quoted', () => {
    const inEuro: Fees = { ...sandboxLike, networkFeeFiat: { type: 'money', amount: 0.1, currency: 'EUR' } };
    assert.deepEqual(feesInPayCurrency(inEuro, 'EUR', (t) => ({ USD: 1, EUR: 3 })[t]).networkFeeFiat, { type: 'money', amount: 0.1, currency: 'EUR' });
  });
  it('fees stay as quoted when the pay currency or the fee’s currency has no rate', () => {
    assert.deepEqual(feesInPayCurrency(sandboxLike, 'GBP', (t) => ({ USD: 1 })[t]), sandboxLike);
    const inFrancs: Fees = { ...sandboxLike, networkFeeFiat: { type: 'money', amount: 0.05, currency: 'CHF' } };
    assert.deepEqual(feesInPayCurrency(inFrancs, 'EUR', (t) => ({ USD: 1, EUR: 2 })[t]).networkFeeFiat, { type: 'money', amount: 0.05, currency: 'CHF' });
  });
});

describe('fee replies', () => {
  it('accepts money, percent, max and sum fees, nested, with or without a discount', () => {
    assert.equal(is(sandboxLike, FeesSchema), true);
    assert.equal(is({ ...sandboxLike, discount: 0.2 }, FeesSchema), true);
    assert.equal(
      is({ providerFee: { type: 'sum', values: [{ type: 'percent', value: 1 }, { type: 'max', values: [{ type: 'money', amount: 1, currency: 'EUR' }] }] }, networkFeeFiat: { type: 'percent', value: 0 } }, FeesSchema),
      true,
    );
  });
  it('refuses an unknown kind of fee, a fee missing its amount, and a broken fee inside a max or a sum', () => {
    const withProvider = (providerFee: unknown) => ({ providerFee, networkFeeFiat: { type: 'money', amount: 0, currency: 'USD' } });
    assert.equal(is(withProvider({ type: 'tip', value: 1 }), FeesSchema), false);
    assert.equal(is(withProvider({ type: 'money', currency: 'USD' }), FeesSchema), false);
    assert.equal(is(withProvider({ type: 'percent', value: '1' }), FeesSchema), false);
    assert.equal(is(withProvider({ type: 'max', values: [{ type: 'percent' }] }), FeesSchema), false);
    assert.equal(is(withProvider({ type: 'sum', values: [{ type: 'money', amount: 1 }] }), FeesSchema), false);
    assert.equal(is({ providerFee: { type: 'percent', value: 1 } }, FeesSchema), false);
  });
});
