/**
 * /buy/order (spec 1 §2 "Order screen"): the view follows the order status (the order model reads the order
 * every 5 s in the statuses the spec lists, and tells the host each change).
 */
import { useOrderScreen } from '../../state/ports/order';
import { loadedLater } from '../../ui/loadedLater';
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
  const screen = useOrderScreen();
  const { order } = screen;
  if (!order) return <OrderLoading flow="buy" status={screen.waiting} retry={screen.retry} />;
  /** What a failed or expired order offers: the same purchase again, or (spec 1 §4's Close) starting over. */
  const ending = {
    again: () => void screen.again(),
    startOver: () => void screen.startOver(),
    creating: screen.creating,
    failure: screen.failure,
  };
  switch (screen.view) {
    case 'failed':
      return <FailedView order={order} ending={ending} />;
    case 'expired':
      return <ExpiredView order={order} ending={ending} />;
    case 'processing':
      return screen.skippedWaiting ? <ProgressView order={order} /> : <ProcessingView />;
    case 'progress':
      return <ProgressView order={order} />;
    case 'qr':
      return <QrView order={order} />;
    case 'providerAuth':
      // Its data loads once per order: another order's is another view.
      return <ProviderAuthView key={order.id} order={order} />;
    default:
      return <CardPayment order={order} />;
  }
}
