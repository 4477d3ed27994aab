/** A sell order's rate and fee breakdown (spec 2 "Card create" summary, "Payment screen"), as rows of a <dl>. */
import type { SellOrder } from '../../domain/sellEntities';
import { cryptoPrice, formatPrice } from '../../domain/money';
import { Amount } from '../../ui/Amount';
import { useText } from '../../ui/text';

export function SellFees({ order }: { order: SellOrder }) {
  const { t, language } = useText();
  const ticker = order.fromCurrency.viewedTicker ?? order.fromCurrency.ticker;
  const rate = order.fromAmount > 0 ? (order.baseAmount ?? order.toAmount) / order.fromAmount : null;
  const fee = order.fees?.providerFee;
  return (
    <>
      {rate !== null && (
        <div>
          <dt>{t('cardCreate.rate')}</dt>
          <dd>
            <bdi>{t('fees.rateValue', { crypto: ticker, price: formatPrice(cryptoPrice(rate, 'sell'), language), fiat: order.toCurrency.ticker })}</bdi>
          </dd>
        </div>
      )}
      {fee && (
        <div>
          <dt>{t('cardCreate.fee')}</dt>
          <dd>
            <Amount value={fee.amount} currency={fee.currency} />
          </dd>
        </div>
      )}
      <div>
        <dt>{t('cardCreate.youGet')}</dt>
        <dd>
          <Amount value={order.toAmount} currency={order.toCurrency.tickerWithNetwork} />
        </dd>
      </div>
    </>
  );
}
