/**
 * What an order screen shows before its order is there, buying or selling: a spinner while it is read;
 * when the read failed, the reason and Try again (never an endless spinner); with no order (none, or not
 * the customer's), the start of its flow.
 */
import { ROUTES } from '../../domain/routes';
import { type OrderOnScreen, useText } from '../../state/hooks/app';
import { Go } from '../../ui/Go';
import { Frame } from '../../ui/Frame';
import { Spinner } from '../../ui/Spinner';

export function OrderLoading({ flow, view }: { flow: 'buy' | 'sell'; view: Exclude<OrderOnScreen<unknown, unknown>, { status: 'ready' }> }) {
  const { t } = useText();
  if (view.status === 'none') return <Go to={flow === 'buy' ? ROUTES.root : ROUTES.sell} />;
  return (
    <Frame title={t(flow === 'buy' ? 'order.title' : 'sell.title')}>
      {view.status === 'failed' ? (
        <div className="crw-alert crw-alert-danger" role="alert" data-testid="order-load-failed">
          {t('order.loadFailed')}
          <button type="button" className="crw-secondary" onClick={view.retry}>
            {t('order.retry')}
          </button>
        </div>
      ) : (
        <Spinner label={t('frame.loading')} />
      )}
    </Frame>
  );
}
