/**
 * The expired order (spec 1 §2): rates are reserved for 10-15 minutes; the order id (the spec names no
 * form here: the order number, as the progress screen writes it); Close.
 */
import type { Order } from '../../domain/entities';
import { billingNumber } from '../../domain/format';
import { useText } from '../../state/hooks/app';
import { Frame } from '../../ui/Frame';

export function ExpiredView({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useText();
  return (
    <Frame title={t('order.expiredTitle')}>
      <div className="crw-error-page" data-testid="order-expired">
        <p>{t('order.expiredText')}</p>
        <p className="crw-muted">
          {t('order.orderNumber')}: {billingNumber(order.id)}
        </p>
      </div>
      <button type="button" className="crw-primary" part="primary-button" onClick={onClose}>
        {t('order.close')}
      </button>
    </Frame>
  );
}
