/**
 * What an order screen shows before its order is there, buying or selling: a spinner while it is read;
 * when the read failed, the reason and Try again (never an endless spinner). Without an order the port
 * sends the customer to the start of the flow.
 */
import type { OrderStatusOnScreen } from '../../state/ports/order';
import { Frame } from '../../ui/Frame';
import { Spinner } from '../../ui/Spinner';
import { useText } from '../../ui/text';

export function OrderLoading({ flow, status, retry }: { flow: 'buy' | 'sell'; status: Exclude<OrderStatusOnScreen, 'ready'>; retry: () => void }) {
  const { t } = useText();
  if (status === 'none') return null;
  return (
    <Frame title={t(flow === 'buy' ? 'order.title' : 'sell.title')}>
      {status === 'failed' ? (
        <div className="crw-alert crw-alert-danger" role="alert" data-testid="order-load-failed">
          {t('order.loadFailed')}
          <button type="button" className="crw-secondary" onClick={retry}>
            {t('order.retry')}
          </button>
        </div>
      ) : (
        <Spinner label={t('frame.loading')} />
      )}
    </Frame>
  );
}
