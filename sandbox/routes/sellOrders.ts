/**
 * Sell orders (the off-ramp, spec 2 §7, widget backend `/widget/v1/offramp/...`): creation, the customer's
 * own orders, reservation, processing with a payout card (saved, or new through the vault), and the
 * customer's payout cards. The orders move on by themselves once the deposit "arrives" (or by control).
 */
import type { Customer } from '../customers';
import { type Refusal, readJsonBody, sendError, sendRefusal, sendResult } from '../http';
import { idempotent } from '../idempotency';
import { expireIfDue } from '../reservation';
import { type PayoutCard, type SellOrder, awaitDeposit, checkPayoutCard, createSellOrder, newPayoutCard, payoutCardReply, sellOrderReply } from '../sellOrders';
import type { Store } from '../store';
import { type ApiRequest, type Handler, type RouteTable, signedIn } from './common';

function ownSellOrder(store: Store, customer: Customer, id: string | undefined): SellOrder | undefined {
  const order = store.sellOrders.find((o) => o.id === id && o.customerId === customer.id);
  if (order) expireIfDue(order);
  return order;
}

/** A handler of a signed-in customer's own sell order (the path's `{id}`): any other order is not found. */
const ownSellOrderRoute = (handler: (request: ApiRequest, order: SellOrder, customer: Customer) => Promise<void> | void): Handler =>
  signedIn((request, customer, [id]) => {
    const order = ownSellOrder(request.store, customer, id);
    if (!order) return sendError(request.res, 'not_found_error', 'Order not found', null, 404);
    return handler(request, order, customer);
  });

/** POST offramp/orders; a repeated Idempotency-Key is the same order (sandbox/idempotency.ts). */
const newSellOrder = idempotent(
  signedIn(async ({ req, res, store }, customer) => {
    const outcome = await createSellOrder(customer, await readJsonBody(req), store.controls.state);
    if (!outcome.ok) return sendRefusal(res, outcome);
    store.sellOrders.push(outcome.order);
    sendResult(res, sellOrderReply(outcome.order));
  }),
);

/**
 * POST orders/{id}/processing/reserve on the widget backend (spec 2 §7): a created sell order gets its rate
 * reserved, a reserved one its reservation renewed; an expired or processed one cannot be.
 */
const reserveSellOrder = ownSellOrderRoute(({ res, store }, order) => {
  if (order.status !== 'reserved' && order.status !== 'created') return sendError(res, 'order_status_cannot_be_changed', `The order is ${order.status}`, null, 409);
  order.status = 'reserved';
  order.reservationExpiresAt = new Date(Date.now() + store.controls.state.reservationMs).toISOString();
  sendResult(res, sellOrderReply(order));
});

/**
 * POST offramp/orders/{id}/processing (spec 2 §7): a saved payout card as `{id: <order id>, data: {id:
 * <card id>}}`, or a new one through the vault as `{card: [{number, expirationDate, holder, dateOfBirth,
 * mustBeSaved}]}`. The order then waits for the deposit.
 */
const processSellOrder = idempotent(
  ownSellOrderRoute(async ({ req, res, store }, order, customer) => {
    if (order.status !== 'reserved' && order.status !== 'created') return sendError(res, 'order_status_cannot_be_changed', `The order is ${order.status}`, null, 409);
    const card = payoutCardFor(await readJsonBody(req), order, customer, store);
    if ('ok' in card) return sendRefusal(res, card);
    order.payoutCardId = card.id;
    order.status = 'processing_started';
    order.reservationExpiresAt = new Date(Date.now() + store.controls.state.reservationMs).toISOString();
    awaitDeposit(order, store.controls.state);
    sendResult(res, sellOrderReply(order));
  }),
);

const invalid = (message: string, payload: Record<string, string[]>): Refusal => ({ ok: false, code: 'validation_error', message, payload, status: 400 });

/** The payout card a processing body names: one of the customer's saved cards, or a new one (saved if asked). */
function payoutCardFor(body: Record<string, unknown>, order: SellOrder, customer: Customer, store: Store): PayoutCard | Refusal {
  const saved = savedCardChoice(body);
  if (saved) {
    if (saved.orderId !== order.id) return invalid('The order does not match', { id: ['Order is invalid'] });
    const card = store.payoutCards.find((c) => c.id === saved.cardId && c.customerId === customer.id);
    return card ?? invalid('Card not found', { 'card.number': ['Card number is invalid'] });
  }
  const entry = (Array.isArray(body.card) ? body.card[0] : undefined) as Record<string, unknown> | undefined;
  if (!entry) return invalid('A payout card is required', { 'card.number': ['Card number is invalid'] });
  const checked = checkPayoutCard(entry, store.vault.reveal);
  if (!checked.ok) return invalid('Please check the card details', checked.fields);
  const card = newPayoutCard(customer.id, checked.number, checked.holder, checked.expirationDate);
  if (entry.mustBeSaved === true) store.payoutCards.push(card);
  return card;
}

/** A saved card's processing body, `{id, data: {id}}`, or null when the body is another shape. */
function savedCardChoice(body: Record<string, unknown>): { orderId: string; cardId: string } | null {
  const data = body.data as Record<string, unknown> | undefined;
  if (typeof body.id !== 'string' || !data || typeof data !== 'object' || typeof data.id !== 'string') return null;
  return { orderId: body.id, cardId: data.id };
}

const deletePayoutCard = signedIn(({ res, store }, customer, [id]) => {
  const index = store.payoutCards.findIndex((c) => c.id === id && c.customerId === customer.id);
  if (index < 0) return sendError(res, 'not_found_error', 'Card not found', null, 404);
  store.payoutCards.splice(index, 1);
  sendResult(res, null);
});

export const SELL_ORDERS_ROUTES: RouteTable = [
  ['POST', 'widget/v1', /^offramp\/orders$/, newSellOrder],
  ['POST', 'widget/v1', /^offramp\/orders\/([^/]+)\/processing$/, processSellOrder],
  ['POST', 'widget/v1', /^orders\/([^/]+)\/processing\/reserve$/, reserveSellOrder],
  ['GET', 'widget/v1', /^offramp\/orders\/([^/]+)$/, ownSellOrderRoute(({ res }, order) => sendResult(res, sellOrderReply(order)))],
  ['GET', 'widget/v1', /^offramp\/customers\/cards$/, signedIn(({ res, store }, customer) => sendResult(res, store.payoutCards.filter((c) => c.customerId === customer.id).map(payoutCardReply)))],
  ['DELETE', 'widget/v1', /^offramp\/customers\/cards\/([^/]+)$/, deletePayoutCard],
];
