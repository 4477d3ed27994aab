/**
 * /sell/order/{orderId}/card_select | card_create | payment | status (spec 2 §2, §4): the order in the
 * path must exist and be the customer's, or the customer goes back to the sell root; the screen must be
 * the one for the order's status, or the customer is redirected there; the order is read every 3 s until
 * it is complete, failed or expired. The card screens reserve the order's rate on opening.
 */
import { ROUTES, type SellOrderScreen } from '../../domain/routes';
import { sellOrderPath, sellScreenForStatus } from '../../domain/sell';
import { useLocationPath, useText } from '../../state/hooks/app';
import { useSellOrder } from '../../state/hooks/sell';
import { Frame } from '../../ui/Frame';
import { Go } from '../../ui/Go';
import { Spinner } from '../../ui/Spinner';
import { OrderLoading } from '../parts/OrderLoading';
import { CardCreate } from './CardCreate';
import { CardSelect } from './CardSelect';
import { SellPayment } from './SellPayment';
import { SellStatus } from './SellStatus';

export default function SellOrder({ orderId, screen }: { orderId: string; screen: SellOrderScreen }) {
  const { t } = useText();
  const location = useLocationPath();
  const view = useSellOrder(orderId, screen);
  if (view.status !== 'ready') return <OrderLoading flow="sell" view={view} />;
  const { model: sell, order } = view;
  const expected = sellOrderPath(orderId, sellScreenForStatus(order.status), location);
  // spec 2 §4: kyc_waiting sends the customer to KYC, unless the check it asked for is under way.
  if (expected === ROUTES.sellKyc && sell.antifraudRecovery.value) {
    return (
      <Frame title={t('kycWaiting.title')}>
        <Spinner label={t('kycWaiting.subtitle')} />
      </Frame>
    );
  }
  if (expected !== location) return <Go to={expected} />;
  switch (screen) {
    case 'card_select':
      return <CardSelect order={order} sell={sell} />;
    case 'card_create':
      return <CardCreate order={order} sell={sell} />;
    case 'payment':
      return <SellPayment order={order} sell={sell} />;
    case 'status':
      return <SellStatus order={order} sell={sell} />;
  }
}
