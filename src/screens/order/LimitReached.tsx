/** /buy/limit_reached (spec 1 §2, §8): the daily, weekly or yearly limit, and 'Choose another card'. */
import { ROUTES } from '../../domain/routes';
import { useFollow, useNavigate, useText } from '../../state/hooks/app';
import { useOrders } from '../../state/hooks/order';
import { Frame } from '../../ui/Frame';

export default function LimitReached() {
  const { t } = useText();
  const follow = useFollow();
  const navigate = useNavigate();
  const orders = useOrders();
  const outcome = orders?.paymentFailure.value;
  const limit = outcome?.kind === 'limitReached' ? outcome.limit : 'dailyLimitReached';
  return (
    <Frame title={t('limit.title')}>
      <p role="alert">{t(`limit.${limit}`)}</p>
      <button
        type="button"
        className="crw-primary"
        part="primary-button"
        onClick={() => (orders ? void follow(orders.chooseAnotherCard()) : navigate(ROUTES.order))}
      >
        {t('limit.chooseAnotherCard')}
      </button>
    </Frame>
  );
}
