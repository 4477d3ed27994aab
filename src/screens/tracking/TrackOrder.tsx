/**
 * /orders/{orderId}/public (spec 2 §2 "Public order tracking"): anyone with the order id follows it. The
 * summary is read every 2 s until the order is final; an unknown order says so at once (no retry on 404);
 * other failures are retried twice, 2 s apart, then the page offers Try again. Home goes to the root.
 */
import { useTrackingScreen } from '../../state/ports/tracking';
import { CopyButton } from '../../ui/CopyButton';
import { Frame } from '../../ui/Frame';
import { Spinner } from '../../ui/Spinner';
import { StatusBadge } from '../../ui/StatusBadge';
import { useText } from '../../ui/text';
import { AmountsSummary, OrderNumberAndWallet, SupportCard } from '../parts/OrderDetails';

export default function TrackOrder({ orderId }: { orderId: string }) {
  // Another order is another page: its own port, reading that order.
  return <TrackedOrder key={orderId} orderId={orderId} />;
}

function TrackedOrder({ orderId }: { orderId: string }) {
  const { t } = useText();
  const screen = useTrackingScreen(orderId);
  const { view } = screen;

  const home = (
    <button type="button" className="crw-secondary" onClick={() => void screen.home()}>
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
  const order = view.kind === 'found' ? view.order : null;
  return (
    <Frame title={t('tracking.title')}>
      {(view.kind === 'failed' || (view.kind === 'found' && view.failed)) && (
        <div className="crw-alert crw-alert-danger" role="alert">
          {t('tracking.failed')}
          <button type="button" className="crw-secondary" onClick={screen.retry}>
            {t('tracking.retry')}
          </button>
        </div>
      )}
      {order && (
        <>
          {order.status && <StatusBadge status={order.status} />}
          <OrderNumberAndWallet id={orderId} wallet={order.toWallet} />
          <AmountsSummary order={order} open />
          <CopyButton text={screen.link} label={t('tracking.copyLink')} />
        </>
      )}
      <SupportCard />
      {home}
    </Frame>
  );
}
