/**
 * The order's amounts and destination, as the payment screens show them, with its rate and fees (spec 1
 * §2: the fee summary on the card pages, the saved-card form and the QR screen).
 */
import { addressGroups } from '../../domain/addressSafety';
import type { Order } from '../../domain/entities';
import { cryptoPrice, formatPrice } from '../../domain/money';
import { Amount, useCurrencyLabel } from '../../ui/Amount';
import { useText } from '../../ui/text';

/**
 * `newAddress`: the address the customer typed when it was new to them on this device; the order's, when it
 * is that one, is shown in groups of four to be read back and checked (issue 45).
 */
export function OrderSummary({ order, newAddress = null }: { order: Order; newAddress?: string | null }) {
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
        {newAddress !== null && newAddress === order.toWallet ? (
          <dd data-testid="new-address">
            {/* Written left to right in every language, groups included. */}
            <span className="crw-address-groups" dir="ltr">
              {addressGroups(order.toWallet).map((group, at) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the groups are the address's, in order; they never move.
                <span key={at}>{group}</span>
              ))}
            </span>
            <span className="crw-address-note">{t('orderCreated.newAddress')}</span>
          </dd>
        ) : (
          <dd className="crw-break">{order.toWallet}</dd>
        )}
      </div>
      {rate !== null && (
        <div>
          <dt>{t('fees.rate')}</dt>
          <dd data-testid="order-rate">
            <bdi>{t('fees.rateValue', { crypto: receiveLabel, price: formatPrice(cryptoPrice(rate, 'buy'), language), fiat: payLabel })}</bdi>
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
