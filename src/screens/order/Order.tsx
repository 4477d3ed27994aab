/**
 * /buy/order (spec 1 §2 "Order screen"): the view follows the order status; the order is refreshed
 * every 5 s in the statuses the spec lists (each status change tells the host once).
 */
import { lazy, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { walletStepOrRoot } from '../../domain/orderCreation';
import { orderView, shouldPollOrder } from '../../domain/orderStatus';
import { poll } from '../../state/polling';
import { useWidget } from '../../state/context';
import { ExpiredView } from './ExpiredView';
import { FailedView } from './FailedView';
import { ProcessingView } from './ProcessingView';
import { ProgressView } from './ProgressView';
import { ProviderAuthView } from './ProviderAuthView';
import { QrView } from './QrView';
import { useActiveOrder } from './useActiveOrder';
import { OrderLoading } from '../parts/OrderLoading';

/** The card form brings the phone rules and the vault: loaded when an order needs a card. */
const CardPayment = lazy(() => import('./CardPayment'));

export default function Order() {
  const { model } = useWidget();
  const [, navigate] = useLocation();
  const { orders, order, status, retry } = useActiveOrder(model);
  const [skippedWaiting, setSkippedWaiting] = useState(false);
  const polling = order ? shouldPollOrder(order.status) : false;

  useEffect(() => {
    if (!orders || !polling) return;
    return poll(() => orders.refresh(), model.timings.orderPollMs, (next) => (next ? shouldPollOrder(next.status) : false), model.reportError);
  }, [orders, polling, model.reportError, model.timings.orderPollMs]);

  if (!orders || !order) return <OrderLoading status={status} onRetry={retry} />;
  /** spec 1 §4: Close forgets the order, then root or the wallet step. */
  const close = () => {
    orders.forget();
    navigate(walletStepOrRoot(model.merchant.value?.parsedPayload ?? null));
  };
  const view = orderView(order, orders.fatal.value);
  switch (view) {
    case 'failed':
      return <FailedView order={order} onClose={close} />;
    case 'expired':
      return <ExpiredView order={order} onClose={close} />;
    case 'processing':
      return skippedWaiting ? <ProgressView order={order} /> : <ProcessingView order={order} onSkip={() => setSkippedWaiting(true)} />;
    case 'progress':
      return <ProgressView order={order} />;
    case 'qr':
      return <QrView order={order} />;
    case 'providerAuth':
      return <ProviderAuthView order={order} />;
    default:
      return <CardPayment order={order} />;
  }
}
