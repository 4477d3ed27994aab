/**
 * /order_auth_redirect (spec 1 §2): the bank's page is open in a new tab; cancel, or return to payment.
 * When the browser blocked the tab, a visible button opens it. Once the order moves on (the page said it
 * is done, or polling saw it), the customer is taken back to the order.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { walletStepOrRoot } from '../../domain/orderCreation';
import { ROUTES } from '../../domain/routes';
import { poll } from '../../state/polling';
import { useWidget } from '../../state/context';
import { Frame } from '../../ui/Frame';

export default function OrderAuthRedirect() {
  const { model, t } = useWidget();
  const [, navigate] = useLocation();
  const orders = model.order.value;
  const order = orders?.activeOrder.value;
  const tab = orders?.authTab.value;
  const waiting = order?.status === 'auth_requested';
  useEffect(() => {
    if (!orders) return;
    return poll(() => orders.refresh(), model.timings.orderPollMs, (next) => next?.status === 'auth_requested', model.reportError);
  }, [orders, model.reportError, model.timings.orderPollMs]);
  useEffect(() => {
    if (order && !waiting) navigate(ROUTES.order, { replace: true });
  }, [order, waiting, navigate]);
  if (!orders || !order) return null;
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
      <button
        type="button"
        className="crw-link-button"
        onClick={() => {
          orders.forget();
          navigate(walletStepOrRoot(model.merchant.value?.parsedPayload ?? null));
        }}
      >
        {t('authRedirect.cancel')}
      </button>
    </Frame>
  );
}
