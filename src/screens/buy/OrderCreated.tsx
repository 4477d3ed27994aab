/**
 * /buy/order, /buy/confirm_transaction, /buy/order_without_card: until the payment screens land, the
 * created order's summary, so the customer sees it exists and nothing is lost.
 */
import { useEffect } from 'react';
import { shortOrderId } from '../../domain/format';
import { useWidget } from '../../ui/context';
import { Frame } from '../../ui/Frame';

export default function OrderCreated() {
  const { model, t } = useWidget();
  const orders = model.order.value;
  const order = orders?.activeOrder.value;
  useEffect(() => {
    if (orders && !orders.activeOrder.value) void orders.refresh().catch(() => undefined);
  }, [orders]);
  return (
    <Frame title={t('orderCreated.title')}>
      {order ? (
        <>
          <p>{t('orderCreated.text')}</p>
          <dl className="crw-summary" data-testid="order-summary">
            <div>
              <dt>{t('orderCreated.orderNumber')}</dt>
              <dd>{shortOrderId(order.id)}</dd>
            </div>
            <div>
              <dt>{t('orderCreated.youPay')}</dt>
              <dd>
                {order.fromAmount} {order.fromCurrency}
              </dd>
            </div>
            <div>
              <dt>{t('orderCreated.youGet')}</dt>
              <dd>
                {order.toAmount} {order.toCurrency}
              </dd>
            </div>
            <div>
              <dt>{t('orderCreated.wallet')}</dt>
              <dd>{order.toWallet}</dd>
            </div>
          </dl>
        </>
      ) : (
        <div className="crw-center" role="status">
          <span className="crw-spinner" aria-hidden="true" />
        </div>
      )}
    </Frame>
  );
}
