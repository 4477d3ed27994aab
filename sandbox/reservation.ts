/** Reservations of orders, buy and sell: an order's rate is held until its reservation runs out. */

/** A reserved order (buy or sell) past its reservation has expired (checked whenever the order is read). */
export function expireIfDue(order: { status: string; reservationExpiresAt: string }, now = Date.now()): void {
  if ((order.status === 'reserved' || order.status === 'created') && Date.parse(order.reservationExpiresAt) <= now) order.status = 'expired';
}
