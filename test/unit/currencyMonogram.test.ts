import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contrastRatio } from '../../src/domain/theme';
import { MONOGRAM_COLOURS, currencyMonogram } from '../../src/ui/currencyMonogram';

describe('the monogram that stands in for a missing currency logo', () => {
  it("shows the ticker's first letter, upper-cased", () => {
    assert.equal(currencyMonogram('DOGE').text, 'D');
    assert.equal(currencyMonogram('aurora').text, 'A');
    assert.equal(currencyMonogram(' 1INCH').text, '1');
    assert.equal(currencyMonogram('').text, '?');
  });

  it('takes its colour from the ticker: the same on every screen, whatever the case', () => {
    assert.equal(currencyMonogram('DOGE').colour, currencyMonogram('DOGE').colour);
    assert.equal(currencyMonogram('doge').colour, currencyMonogram('DOGE').colour);
    // Tickers with the same letter are told apart by colour.
    assert.notEqual(currencyMonogram('USDT').colour, currencyMonogram('USDC').colour);
    const tickers = ['USD', 'EUR', 'GBP', 'BRL', 'PLN', 'USDT', 'BTC', 'ETH', 'NEAR', 'USDC', 'AURORA', 'BNB', 'DOGE'];
    assert.ok(new Set(tickers.map((ticker) => currencyMonogram(ticker).colour)).size >= 5, 'the colours spread over the palette');
  });

  it('its white letter reads at 4.5:1 or better on every colour (WCAG 2.2 AA)', () => {
    for (const colour of MONOGRAM_COLOURS) {
      assert.ok(contrastRatio(colour, '#ffffff') >= 4.5, `${colour}: ${contrastRatio(colour, '#ffffff').toFixed(2)}:1`);
    }
  });
});
