/**
 * /buy/order (spec 1 §2 "Order screen"): the view follows the order status (the order model reads the order
 * every 5 s in the statuses the spec lists, and tells the host each change).
 */
import { loadedLater } from '../../ui/loadedLater';
import { orderView } from '../../domain/orderStatus';
import { useFollow } from '../../state/hooks/app';
import { useActiveOrder } from '../../state/hooks/order';
import { useBuy } from '../../state/hooks/buy';
import { OrderLoading } from '../parts/OrderLoading';
import { ExpiredView } from './ExpiredView';
import { FailedView } from './FailedView';
import { ProcessingView } from './ProcessingView';
import { ProgressView } from './ProgressView';
import { ProviderAuthView } from './ProviderAuthView';
import { QrView } from './QrView';

/** The card form brings the phone rules and the vault: loaded when an order needs a card. */
const CardPayment = loadedLater(() => import('./CardPayment'));

export default function Order() {
  const follow = useFollow();
  const active = useActiveOrder();
  const { walletStep, orderAgain } = useBuy();
  if (active.status !== 'ready') return <OrderLoading flow="buy" view={active} />;
  const { model: orders, order } = active;
  /** What a failed or expired order offers: the same purchase again, or (spec 1 §4's Close) starting over. */
  const ending = {
    again: () => void follow(orderAgain()),
    /** spec 1 §4: Close forgets the order, then root or the wallet step. */
    startOver: () => void follow(orders.close(walletStep().go)),
    creating: orders.creating.value,
    failure: orders.failure.value,
  };
  switch (orderView(order, orders.fatal.value)) {
    case 'failed':
      return <FailedView order={order} ending={ending} />;
    case 'expired':
      return <ExpiredView order={order} ending={ending} />;
    case 'processing':
      return orders.skippedWaiting.value ? <ProgressView orders={orders} order={order} /> : <ProcessingView orders={orders} />;
    case 'progress':
      return <ProgressView orders={orders} order={order} />;
    case 'qr':
      return <QrView orders={orders} order={order} />;
    case 'providerAuth':
      return <ProviderAuthView orders={orders} order={order} />;
    default:
      return <CardPayment order={order} />;
  }
}
