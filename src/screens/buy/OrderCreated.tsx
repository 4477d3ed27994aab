/**
 * The order screen's card payment view until the card vault lands: the created order's summary, so the
 * customer sees it exists and nothing is lost.
 */
import type { Order } from '../../api/schemas';
import { useWidget } from '../../ui/context';
import { Frame } from '../../ui/Frame';
import { OrderSummary } from '../order/OrderSummary';

export default function OrderCreated({ order }: { order: Order }) {
  const { t } = useWidget();
  return (
    <Frame title={t('orderCreated.title')}>
      <p>{t('orderCreated.text')}</p>
      <OrderSummary order={order} />
    </Frame>
  );
}
