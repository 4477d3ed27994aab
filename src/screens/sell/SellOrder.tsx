/**
 * /sell/order/{orderId}/card_select | card_create | payment | status (spec 2 §2, §4): the order in the
 * path must exist and be the customer's, or the customer goes back to the sell root; the screen must be
 * the one for the order's status, or the customer is sent there (the port follows both); the order is
 * read every 3 s until it is complete, failed or expired. The card screens reserve the order's rate on
 * opening.
 */
import type { SellOrderScreen } from '../../domain/routes';
import { useSellOrderScreen } from '../../state/ports/sellOrder';
import { Frame } from '../../ui/Frame';
import { Spinner } from '../../ui/Spinner';
import { useText } from '../../ui/text';
import { OrderLoading } from '../parts/OrderLoading';
import { CardCreate } from './CardCreate';
import { CardSelect } from './CardSelect';
import { SellPayment } from './SellPayment';
import { SellStatus } from './SellStatus';

export default function SellOrder({ orderId, screen }: { orderId: string; screen: SellOrderScreen }) {
  const { t } = useText();
  const view = useSellOrderScreen(orderId, screen);
  if (view.status !== 'ready') return <OrderLoading flow="sell" status={view.status} retry={view.retry} />;
  const { order } = view;
  // spec 2 §4: kyc_waiting sends the customer to KYC, unless the check it asked for is under way.
  if (view.antifraudCheck) {
    return (
      <Frame title={t('kycWaiting.title')}>
        <Spinner label={t('kycWaiting.subtitle')} />
      </Frame>
    );
  }
  if (!order || view.elsewhere) return null;
  switch (screen) {
    case 'card_select':
      return <CardSelect order={order} />;
    case 'card_create':
      return <CardCreate orderId={order.id} />;
    case 'payment':
      return <SellPayment order={order} />;
    case 'status':
      return <SellStatus order={order} />;
  }
}
