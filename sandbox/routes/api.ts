/**
 * The backend calls of spec 1 §7 and spec 2 §7, under the provider API (/provider/v1, v2) and widget
 * backend (/widget/v1, v2) bases, by resource. Every reply uses the `result` / `error` envelope.
 */
import type { Handler } from './common';
import { CUSTOMERS_ROUTES } from './customers';
import { ORDERS_ROUTES } from './orders';
import { REFERENCE_ROUTES } from './reference';
import { SELL_ORDERS_ROUTES } from './sellOrders';

/** Finds the handler for a call; null when no route matches. */
export function routeApi(method: string, base: string, path: string): [Handler, string[]] | null {
  for (const [routeMethod, routeBase, pattern, handler] of [...ORDERS_ROUTES, ...CUSTOMERS_ROUTES, ...REFERENCE_ROUTES, ...SELL_ORDERS_ROUTES]) {
    if (routeMethod !== method || routeBase !== base) continue;
    const match = pattern.exec(path);
    if (match) return [handler, match.slice(1)];
  }
  return null;
}
