/**
 * The failed order (spec 1 §2, §8): the provider's reason or a default, help, the support e-mail, the
 * order id. Ours: its first action is Try another card (a new order for the same purchase: a declined
 * order cannot be paid again); the spec's Close is Start over, which is what it does.
 */
import type { Order } from '../../domain/entities';
import { shortOrderId } from '../../domain/format';
import { paidByCard } from '../../domain/repeatOrder';
import { Frame } from '../../ui/Frame';
import { SUPPORT_CENTER_URL } from '../../ui/links';
import { useText } from '../../ui/text';
import { SupportEmail } from '../parts/OrderDetails';
import { type Ending, EndingActions } from './EndingActions';

export function FailedView({ order, ending }: { order: Order; ending: Ending }) {
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
      <EndingActions ending={ending} again={paidByCard(order) ? t('order.tryAnotherCard') : t('order.retry')} />
    </Frame>
  );
}
