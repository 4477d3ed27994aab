// Amounts as the widget rounds and shows them (spec 1 §5, §9).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatAmount, formatFixed, formatPrice, formatRate, roundTo, toPlainAmount } from '../../src/domain/money';

describe('rounding', () => {
  it('rounds half away from zero without binary drift: 1.005 is 1.01', () => {
    assert.equal(roundTo(1.005, 2), 1.01);
    assert.equal(roundTo(-1.005, 2), -1.01);
    assert.equal(roundTo(2.344, 2), 2.34);
  });
  it('leaves what is no finite number as it is', () => {
    assert.equal(roundTo(Number.POSITIVE_INFINITY, 2), Number.POSITIVE_INFINITY);
    assert.ok(Number.isNaN(roundTo(Number.NaN, 2)));
  });
  it('an amount input shows the rounded number without trailing zeros or grouping', () => {
    assert.equal(toPlainAmount(1.005, 2), '1.01');
    assert.equal(toPlainAmount(1234.5, 2), '1234.5');
    assert.equal(toPlainAmount(100, 2), '100');
  });
});

describe('amounts for reading', () => {
  it('English unless told otherwise', () => {
    assert.equal(formatPrice(65_000), '65,000.00');
    assert.equal(formatRate(0.5), '0.50');
    assert.equal(formatFixed(95.96, 4), '95.9600');
  });
  it('a price from 1 up shows cents only; below 1 it keeps up to 8 decimals', () => {
    assert.equal(formatPrice(1234.5678, 'en'), '1,234.57');
    assert.equal(formatPrice(1, 'en'), '1.00');
    assert.equal(formatPrice(0.12345678, 'en'), '0.12345678');
  });
  it('a rate is never grouped', () => {
    assert.equal(formatRate(65_000, 'en'), '65000.00');
  });
  it('fiat always shows its cents (none for a currency without), crypto only the digits it has, both grouped', () => {
    assert.equal(formatAmount(100, { decimals: 2, fiat: true, language: 'en' }), '100.00');
    assert.equal(formatAmount(1234.5, { decimals: 8, fiat: true, language: 'en' }), '1,234.50');
    assert.equal(formatAmount(1000, { decimals: 0, fiat: true, language: 'en' }), '1,000');
    assert.equal(formatAmount(0.5, { decimals: 8, fiat: false, language: 'en' }), '0.5');
    assert.equal(formatAmount(0.123456789, { decimals: 8, fiat: false, language: 'es' }), '0,12345679');
  });
});
