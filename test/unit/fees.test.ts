import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEFAULT_FEES,
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
