import { useEffect } from 'react';
import type { WidgetModel } from '../../state/widget';

/**
 * The active order for an order screen: its model loaded if the screen opens first (a reload), and the
 * order fetched once when the screen opens without it.
 */
export function useActiveOrder(model: WidgetModel) {
  const orders = model.order.value;
  useEffect(() => {
    void model
      .ensureOrder()
      .then((loaded) => (loaded.activeOrder.peek() ? null : loaded.refresh()))
      .catch(() => undefined);
  }, [model]);
  return { orders, order: orders?.activeOrder.value ?? null };
}
