/**
 * /sell/order/{orderId}/card_select | card_create | payment | status (spec 2 §2, §4): the order in the
 * path must exist and be the customer's, or the customer goes back to the sell root; the screen must be
 * the one for the order's status, or the customer is redirected there; the order is read every 3 s until
 * it is complete, failed or expired. The card screens reserve the order's rate on opening.
 */
import { useEffect, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { isFinalStatus } from '../../domain/orderStatus';
import { ROUTES } from '../../domain/routes';
import { sellOrderPath, sellScreenForStatus } from '../../domain/sell';
import { poll } from '../../state/polling';
import { useWidget } from '../../state/context';
import { Frame } from '../../ui/Frame';
import { Spinner } from '../../ui/Spinner';
import { CardCreate } from './CardCreate';
import { CardSelect } from './CardSelect';
import { SellPayment } from './SellPayment';
import { SellStatus } from './SellStatus';

export type SellOrderScreen = 'card_select' | 'card_create' | 'payment' | 'status';

export default function SellOrder({ orderId, screen }: { orderId: string; screen: SellOrderScreen }) {
  const { model, t } = useWidget();
  const [location] = useLocation();
  const sell = model.sell.value;
  const current = sell?.order.value;
  const order = current?.id === orderId ? current : null;
  const [state, setState] = useState<'loading' | 'missing' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const final = order ? isFinalStatus(order.status) : false;
  // spec 2 §7: a card screen reserves the order's rate (or renews it) once on opening.
  const choosingCard = order !== null && (screen === 'card_select' || screen === 'card_create') && sellScreenForStatus(order.status) === 'card';
  useEffect(() => {
    void model.ensureSell().catch((error: unknown) => {
      model.reportError(error);
      setState('failed');
    });
  }, [model]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per order, on its first card screen.
  useEffect(() => {
    if (sell && choosingCard) void sell.reserve();
  }, [sell, orderId, choosingCard]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for another first read after a failure.
  useEffect(() => {
    if (!sell || final) return;
    return poll(
      () => sell.load(orderId),
      model.timings.sellOrderPollMs,
      (next) => {
        if (!next) setState('missing');
        return next !== null && !isFinalStatus(next.status);
      },
      model.reportError,
    );
  }, [sell, orderId, final, attempt]);
  useEffect(() => {
    if (order || !sell) return;
    // Still no order after 10 s (its reads keep failing, it is not missing): offer Try again.
    const timer = setTimeout(() => setState((s) => (s === 'loading' ? 'failed' : s)), model.timings.requestTimeoutMs);
    return () => clearTimeout(timer);
  }, [order, sell, model.timings.requestTimeoutMs]);

  if (state === 'missing' && !order) return <Redirect to={ROUTES.sell} replace />;
  if (!sell || !order) {
    return (
      <Frame title={t('sell.title')}>
        {state === 'failed' ? (
          <div className="crw-alert crw-alert-danger" role="alert">
            {t('cardSelect.failed')}
            <button
              type="button"
              className="crw-secondary"
              onClick={() => {
                setState('loading');
                setAttempt((n) => n + 1);
              }}
            >
              {t('sell.retry')}
            </button>
          </div>
        ) : (
          <Spinner label={t('frame.loading')} />
        )}
      </Frame>
    );
  }
  const expected = sellOrderPath(orderId, sellScreenForStatus(order.status), location);
  // spec 2 §4: kyc_waiting sends the customer to KYC, unless the check it asked for is under way.
  if (expected === ROUTES.sellKyc && sell.antifraudRecovery.value) {
    return (
      <Frame title={t('kycWaiting.title')}>
        <Spinner label={t('kycWaiting.subtitle')} />
      </Frame>
    );
  }
  if (expected !== location) return <Redirect to={expected} replace />;
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
