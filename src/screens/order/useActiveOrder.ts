import { useEffect } from 'react';
import type { WidgetModel } from '../../state/widget';

/** The active order for an order screen, fetched once when the screen opens without it (a reload). */
export function useActiveOrder(model: WidgetModel) {
  const orders = model.order.value;
  useEffect(() => {
    if (orders && !orders.activeOrder.peek()) void orders.refresh().catch(() => undefined);
  }, [orders]);
  return { orders, order: orders?.activeOrder.value ?? null };
}
