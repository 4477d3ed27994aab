/**
 * /orders/{orderId}/public (spec 2 §2 "Public order tracking"): anyone with the order id follows it. The
 * summary is read every 2 s until the order is final; an unknown order says so at once (no retry on 404);
 * other failures are retried twice, 2 s apart, then the page offers Try again. Home goes to the root.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { isApiError } from '../../api/errors';
import type { Tracking } from '../../api/schemas';
import { nextTrackingStep, trackingLink } from '../../domain/tracking';
import { CopyButton } from '../../ui/CopyButton';
import { useWidget } from '../../ui/context';
import { Frame } from '../../ui/Frame';
import { Spinner } from '../../ui/Spinner';
import { StatusBadge } from '../../ui/StatusBadge';
import { AmountsSummary, OrderNumberAndWallet, SupportCard } from '../order/OrderDetails';

type View = { kind: 'loading' } | { kind: 'found'; order: Tracking } | { kind: 'notFound' } | { kind: 'failed'; last: Tracking | null };

export default function TrackOrder({ orderId }: { orderId: string }) {
  const { model, t } = useWidget();
  const [, navigate] = useLocation();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts tracking after Try again.
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last: Tracking | null = null;
    const read = async (failures: number) => {
      let order: Tracking | null = null;
      let notFound = false;
      try {
        order = await model.api.orders.track(orderId);
      } catch (error) {
        notFound = isApiError(error, 'not_found_error');
        model.reportError(error);
      }
      if (stopped) return;
      if (order) {
        last = order;
        setView({ kind: 'found', order });
      }
      const step = nextTrackingStep(order ? { ok: true, status: order.status ?? null } : { ok: false, notFound }, failures);
      if (step.kind === 'poll') timer = setTimeout(() => void read(step.failures), step.delayMs);
      else if (step.kind === 'notFound') setView({ kind: 'notFound' });
      else if (step.kind === 'failed') setView({ kind: 'failed', last });
    };
    void read(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [model, orderId, attempt]);

  const home = (
    <button type="button" className="crw-secondary" onClick={() => navigate('/')}>
      {t('tracking.home')}
    </button>
  );
  if (view.kind === 'loading') {
    return (
      <Frame title={t('tracking.title')}>
        <Spinner label={t('frame.loading')} />
      </Frame>
    );
  }
  if (view.kind === 'notFound') {
    return (
      <Frame title={t('tracking.notFoundTitle')}>
        <p role="alert">{t('tracking.notFoundText')}</p>
        {home}
      </Frame>
    );
  }
  const order = view.kind === 'found' ? view.order : view.last;
  return (
    <Frame title={t('tracking.title')}>
      {view.kind === 'failed' && (
        <div className="crw-alert crw-alert-danger" role="alert">
          {t('tracking.failed')}
          <button type="button" className="crw-secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('tracking.retry')}
          </button>
        </div>
      )}
      {order && (
        <>
          {order.status && <StatusBadge status={order.status} />}
          <OrderNumberAndWallet id={orderId} wallet={order.toWallet} />
          <AmountsSummary order={order} open />
          <CopyButton text={trackingLink(model.config.widgetPageUrl, orderId)} label={t('tracking.copyLink')} />
        </>
      )}
      <SupportCard />
      {home}
    </Frame>
  );
}
