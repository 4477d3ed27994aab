/**
 * Card select (spec 2 "Card select"): the add-card tile first, then the saved payout cards as radio
 * choices (brand icon, last four digits, Delete card). The first card is chosen until the customer picks
 * another; with no cards the new-card form opens (the port sends the customer there). Proceed processes
 * the order with the card's id; why it could not is said by the frame.
 */
import type { SellOrder } from '../../domain/sellEntities';
import { useCardSelectScreen } from '../../state/ports/sellOrder';
import { CardBrandIcon } from '../../ui/CardBrandIcon';
import { Frame } from '../../ui/Frame';
import { ReservationTimer } from '../../ui/ReservationTimer';
import { Spinner } from '../../ui/Spinner';
import { useText } from '../../ui/text';

export function CardSelect({ order }: { order: SellOrder }) {
  const { t, say } = useText();
  const screen = useCardSelectScreen(order.id);
  const { cards, busy, selected } = screen;
  if (cards && cards.length === 0) return null;
  const cardsFailed = say(screen.cardsProblem);
  return (
    <Frame title={t('cardSelect.title')} onBack={() => void screen.back()}>
      <p>{t('cardSelect.intro')}</p>
      {!cards && !cardsFailed && <Spinner label={t('frame.loading')} />}
      {cardsFailed && (
        <div className="crw-alert crw-alert-danger" role="alert" data-testid="cards-failed">
          {cardsFailed}
          <button type="button" className="crw-secondary" onClick={() => void screen.retryCards()}>
            {t('order.retry')}
          </button>
        </div>
      )}
      {cards && (
        <ul className="crw-card-list" aria-label={t('cardSelect.title')}>
          <li className="crw-card-option">
            <button type="button" className="crw-link-button crw-add-card" onClick={() => void screen.addCard()}>
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
                  onChange={() => screen.select(card.id)}
                />
                <CardBrandIcon brand={card.type} />
                <span>{t('cardSelect.cardEnding', { last4: card.lastFourDigits })}</span>
              </label>
              <button
                type="button"
                className="crw-link-button"
                aria-label={t('cardSelect.deleteLabel', { last4: card.lastFourDigits })}
                disabled={busy !== null}
                onClick={() => void screen.remove(card.id)}
              >
                {t('cardSelect.deleteCard')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ReservationTimer expiresAt={order.reservationExpiresAt} onExpire={screen.expire} />
      <button
        type="button"
        className="crw-primary" part="primary-button"
        disabled={!selected || busy !== null}
        aria-busy={busy === 'proceed'}
        onClick={() => void screen.proceed()}
      >
        {t('cardSelect.proceed')}
      </button>
    </Frame>
  );
}
