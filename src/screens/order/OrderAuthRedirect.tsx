/**
 * /order_auth_redirect (spec 1 §2): the bank's page is open in a new tab; cancel, or return to payment.
 * When the browser blocked the tab, a visible button opens it. Once the order moves on (the page said it
 * is done, or the order model's reads saw it), the customer is taken back to the order.
 */
import { useOrderAuthRedirectScreen } from '../../state/ports/orderAuthRedirect';
import { Frame } from '../../ui/Frame';
import { useText } from '../../ui/text';

export default function OrderAuthRedirect() {
  const { t } = useText();
  const screen = useOrderAuthRedirectScreen();
  const { tab } = screen;
  if (!screen.waiting) return null;
  return (
    <Frame title={t('authRedirect.title')}>
      <p>{tab?.blocked ? t('authRedirect.blocked') : t('authRedirect.text')}</p>
      {tab && (
        <button type="button" className={tab.blocked ? 'crw-primary' : 'crw-secondary'} part={tab.blocked ? 'primary-button' : undefined} onClick={screen.openTabAgain}>
          {t('auth.openNewTab')}
        </button>
      )}
      <button type="button" className="crw-secondary" onClick={() => void screen.returnToPayment()}>
        {t('authRedirect.returnToPayment')}
      </button>
      <button type="button" className="crw-link-button" onClick={() => void screen.cancel()}>
        {t('authRedirect.cancel')}
      </button>
    </Frame>
  );
}
