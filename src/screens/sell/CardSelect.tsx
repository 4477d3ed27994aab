/**
 * Card select (spec 2 "Card select"): the add-card tile first, then the saved payout cards as radio
 * choices (brand icon, last four digits, Delete card). The first card is chosen until the customer picks
 * another; with no cards the new-card form opens. Proceed processes the order with the card's id.
 */
import { useEffect, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { ROUTES, sellOrderRoute } from '../../domain/routes';
import type { SellOrder } from '../../domain/sellEntities';
import type { SellModel } from '../../state/sell';
import { CardBrandIcon } from '../../ui/CardBrandIcon';
import { useWidget } from '../../state/context';
import { Frame } from '../../ui/Frame';
import { ReservationTimer } from '../../ui/ReservationTimer';
import { Spinner } from '../../ui/Spinner';

export function CardSelect({ order, sell }: { order: SellOrder; sell: SellModel }) {
  const { model, t } = useWidget();
  const [, navigate] = useLocation();
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState<'proceed' | 'delete' | null>(null);
  useEffect(() => {
    void sell.loadCards().catch((error: unknown) => {
      model.reportError(error);
      setFailed(t('cardSelect.failed'));
    });
  }, [sell, t, model.reportError]);
  const cards = sell.cards.value;
    if (cards && cards.length === 0) return <Redirect to={sellOrderRoute(order.id, 'card_create')} replace />;
  const selected = sell.selectedCard.value;
  return (
    <Frame title={t('cardSelect.title')} onBack={() => navigate(ROUTES.sell)}>
      <p>{t('cardSelect.intro')}</p>
      {!cards && !failed && <Spinner label={t('frame.loading')} />}
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
                  onChange={() => {
                    sell.selectCard(card.id);
                  }}
                />
                <CardBrandIcon brand={card.type} />
                <span>{t('cardSelect.cardEnding', { last4: card.lastFourDigits })}</span>
              </label>
              <button
                type="button"
                className="crw-link-button"
                aria-label={t('cardSelect.deleteLabel', { last4: card.lastFourDigits })}
                disabled={busy !== null}
                onClick={async () => {
                  setBusy('delete');
                  setFailed(null);
                  await sell.deleteCard(card.id).catch((error: unknown) => {
                    model.reportError(error);
                    setFailed(t('cardSelect.failed'));
                  });
                  setBusy(null);
                }}
              >
                {t('cardSelect.deleteCard')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ReservationTimer expiresAt={order.reservationExpiresAt} onExpire={() => void sell.load(order.id).catch(model.reportError)} />
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
        onClick={async () => {
          if (!selected) return;
          setBusy('proceed');
          setFailed(null);
          const result = await sell.process(order.id, { body: { id: order.id, data: { id: selected } } });
          setBusy(null);
          if (result.ok) navigate(sellOrderRoute(order.id, 'payment'));
          else setFailed(result.message ?? t('cardSelect.failed'));
        }}
      >
        {t('cardSelect.proceed')}
      </button>
    </Frame>
  );
}
