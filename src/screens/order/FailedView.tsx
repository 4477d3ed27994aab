/** The failed order (spec 1 §2, §8): the provider's reason or a default, help, the support e-mail, the order id, Close. */
import type { Order } from '../../domain/entities';
import { shortOrderId } from '../../domain/format';
import { useText } from '../../state/hooks/app';
import { Frame } from '../../ui/Frame';
import { SUPPORT_CENTER_URL } from '../../ui/links';
import { SupportEmail } from '../parts/OrderDetails';

export function FailedView({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useText();
  return (
    <Frame title={t('order.failedTitle')}>
      <div className="crw-error-page" role="alert" data-testid="order-failed">
        <p>{order.paymentProviderFailureReason || t('order.failedDefault')}</p>
        <p className="crw-muted">
          {t('order.orderId')}: {shortOrderId(order.id)}
        </p>
        <a href={SUPPORT_CENTER_URL} target="_blank" rel="noopener noreferrer">
          {t('order.help')}
        </a>
      </div>
      <SupportEmail />
      <button type="button" className="crw-primary" part="primary-button" onClick={onClose}>
        {t('order.close')}
      </button>
    </Frame>
  );
}
