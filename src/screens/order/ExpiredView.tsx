/**
 * The expired order (spec 1 §2): rates are reserved for 10-15 minutes; the order id (the spec names no
 * form here: the order number, as the progress screen writes it). Ours: Get a new quote (a new order for
 * the same purchase at the current rate; the card form says if the amount moved); the spec's Close is
 * Start over.
 */
import type { Order } from '../../domain/entities';
import { billingNumber } from '../../domain/format';
import { Frame } from '../../ui/Frame';
import { useText } from '../../ui/text';
import { type Ending, EndingActions } from './EndingActions';

export function ExpiredView({ order, ending }: { order: Order; ending: Ending }) {
  const { t } = useText();
  return (
    <Frame title={t('order.expiredTitle')}>
      <div className="crw-error-page" data-testid="order-expired">
        <p>{t('order.expiredText')}</p>
        <p className="crw-muted">
          {t('order.orderNumber')}: {billingNumber(order.id)}
        </p>
      </div>
      <EndingActions ending={ending} again={t('order.newQuote')} />
    </Frame>
  );
}
