/** Selling: the off-ramp's calculator, the order in a sell screen's path, its payout card, and the customer's saved cards. */
import { useEffect, useState } from 'react';
import type { SellOrderScreen } from '../../domain/routes';
import type { SellOrder } from '../../domain/sellEntities';
import { useComposed, useLaterModel } from '../context';
import type { OrderOnScreen } from '../orderSession';
import { createPayoutCardForm } from '../payoutCardForm';
import type { SellModel } from '../sell';

export type Sell = SellModel;

/** The off-ramp's model, loaded with the first sell screen (null until then); its calculator set up once. */
export function useSell(): Sell | null {
  const { later } = useComposed();
  useLaterModel(later.ensureSell, (sell) => void sell.ensureCalculator());
  return later.sell.value;
}

/**
 * The sell order of a screen's path (spec 2 §2, §4), in the shape the buy order screens get too: read
 * when the screen opens without it (a card screen reserves its rate once); 'failed' when the model's code
 * or the order could not be loaded (`retry` tries again), 'none' when it is missing or not the customer's.
 */
export function useSellOrder(orderId: string, screen: SellOrderScreen): OrderOnScreen<Sell, SellOrder> {
  const { later } = useComposed();
  const sell = later.sell.value;
  const { failed, attempt, retry } = useLaterModel(later.ensureSell);
  useEffect(() => {
    if (attempt < 0 || !sell) return;
    return sell.openOrder(orderId, screen);
  }, [sell, orderId, screen, attempt]);
  if (failed) return { status: 'failed', retry };
  return sell ? sell.session.onScreen<Sell>(sell, retry, orderId) : { status: 'loading', retry };
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
