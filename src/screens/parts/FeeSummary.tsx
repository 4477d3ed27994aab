/**
 * Fee summary panel (spec 1 §2): heading 'get X for Y', the rate (as '1 USDT = 1.00 USD', every screen's
 * one way: a departure from '@ rate', docs/spec-conformance.md), network fee, provider fee 'as low as'
 * with what that means; '–' while invalid (fees not loaded, amount invalid); the receive-in-pay amount
 * prefixed '~'.
 */
import { useId } from 'react';
import { FEE_DISPLAY_DECIMALS } from '../../domain/constants';
import { discountPercent } from '../../domain/fees';
import { cryptoPrice, formatFixed, formatPrice } from '../../domain/money';
import type { CalculatorOnScreen } from '../../state/ports/calculator';
import { useText } from '../../ui/text';

export function FeeSummary({ calculator }: { calculator: CalculatorOnScreen }) {
  const { t, language } = useText();
  const noteId = useId();
  const breakdown = calculator.breakdown;
  const update = calculator.quoteUpdate;
  const pay = calculator.pay;
  const receive = calculator.receive;
  const payTicker = pay?.viewedTicker ?? '';
  const receiveTicker = receive?.viewedTicker ?? '';
  const dash = t('fees.invalid');
  const receiveValue = calculator.receiveValue;
  const payValue = calculator.payValue;
  const valid = breakdown !== null && receiveValue !== null && payValue !== null;
  const money = (amount: number) => `${formatFixed(amount, FEE_DISPLAY_DECIMALS, language)} ${payTicker}`;
  const discount = breakdown?.fees.discount;
  // The crypto's price in the fiat, whichever side the crypto is on (buying it or selling it).
  const selling = pay?.isCrypto === true;
  const rateText = breakdown
    ? t('fees.rateValue', {
        crypto: selling ? payTicker : receiveTicker,
        price: formatPrice(cryptoPrice(breakdown.rate, selling ? 'sell' : 'buy'), language),
        fiat: selling ? receiveTicker : payTicker,
      })
    : dash;

  return (
    <section className="crw-fees" aria-label={t('fees.rate')} data-testid="fee-summary">
      {/* Read out when the amounts are recalculated. */}
      <h2 className="crw-fees-heading" aria-live="polite">
        {valid
          ? t('fees.heading', {
              receive: `${formatFixed(receiveValue, FEE_DISPLAY_DECIMALS, language)} ${receiveTicker}`,
              pay: `~${formatFixed(payValue, pay?.roundOff ?? 2, language)} ${payTicker}`,
            })
          : dash}
      </h2>
      <dl>
        <div>
          <dt>
            {t('fees.rate')}
            {/* A fresh quote came (its moved amounts are read out by the heading): a quiet mark, no wider than a letter. */}
            {update && (
              <svg key={update.at} className="crw-updated" viewBox="0 0 12 12" aria-hidden="true" focusable="false" data-testid="quote-updated">
                <title>{t('fees.updated')}</title>
                <path d="M10 6a4 4 0 1 1-1.2-2.8M10 1.5v2.2H7.8" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            )}
          </dt>
          <dd data-testid="fee-rate">
            {/* Isolated: "1 USDT = 1.00 USD" reads left to right in a right-to-left language too. */}
            <bdi>{rateText}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('fees.networkFee')}</dt>
          <dd data-testid="fee-network">{breakdown ? money(breakdown.networkFee) : dash}</dd>
        </div>
        <div>
          <dt>{t('fees.providerFee')}</dt>
          <dd data-testid="fee-provider" aria-describedby={breakdown ? noteId : undefined}>
            {breakdown ? t('fees.asLowAs', { amount: money(breakdown.providerFee) }) : dash}
          </dd>
        </div>
      </dl>
      {/* What "as low as" means (spec 1 §2 keeps the words on the provider fee). */}
      {breakdown && (
        <p className="crw-fees-note" id={noteId}>
          {t('fees.asLowAsNote')}
        </p>
      )}
      {discount ? <p className="crw-discount">{t('fees.discount', { percent: discountPercent(discount) })}</p> : null}
    </section>
  );
}
