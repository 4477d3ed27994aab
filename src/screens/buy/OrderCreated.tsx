/**
 * The order screen's card payment view until the card vault lands: the created order's summary, so the
 * customer sees it exists and nothing is lost.
 */
import { useEffect } from 'react';
import { useWidget } from '../../ui/context';
import { Frame } from '../../ui/Frame';
import { OrderSummary } from '../order/OrderSummary';

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
          <OrderSummary order={order} />
        </>
      ) : (
        <div className="crw-center" role="status">
          <span className="crw-spinner" aria-hidden="true" />
        </div>
      )}
    </Frame>
  );
}
