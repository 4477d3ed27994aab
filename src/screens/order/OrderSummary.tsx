/** The order's amounts and destination, as the payment screens show them. */
import type { Order } from '../../api/schemas';
import { Amount } from '../../ui/Amount';
import { useWidget } from '../../ui/context';

export function OrderSummary({ order }: { order: Order }) {
  const { t } = useWidget();
  return (
    <dl className="crw-summary" data-testid="order-summary">
      <div>
        <dt>{t('orderCreated.youPay')}</dt>
        <dd>
          <Amount value={order.fromAmount} currency={order.fromCurrency} />
        </dd>
      </div>
      <div>
        <dt>{t('orderCreated.youGet')}</dt>
        <dd>
          <Amount value={order.toAmount} currency={order.toCurrency} />
        </dd>
      </div>
      <div>
        <dt>{t('orderCreated.wallet')}</dt>
        <dd>{order.toWallet}</dd>
      </div>
    </dl>
  );
}
