/**
 * Card select (spec 2 "Card select"): the add-card tile first, then the saved payout cards as radio
 * choices (brand icon, last four digits, Delete card). The first card is chosen until the customer picks
 * another; with no cards the new-card form opens. Proceed processes the order with the card's id.
 */
import { ROUTES, sellOrderRoute } from '../../domain/routes';
import type { SellOrder } from '../../domain/sellEntities';
import { useFollow, useNavigate, useText } from '../../state/hooks/app';
import { type Sell, useCardSelect } from '../../state/hooks/sell';
import { CardBrandIcon } from '../../ui/CardBrandIcon';
import { Frame } from '../../ui/Frame';
import { Go } from '../../ui/Go';
import { ReservationTimer } from '../../ui/ReservationTimer';
import { Spinner } from '../../ui/Spinner';

export function CardSelect({ order, sell }: { order: SellOrder; sell: Sell }) {
  const { t, say } = useText();
  const navigate = useNavigate();
  const follow = useFollow();
  useCardSelect(sell);
  const cards = sell.cards.value;
  if (cards && cards.length === 0) return <Go to={sellOrderRoute(order.id, 'card_create')} />;
  const busy = sell.cardBusy.value;
  const failed = say(sell.cardProblem.value);
  const cardsFailed = say(sell.cardsProblem.value);
  const selected = sell.selectedCard.value;
  return (
    <Frame title={t('cardSelect.title')} onBack={() => navigate(ROUTES.sell)}>
      <p>{t('cardSelect.intro')}</p>
      {!cards && !cardsFailed && <Spinner label={t('frame.loading')} />}
      {cardsFailed && (
        <div className="crw-alert crw-alert-danger" role="alert" data-testid="cards-failed">
          {cardsFailed}
          <button type="button" className="crw-secondary" onClick={() => sell.openCardSelect()}>
            {t('order.retry')}
          </button>
        </div>
      )}
      {cards && (
        <ul className="crw-card-list" aria-label={t('cardSelect.title')}>
          <li className="crw-card-option">
            <button type="button" className="crw-link-button crw-add-card" onClick={() => navigate(sellOrderRoute(order.id, 'card_create'))}>
              + {t('cardSelect.addCard')}
            </button>
          </li>
          {cards.map((card) => (
            <li key={card.id} className="crw-card-option">
              <label>
                <input
                  type="radio"
                  name="payout-card"
                  checked={selected === card.id}
                  onChange={() => sell.selectCard(card.id)}
                />
                <CardBrandIcon brand={card.type} />
                <span>{t('cardSelect.cardEnding', { last4: card.lastFourDigits })}</span>
              </label>
              <button
                type="button"
                className="crw-link-button"
                aria-label={t('cardSelect.deleteLabel', { last4: card.lastFourDigits })}
                disabled={busy !== null}
                onClick={() => void sell.removeCard(card.id)}
              >
                {t('cardSelect.deleteCard')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ReservationTimer expiresAt={order.reservationExpiresAt} onExpire={() => sell.expire(order.id)} />
      {failed && (
        <p className="crw-field-error" role="alert">
          {failed}
        </p>
      )}
      <button
        type="button"
        className="crw-primary" part="primary-button"
        disabled={!selected || busy !== null}
        aria-busy={busy === 'proceed'}
        onClick={() => void follow(sell.proceedWithCard(order.id))}
      >
        {t('cardSelect.proceed')}
      </button>
    </Frame>
  );
}
