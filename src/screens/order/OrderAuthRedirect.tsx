/**
 * /order_auth_redirect (spec 1 §2): the bank's page is open in a new tab; cancel, or return to payment.
 * When the browser blocked the tab, a visible button opens it. Once the order moves on (the page said it
 * is done, or the order model's reads saw it), the customer is taken back to the order.
 */
import { ROUTES } from '../../domain/routes';
import { useFollow, useNavigate, useText } from '../../state/hooks/app';
import { useBuy } from '../../state/hooks/buy';
import { useOrders } from '../../state/hooks/order';
import { Frame } from '../../ui/Frame';
import { Go } from '../../ui/Go';

export default function OrderAuthRedirect() {
  const { t } = useText();
  const navigate = useNavigate();
  const follow = useFollow();
  const { walletStep } = useBuy();
  const orders = useOrders();
  const order = orders?.session.order.value;
  if (!orders || !order) return null;
  if (order.status !== 'auth_requested') return <Go to={ROUTES.order} />;
  const tab = orders.authTab.value;
  return (
    <Frame title={t('authRedirect.title')}>
      <p>{tab?.blocked ? t('authRedirect.blocked') : t('authRedirect.text')}</p>
      {tab && (
        <button type="button" className={tab.blocked ? 'crw-primary' : 'crw-secondary'} part={tab.blocked ? 'primary-button' : undefined} onClick={() => orders.openAuthTab(tab.url)}>
          {t('auth.openNewTab')}
        </button>
      )}
      <button type="button" className="crw-secondary" onClick={() => navigate(ROUTES.order)}>
        {t('authRedirect.returnToPayment')}
      </button>
      <button type="button" className="crw-link-button" onClick={() => void follow(orders.close(walletStep().go))}>
        {t('authRedirect.cancel')}
      </button>
    </Frame>
  );
}
