/**
 * Buy orders: creation, the customer's own orders, reservation, continue, payment (cards through the
 * vault, cardless providers' wallet info), provider authentication, the status long poll and tracking.
 */
import { isValidPhone } from '../../src/domain/phone';
import { addressProblems } from '../addresses';
import { type CardBehaviour, cardBehaviour, checkCardEntry, newSavedCard } from '../cards';
import type { Customer } from '../customers';
import { readJsonBody, sendError, sendRefusal, sendResult } from '../http';
import { idempotent } from '../idempotency';
import { later } from '../later';
import { type Order, SANDBOX_AUTH_CODE, createOrder, orderReply, repriceOrder, settleAfterPayment } from '../orders';
import { expireIfDue } from '../reservation';
import type { Store } from '../store';
import { type ApiRequest, type Handler, type RouteTable, signedIn } from './common';

/** How far the market moves under a payment with the rate-change test card. */
const RATE_CHANGE_FACTOR = 0.98;

function ownOrder(store: Store, customer: Customer, id: string | undefined): Order | undefined {
  const order = store.orders.find((o) => o.id === id && o.customerId === customer.id);
  if (order) expireIfDue(order);
  return order;
}

/** A handler of a signed-in customer's own order (the path's `{id}`): any other order is not found. */
const ownOrderRoute = (handler: (request: ApiRequest, order: Order, customer: Customer) => Promise<void> | void): Handler =>
  signedIn((request, customer, [id]) => {
    const order = ownOrder(request.store, customer, id);
    if (!order) return sendError(request.res, 'not_found_error', 'Order not found', null, 404);
    return handler(request, order, customer);
  });

/**
 * POST orders/{id}/processing (provider v2): starts the payment. Idempotent: a repeated Idempotency-Key
 * gets the first reply again and never a second payment. better_bro takes no card and gets a QR to pay;
 * the card provider (card_pne) takes the card body of spec 1 §7, through the vault, and its test cards
 * decide what happens next (sandbox/cards.ts).
 */
const processOrder = idempotent(signedIn(async ({ req, res, store }, customer, [id]) => {
  const order = ownOrder(store, customer, id);
  if (!order) return sendError(res, 'not_found_error', 'Order not found', null, 404);
  if (order.status !== 'reserved') return sendError(res, 'order_status_cannot_be_changed', `The order is ${order.status}`, null, 409);
  const body = await readJsonBody(req);
  const fail = (code: string, message: string, payload: unknown, status = 400) => sendError(res, code, message, payload, status);
  let behaviour: CardBehaviour | null = null;
  if (order.paymentProviderId === 'card_pne') {
    const entry = Array.isArray(body.card) ? (body.card[0] as Record<string, unknown> | undefined) : undefined;
    if (!entry) return fail('validation_error', 'Card details are required', { 'card.number': ['Card number is invalid'] });
    const checked = checkCardEntry(entry, store.cardsOf(customer), store.vault.reveal);
    if (!checked.ok) return fail('validation_error', 'Please check the card details', checked.fields);
    behaviour = cardBehaviour(checked.number);
    if (behaviour.kind === 'limit') return fail('validation_error', behaviour.message, { fromAmount: [behaviour.message] });
    if (behaviour.kind === 'rateChanged') {
      // The market moved 2 % down while the customer paid: the order is priced again at the new rate.
      store.controls.state.rateFactor *= RATE_CHANGE_FACTOR;
      repriceOrder(order, RATE_CHANGE_FACTOR);
      return fail('failed_to_detect_country_by_bin', 'The exchange rate has been updated', null, 409);
    }
    if (checked.mustBeSaved && typeof entry.number === 'string') {
      store.cards.push(newSavedCard(customer.id, entry.number, checked.number, checked.expirationDate, checked.holder));
    }
  }
  order.status = 'processing_started';
  if (order.paymentProviderId === 'better_bro') order.qrCodeUrl = `http://${req.headers.host ?? '127.0.0.1'}/__pay/${order.id}`;
  store.controls.state.paymentsStarted += 1;
  sendResult(res, orderReply(order));
  if (behaviour) later(() => runCardBehaviour(order, behaviour, store.controls.state.settleStepMs), store.controls.state.settleStepMs);
}));

/** What the card provider does after taking the payment, a step later (the widget waits on its spinner). */
function runCardBehaviour(order: Order, behaviour: CardBehaviour, stepMs: number) {
  if (order.status !== 'processing_started') return;
  switch (behaviour.kind) {
    case 'auth':
      order.status = 'auth_requested';
      order.auth = { kind: behaviour.auth, displayType: behaviour.displayType };
      return;
    case 'declined':
      order.status = 'failed';
      order.paymentProviderFailureReason = behaviour.reason;
      return;
    case 'onHold':
      order.status = 'on_hold';
      return;
    case 'expires':
      order.status = 'expired';
      return;
    default:
      settleAfterPayment(order, stepMs);
  }
}

/**
 * Order-continue (spec 1 §2 "Light KYC"; path ours): an order held for verification (kyc_waiting) goes on,
 * reserved again, once the customer's KYC allows buying (light or complete).
 */
const continueOrder = ownOrderRoute(({ res, store }, order, customer) => {
  if (order.status !== 'kyc_waiting') return sendError(res, 'order_status_cannot_be_changed', `The order is ${order.status}`, null, 409);
  if (customer.kycStatus !== 'light' && customer.kycStatus !== 'complete') return sendError(res, 'must_pass_kyc', 'Identity verification is required');
  order.status = 'reserved';
  order.reservationExpiresAt = new Date(Date.now() + store.controls.state.reservationMs).toISOString();
  sendResult(res, orderReply(order));
});

const reserveOrder = ownOrderRoute(({ res, store }, order) => {
  if (order.status === 'expired') return sendError(res, 'order_status_cannot_be_changed', 'The order has expired', null, 409);
  // A created order gets its rate reserved; a reserved one has the reservation renewed.
  if (order.status === 'created') order.status = 'reserved';
  if (order.status === 'reserved') order.reservationExpiresAt = new Date(Date.now() + store.controls.state.reservationMs).toISOString();
  sendResult(res, orderReply(order));
});

/**
 * Wallet-info submit for the cardless providers (google_pay_pne, blik_pne, skrill_pne; path not shown by
 * the spec, ours): agreement, phone and billing address; then the wallet payment runs by itself.
 */
const submitWalletInfo = ownOrderRoute(async ({ req, res, store }, order) => {
  if (order.status !== 'reserved') return sendError(res, 'order_status_cannot_be_changed', `The order is ${order.status}`, null, 409);
  const body = await readJsonBody(req);
  const agreement = (body.agreement as { agreement?: unknown } | undefined)?.agreement;
  const phone = String((body.card as { phone?: unknown } | undefined)?.phone ?? '').replace(/[\s()-]/g, '');
  const address = (body.billingAddress ?? {}) as Record<string, unknown>;
  const field = (name: string) => String(address[name] ?? '').trim();
  const problems = addressProblems({ countryCode: field('countryCode'), state: field('state'), city: field('city'), address: field('address'), postalCode: field('postalCode') }, 'card.');
  if (agreement !== true) problems['agreement.agreement'] = ['You should agree with our terms'];
  if (!isValidPhone(phone)) problems['card.phone'] = ['Phone number is not valid'];
  if (Object.keys(problems).length > 0) return sendError(res, 'validation_error', 'Please check the form', problems);
  order.status = 'processing_started';
  // The customer approves in their wallet app; the sandbox approves for them after one step.
  later(() => {
    if (order.status === 'processing_started') settleAfterPayment(order, store.controls.state.settleStepMs);
  }, store.controls.state.settleStepMs);
  sendResult(res, orderReply(order));
});

/** POST orders; ours (the spec names no idempotency for order creation): a repeated Idempotency-Key is the same order. */
const newOrder = idempotent(
  signedIn(async ({ req, res, store }, customer) => {
    const outcome = createOrder(customer, await readJsonBody(req), store.orders, store.controls.state.reservationMs, store.controls.state.rateFactor);
    if (!outcome.ok) return sendRefusal(res, outcome);
    store.orders.push(outcome.order);
    sendResult(res, orderReply(outcome.order));
  }),
);

/** Provider authentication data (spec 1 §3): smsCode, card2fa, authUrl, displayType. */
const getAuth = ownOrderRoute(({ req, res }, order) => {
  const auth = order.status === 'auth_requested' ? order.auth : null;
  sendResult(res, {
    smsCode: auth?.kind === 'sms',
    card2fa: auth?.kind === 'bank',
    authUrl: auth?.kind === 'url' ? `http://${req.headers.host ?? '127.0.0.1'}/__acs/${order.id}` : null,
    displayType: auth?.kind === 'url' ? auth.displayType : null,
  });
});

/** Sends the SMS or BANK code; the right one moves the payment on. */
const sendAuth = ownOrderRoute(async ({ req, res, store }, order) => {
  if (order.status !== 'auth_requested') return sendError(res, 'order_status_cannot_be_changed', `The order is ${order.status}`, null, 409);
  const body = await readJsonBody(req);
  const field = order.auth?.kind === 'bank' ? 'card2fa' : 'smsCode';
  if (body[field] !== SANDBOX_AUTH_CODE) return sendError(res, 'validation_error', 'Invalid code', { [field]: ['The code is not right'] });
  order.auth = null;
  settleAfterPayment(order, store.controls.state.settleStepMs);
  sendResult(res, orderReply(order));
});

export const ORDERS_ROUTES: RouteTable = [
  ['GET', 'provider/v1', /^orders\/([^/]+)\/processing\/auth$/, getAuth],
  ['POST', 'provider/v1', /^orders\/([^/]+)\/processing\/auth$/, sendAuth],
  ['POST', 'provider/v1', /^orders\/([^/]+)\/wallet-info$/, submitWalletInfo],
  ['POST', 'provider/v2', /^orders\/([^/]+)\/processing$/, processOrder],
  ['POST', 'provider/v1', /^orders\/([^/]+)\/processing\/reserve$/, reserveOrder],
  ['POST', 'provider/v1', /^orders\/([^/]+)\/continue$/, continueOrder],
  ['POST', 'provider/v1', /^orders$/, newOrder],
  [
    'GET',
    'provider/v1',
    /^orders\/([^/]+)\/processing\/status$/,
    ownOrderRoute(async ({ res, store }, order) => {
      // A long poll: answers when the status changes, or after 20 s (`statusHoldMs`) with the status as it is.
      const initial = order.status;
      const started = Date.now();
      while (order.status === initial && Date.now() - started < store.controls.state.statusHoldMs && !res.destroyed) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      sendResult(res, { status: order.status });
    }),
  ],
  [
    'GET',
    'provider/v1',
    /^orders\/([^/]+)\/track$/,
    // spec 2 §7: public, no sign-in: anyone with the order id sees its summary.
    ({ res, store }, [id]) => {
      const order = store.orders.find((o) => o.id === id);
      if (!order) return sendError(res, 'not_found_error', 'Order not found', null, 404);
      expireIfDue(order);
      const { toWallet, fromCurrency, toCurrency, baseAmount, fromAmount, toAmount, status } = order;
      sendResult(res, { toWallet, fromCurrency, toCurrency, baseAmount, fromAmount, toAmount, status });
    },
  ],
  [
    'GET',
    'provider/v1',
    /^orders\/([^/]+)$/,
    ownOrderRoute(({ res }, order) => sendResult(res, orderReply(order))),
  ],
];
