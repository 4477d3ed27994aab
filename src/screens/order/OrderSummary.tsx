/**
 * The order's amounts and destination, as the payment screens show them, with its rate and fees (spec 1
 * §2: the fee summary on the card pages, the saved-card form and the QR screen).
 */
import type { Order } from '../../domain/entities';
import { cryptoPrice, formatPrice } from '../../domain/money';
import { Amount, useCurrencyLabel } from '../../ui/Amount';
import { useText } from '../../ui/text';

export function OrderSummary({ order }: { order: Order }) {
  const { t, language } = useText();
  const rate = order.exchangeRate ? order.exchangeRate.multiplier / order.exchangeRate.divisor : null;
  const { networkFeeFiat, providerFee } = order.fees ?? {};
  const receiveLabel = useCurrencyLabel(order.toCurrency);
  const payLabel = useCurrencyLabel(order.fromCurrency);
  return (
    <dl className="crw-summary" data-testid="order-summary">
      <div>
        <dt>{t('orderCreated.youGet')}</dt>
        <dd>
          <Amount value={order.toAmount} currency={order.toCurrency} logo />
        </dd>
      </div>
      <div>
        <dt>{t('orderCreated.wallet')}</dt>
        <dd className="crw-break">{order.toWallet}</dd>
      </div>
      {rate !== null && (
        <div>
          <dt>{t('fees.rate')}</dt>
          <dd data-testid="order-rate">
            {t('fees.rateValue', { crypto: receiveLabel, price: formatPrice(cryptoPrice(rate, 'buy'), language), fiat: payLabel })}
          </dd>
        </div>
      )}
      {networkFeeFiat && (
        <div>
          <dt>{t('fees.networkFee')}</dt>
          <dd data-testid="order-network-fee">
            <Amount value={networkFeeFiat.amount} currency={networkFeeFiat.currency} />
          </dd>
        </div>
      )}
      {providerFee && (
        <div>
          <dt>{t('fees.providerFee')}</dt>
          <dd data-testid="order-provider-fee">
            <Amount value={providerFee.amount} currency={providerFee.currency} />
          </dd>
        </div>
      )}
      {/* What is charged, last and bold: just above the screen's main action. */}
      <div className="crw-summary-total">
        <dt>{t('orderCreated.youPay')}</dt>
        <dd data-testid="order-total">
          <Amount value={order.fromAmount} currency={order.fromCurrency} logo />
        </dd>
      </div>
    </dl>
  );
}
