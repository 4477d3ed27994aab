/** Selling: the off-ramp's calculator, the order in a sell screen's path, its payout card, and the customer's saved cards. */
import { useEffect, useState } from 'react';
import type { SellOrderScreen } from '../../domain/routes';
import { useComposed, useLaterModel } from '../context';
import { createPayoutCardForm } from '../payoutCardForm';
import type { ReadOnly } from '../readOnly';
import type { SellModel } from '../sell';

export type Sell = ReadOnly<SellModel>;

/** The off-ramp's model, loaded with the first sell screen (null until then); its calculator set up once. */
export function useSell(): Sell | null {
  const { later } = useComposed();
  useLaterModel(later.ensureSell, (sell) => void sell.ensureCalculator());
  return later.sell.value;
}

/**
 * The sell order of a screen's path (spec 2 §2, §4): read every 3 s until final while the screen shows
 * (a card screen reserves its rate once); the model's code failing to load reads as 'failed'.
 */
export function useSellOrder(orderId: string, screen: SellOrderScreen) {
  const { later } = useComposed();
  const sell = later.sell.value;
  const { failed: modelFailed, attempt, retry } = useLaterModel(later.ensureSell);
  useEffect(() => {
    if (attempt < 0 || !sell) return;
    return sell.openOrder(orderId, screen);
  }, [sell, orderId, screen, attempt]);
  const current = sell?.order.value;
  const order = current?.id === orderId ? current : null;
  const state = modelFailed ? 'failed' : (sell?.orderState.value ?? 'loading');
  return { sell, order, state, retry };
}

/** Card select opened: the payout cards are read. */
export function useCardSelect(sell: Sell) {
  useEffect(() => sell.openCardSelect(), [sell]);
}

/** The new payout card's form for the order. */
export function usePayoutCardForm(orderId: string) {
  const { later, deps } = useComposed();
  const [form] = useState(() => {
    const sell = later.sell.peek();
    return sell ? createPayoutCardForm({ sell, orderId, today: () => new Date(), session: deps.drafts }) : null;
  });
  return form;
}
