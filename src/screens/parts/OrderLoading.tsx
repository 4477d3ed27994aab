/**
 * What an order screen shows before its order is there: a spinner while it is read; when the read failed,
 * the reason and Try again (never an endless spinner); with no active order, the start of the buy flow.
 */
import { ROUTES } from '../../domain/routes';
import { useText } from '../../state/hooks/app';
import { Go } from '../../ui/Go';
import { Frame } from '../../ui/Frame';
import { Spinner } from '../../ui/Spinner';

export function OrderLoading({ status, onRetry }: { status: 'loading' | 'failed' | 'none' | 'ready'; onRetry: () => void }) {
  const { t } = useText();
  if (status === 'none') return <Go to={ROUTES.root} />;
  return (
    <Frame title={t('order.title')}>
      {status === 'failed' ? (
        <div className="crw-alert crw-alert-danger" role="alert" data-testid="order-load-failed">
          {t('order.loadFailed')}
          <button type="button" className="crw-secondary" onClick={onRetry}>
            {t('order.retry')}
          </button>
        </div>
      ) : (
        <Spinner label={t('frame.loading')} />
      )}
    </Frame>
  );
}
