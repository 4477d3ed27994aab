/**
 * The buy order (spec 1 §4 "Order creation and what follows", §8): creation, the active order id
 * (persisted per merchant signature, spec 2 §4), the active order, and what each creation error means.
 */
import { batch, computed, effect, signal } from '@preact/signals-react';
import { ApiError, VaultValidationError, isTransient } from '../api/errors';
import type { ApiClient } from '../api/client';
import { type OrderResources, createOrderResources } from '../api/orderResources';
import type { Resources } from '../api/resources';
import type { AuthData, Order } from '../domain/entities';
import { type Merchant, payloadNumber } from '../domain/launchParams';
import { launchData } from '../domain/merchantData';
import { creationStep, orderCreationPayload, type OrderCreationPayload, orderPaymentType, routeForCreationValidation, screenAfterOrderCreation } from '../domain/orderCreation';
import { type AmountChange, amountChange, repeatOrderPayload } from '../domain/repeatOrder';
import { PROCESSING_RETRIES_ON_TIMEOUT } from '../domain/constants';
import { paymentUnderWay, shouldPollOrder } from '../domain/orderStatus';
import type { Timings } from '../domain/timings';
import { type PaymentOutcome, paymentOutcome, routeForPaymentOutcome, startedDespiteTimeouts } from '../domain/payment';
import { newIdempotencyKey, retryOnTransient } from '../api/retry';
import { ROUTES, type Route } from '../domain/routes';
import type { HostBridge } from '../host/bridge';
import { type AuthWindow, openAuthWindow } from '../integrations/authWindow';
import { field } from './field';
import { CONFIRMATION_CODE_LENGTH } from '../domain/login';
import { backoff, watch } from './polling';
import { type Next, type Problem, STAY, go } from './navigation';
import { backendWords, problemOf } from './problem';
import { createOrderSession } from './orderSession';
import { createPendingCreation } from './pendingCreation';
import type { CalculatorModel } from './calculator';
import type { KeyValueStore } from './storage';
import { settle } from './settle';
import { derived, view, exposed } from './view';

/** What a failed creation leaves for the screens to say (validation errors apart from the others). */
export type CreationFailure =
  | { kind: 'validation'; field: string | null; message: string }
  | { kind: 'noProvider' }
  | { kind: 'transferLimit' }
  | { kind: 'merchantOrderIdExists'; message: string }
  /** The way to the backend failed: whether the order was made is not known (the same purchase pressed again is the same order: state/pendingCreation.ts). */
  | { kind: 'connection' }
  | { kind: 'unknown' };

/**
 * What a failed order creation (buy or sell) leaves for the screens to say (spec 1 §8, spec 2 §8). A
 * validation error names `field` (by default its first failing field); a merchant order id used before
 * also tells the host; errors without a code are reported.
 */
export function creationFailureOf(
  error: unknown,
  deps: { bridge: HostBridge; merchantPayload: Record<string, unknown> | null; report: (error: unknown) => void },
  field?: string | null,
): CreationFailure {
  if (isTransient(error)) return { kind: 'connection' };
  if (!(error instanceof ApiError)) {
    deps.report(error);
    return { kind: 'unknown' };
  }
  switch (error.code) {
    case 'validation_error': {
      const fields = error.fieldErrors();
      const chosen = field === undefined ? (Object.keys(fields)[0] ?? null) : field;
      return { kind: 'validation', field: chosen, message: (chosen && fields[chosen]) || error.message };
    }
    case 'no_payment_provider_can_be_used':
      return { kind: 'noProvider' };
    case 'transfer_limit_reached_for_unverified_funds':
      return { kind: 'transferLimit' };
    case 'merchant_order_id_not_unique':
      // spec 1 §8, spec 2 §8: the host is told with the merchant's payload.
      deps.bridge.emit('merchant_order_id_exists', { payload: deps.merchantPayload ?? {} });
      return { kind: 'merchantOrderIdExists', message: error.message };
    default:
      return { kind: 'unknown' };
  }
}

export type OrderModelDeps = {
  api: Resources;
  /** The client the order's own calls go through (`api/orderResources.ts`, loaded with this model). */
  client: ApiClient;
  local: KeyValueStore;
  /** Storage key of the active order id: one per merchant signature. */
  storageKey: string;
  /** The active order as start-up found it, if any. */
  initialOrder: Order | null;
  bridge: HostBridge;
  merchantPayload: Record<string, unknown> | null;
  /** Errors without a code go to error reporting. */
  report: (error: unknown) => void;
  timings: Timings;
};

export function createOrderModel(deps: OrderModelDeps) {
  const creating = signal(false);
  const failure = signal<CreationFailure | null>(null);
  const paying = signal(false);
  const newWallet = signal<string | null>(null);
  /** The last failed payment, reset on the next attempt (spec 1 §4). */
  const paymentFailure = signal<PaymentOutcome | null>(null);
  /** spec 1 §4: set on api_client_error / api_server_error during payment; cleared when the order goes. */
  const fatal = signal(false);
  /** The amounts before and after a new rate (a new quote, or the rate changed during payment), until paid. */
  const changed = signal<AmountChange | null>(null);
  const orderApi = createOrderResources(deps.client);
  const pendingCreation = createPendingCreation(deps.local, 'buy');
  /** The saved card the last payment went out with (NEW_CARD's id for a typed one). */
  let paidWith: string | null = null;
  /**
   * The idempotency key of a payment whose outcome is unknown (its calls failed on the way and the order,
   * read again, was not past the payment step): the next attempt for that order sends it again, so a first
   * attempt that reached the provider after all is the same payment, never a second one.
   */
  let unsettledPayment: { orderId: string; key: string } | null = null;
  /** The card a failed order was paid with: Try another card starts on another. */
  const declinedCard = signal<string | null>(null);
  /**
   * The active order, followed: spec 1 §4 reads it every 5 s in the statuses the spec lists, whichever
   * screen shows (so `operation_success` reaches the host even after the customer moved on).
   */
  const session = createOrderSession<Order>({
    ...deps,
    initial: deps.initialOrder,
    follow: { pollWhile: shouldPollOrder, pollMs: deps.timings.orderPollMs },
    read: (id, signal) => deps.api.orders.get(id, signal),
    reserve: (id) => orderApi.reserve(id),
    alongside: (next) => {
      if (next) return;
      fatal.value = false;
      paymentFailure.value = null;
      changed.value = null;
      declinedCard.value = null;
    },
  });
  const activeOrder = session.order;
  /** The provider's authentication page opened in a window of its own, if any. */
  const authTab = signal<{ url: string; blocked: boolean } | null>(null);
  let authWindow: AuthWindow | null = null;

  function closeAuthTab() {
    authWindow?.close();
    authWindow = null;
    authTab.value = null;
  }

  const { update, reread } = session;
  /** The active order read again; a failed read leaves things as they are (reported). */
  const refreshed = () => settle(session.refresh(), deps.report, null);

  /** Where a failed creation sends the customer, or null to stay and show `failure`. */
  /** Where a failed creation sends the customer, or null to stay and show `failure`. */
  function nextAfter(error: unknown): Next {
    const route = routeFor(error);
    return route ? go(route) : STAY;
  }

  function routeFor(error: unknown): Route | null {
    const code = error instanceof ApiError ? error.code : null;
    if (code === 'max_sum_for_light_kyc_exceeded' || code === 'must_pass_kyc') return ROUTES.buyKyc;
    if (code === 'customer_is_blocked') return ROUTES.bannedUser;
    if (code === 'authentication_error') return ROUTES.root;
    // spec 1 §8: a validation error is routed by its first failing payload field.
    const validation = error instanceof ApiError && code === 'validation_error' ? routeForCreationValidation(Object.keys(error.fieldErrors())) : null;
    const next = creationFailureOf(error, deps, validation?.field);
    failure.value = next;
    if (validation) return validation.route;
    if (next.kind !== 'noProvider') return null;
    // spec 1 §8: no provider can take it: the flag (the failure, said on the calculator), root, no order.
    forget();
    failure.value = next;
    return ROUTES.root;
  }

  /** An order held for verification goes on (order-continue), and where it goes on is its next screen. */
  async function continueHeld(held: Order): Promise<Route> {
    const continued = await orderApi.continue(held.id);
    update(continued);
    return screenAfterOrderCreation(continued);
  }

  /** Forgets the order (cancelled, closed, or its customer gone): its id, its auth tab, its failures. */
  function forget() {
    closeAuthTab();
    session.forget();
  }

  /** Processing (spec 1 §2): after 30 s a longer-wait message and Skip waiting. */
  const longWait = signal(false);
  const skippedWaiting = signal(false);
  /** The order and status being processed, as one value: the long poll starts again when either changes. */
  const processingKey = computed(() => {
    const order = activeOrder.value;
    return order ? `${order.id}\n${order.status}` : null;
  });

  /** Provider authentication (spec 1 §2, §4): its data, loaded once per order and again after each send. */
  const authData = signal<AuthData | null>(null);
  const authCode = field('');
  const authCodeAttempted = signal(false);
  const authCodeSending = signal(false);
  /** Why the last code was not taken: the backend's refusal, or ours. */
  const authCodeRefused = signal<Problem | null>(null);

  /** The next load of the authentication data after a failure of the way; cleared when the screen closes. */
  let authRetry: ReturnType<typeof setTimeout> | undefined;
  /** The open authentication screen's loads: aborted when it closes (a load on its way then ends, and is not asked again). */
  let authScreen: AbortController | null = null;

  async function loadAuthData(orderId: string, screen: AbortController): Promise<void> {
    clearTimeout(authRetry);
    try {
      authData.value = await orderApi.authData(orderId, screen.signal);
    } catch (error) {
      if (screen.signal.aborted) return;
      // spec 1 §4: a failed load is fatal. Ours: not a failure of the way (its retries and the wait for the
      // connection spent), which says nothing of the payment: "Payment failed, no money was taken" would be
      // untrue while the bank waits; the screen keeps waiting and the data is asked again.
      if (isTransient(error)) {
        authRetry = setTimeout(() => void loadAuthData(orderId, screen), deps.timings.orderPollMs);
        return;
      }
      deps.report(error);
      fatal.value = true;
    }
  }

  const model = {
    /** The active order (its id, the order as last read, its load on an order screen, its reservation). */
    session,
    /** A payment is under way: the close button asks before it closes the widget. */
    paymentUnderWay: derived(() => {
      const order = activeOrder.value;
      return order ? paymentUnderWay(order.status) : false;
    }),
    creating: view(creating),
    failure: view(failure),
    /**
     * Creates the order, uses the active one, or continues the one held for verification (spec 1 §2),
     * and says where that leads (a stay: `failure` says why).
     */
    async create(payload: OrderCreationPayload): Promise<{ created: boolean; next: Next }> {
      if (creating.value) return { created: false, next: STAY };
      batch(() => {
        creating.value = true;
        failure.value = null;
      });
      try {
        // The active order as the backend has it now (its data may not be loaded yet after a reload).
        const existing = activeOrder.peek() ?? (await refreshed());
        const step = creationStep(existing, payload);
        if (existing && step === 'reuse') return { created: true, next: go(screenAfterOrderCreation(existing)) };
        if (existing && step === 'continue') return { created: true, next: go(await continueHeld(existing)) };
        const created = await orderApi.create(payload, pendingCreation.keyFor(payload));
        pendingCreation.settle();
        update(created);
        deps.bridge.emit('operation_created', { orderId: created.id });
        const order = await session.refresh();
        return { created: true, next: go(screenAfterOrderCreation(order ?? created)) };
      } catch (error) {
        // The backend answered: the next purchase is a new one. Lost on the way, the same purchase pressed
        // again (or after a reload) keeps its key, so it is the same order.
        if (!isTransient(error)) pendingCreation.settle();
        return { created: false, next: nextAfter(error) };
      } finally {
        creating.value = false;
      }
    },
    /**
     * The active order resumed after verification (spec 1 §2 "KYC waiting"): one held for it is continued;
     * where it goes on is the screen of its provider and status (spec 1 §4); `otherwise` with no active order.
     */
    async resume(otherwise: Route): Promise<Next> {
      const existing = activeOrder.peek() ?? (await refreshed());
      if (!existing) return go(otherwise);
      return go(existing.status === 'kyc_waiting' ? await continueHeld(existing) : screenAfterOrderCreation(existing));
    },
    /**
     * Creates the order from the calculator, the wallet and the merchant (spec 1 §3); an incomplete
     * calculator goes back to the root.
     */
    /**
     * `usedBefore`: the addresses this customer used before (null for the merchant's address); an address
     * new to them is the order's `newWallet` (issue 45).
     */
    createFromCalculator(calc: CalculatorModel, toWallet: string, merchant: Merchant | null, usedBefore: readonly string[] | null = null): Promise<{ created: boolean; next: Next }> {
      const pay = calc.pay.peek();
      const receive = calc.receive.peek();
      const paymentType = calc.paymentType.peek();
      const payValue = calc.payValue.peek();
      const receiveValue = calc.receiveValue.peek();
      if (!pay || !receive || !paymentType || payValue == null || receiveValue == null) return Promise.resolve({ created: false, next: go(ROUTES.root) });
      newWallet.value = usedBefore && !usedBefore.some((used) => used.toLowerCase() === toWallet.toLowerCase()) ? toWallet : null;
      return model.create(
        orderCreationPayload({
          paymentType,
          fromCurrency: pay.tickerWithNetwork,
          toCurrency: receive.tickerWithNetwork,
          toWallet,
          ...merchantTerms(merchant),
          fixedSide: calc.fixedSide.peek(),
          payValue,
          receiveValue,
        }),
      );
    },
    paying: view(paying),
    /** The address of the order created here when it was new to the customer on this device: shown in groups of four to be checked (issue 45). */
    newWallet: view(newWallet),
    paymentFailure: view(paymentFailure),
    fatal: view(fatal),
    clearPaymentFailure() {
      paymentFailure.value = null;
    },
    /** Limit reached's 'Choose another card': back to the order's payment step. */
    chooseAnotherCard(): Next {
      paymentFailure.value = null;
      const order = activeOrder.peek();
      return go(order ? screenAfterOrderCreation(order) : ROUTES.order);
    },
    /**
     * Starts the payment (spec 1 §7): every attempt carries the same idempotency key, so a retry after a
     * timeout can never charge twice. Success marks payment sent and tells the host.
     */
    async pay(payment: Parameters<OrderResources['process']>[1], card: string | null = null): Promise<PaymentOutcome | null> {
      const order = activeOrder.peek();
      if (!order || paying.value) return null;
      paidWith = card;
      batch(() => {
        paying.value = true;
        paymentFailure.value = null;
      });
      const key = unsettledPayment?.orderId === order.id ? unsettledPayment.key : newIdempotencyKey();
      unsettledPayment = null;
      // The payment was sent before the order moved on: the host hears payment_sent, then the status
      // events the update brings (operation_pending).
      const sent = (updated: Order) => {
        deps.bridge.emit('payment_sent', { orderId: order.id });
        batch(() => {
          changed.value = null;
          update(updated);
        });
        return null;
      };
      try {
        return sent(await retryOnTransient(() => orderApi.process(order.id, payment, key), PROCESSING_RETRIES_ON_TIMEOUT));
      } catch (error) {
        // Every attempt failed on the way (timed out, reset, a gateway's page): the provider may have started
        // the payment all the same; the order says.
        const unknown = isTransient(error);
        const readAgain = unknown ? await settle(deps.api.orders.get(order.id), deps.report, null) : null;
        if (readAgain && startedDespiteTimeouts(readAgain)) return sent(readAgain);
        // Not started: the order as it is now (an expired one shows as such).
        if (readAgain) update(readAgain);
        if (unknown) unsettledPayment = { orderId: order.id, key };
        const outcome: PaymentOutcome = unknown
          ? { kind: 'connection' }
          : error instanceof ApiError
            ? paymentOutcome(error.code, backendWords(error), error.fieldErrors())
            : error instanceof VaultValidationError
              ? { kind: 'cardFields', fields: error.fieldErrors() }
              : // Not the backend's: no technical text for the customer (the screen says 'Something went wrong').
                { kind: 'message', message: null };
        deps.report(error);
        paymentFailure.value = outcome;
        if (outcome.kind === 'fatal') fatal.value = true;
        if (outcome.kind === 'rateChanged' || outcome.kind === 'refetch') {
          const fresh = await refreshed();
          if (outcome.kind === 'rateChanged' && fresh) changed.value = amountChange(amountsOf(order), amountsOf(fresh));
        }
        return outcome;
      } finally {
        paying.value = false;
      }
    },
    /** The amounts before and after a new rate, side by side until the customer pays. */
    amountChange: view(changed),
    /** The card the order that failed was paid with: the next card form starts on another. */
    declinedCard: view(declinedCard),
    /**
     * Try another card (a failed payment) and Get a new quote (an expired order): a new order for the same
     * purchase at today's rate (the old one cannot be paid again). It replaces the old one only once it
     * exists; the amounts before and after are kept when the rate moved them.
     */
    async again(merchant: Merchant | null): Promise<Next> {
      const previous = activeOrder.peek();
      if (!previous) return STAY;
      const declined = previous.status === 'failed' ? paidWith : null;
      const { created, next: after } = await model.create(
        repeatOrderPayload(previous, {
          paymentType: orderPaymentType(previous),
          ...merchantTerms(merchant),
        }),
      );
      const next = activeOrder.peek();
      if (created && next && next.id !== previous.id) {
        closeAuthTab();
        batch(() => {
          fatal.value = false;
          paymentFailure.value = null;
          skippedWaiting.value = false;
          declinedCard.value = declined;
          changed.value = amountChange(amountsOf(previous), amountsOf(next));
        });
      }
      return after;
    },
    /** Pays an order that needs no card (spec 1 §2 "Confirm transaction"), and says where that leads. */
    async payWithoutCard(): Promise<Next> {
      const route = routeForPaymentOutcome(await model.pay({ body: {} }));
      return route ? go(route) : STAY;
    },
    /**
     * Sends a cardless provider's payment data (spec 1 §2 "Order without card"). On success the host
     * hears payment pending. spec 1 §8: order_status_cannot_be_changed → the order screen;
     * order_cannot_be_processed is ignored; card.* field errors come back for the form.
     */
    async submitWalletInfo(body: Parameters<OrderResources['submitWalletInfo']>[1]): Promise<
      { kind: 'sent' } | { kind: 'orderMoved' } | { kind: 'ignored' } | { kind: 'fields'; fields: Record<string, string> } | { kind: 'problem'; problem: Problem }
    > {
      const order = activeOrder.peek();
      if (!order) return { kind: 'orderMoved' };
      try {
        const updated = await orderApi.submitWalletInfo(order.id, body);
        update(updated);
        const merchantOrderId = deps.merchantPayload?.merchantOrderId;
        deps.bridge.emit('payment_pending', {
          orderId: order.id,
          merchantOrderId: typeof merchantOrderId === 'string' ? merchantOrderId : null,
          toWallet: order.toWallet,
        });
        return { kind: 'sent' };
      } catch (error) {
        // Not the backend's answer: our words (the connection's, or 'Something went wrong'), never a technical text.
        if (!(error instanceof ApiError)) return { kind: 'problem', problem: problemOf(error, 'problems.failed') };
        if (error.code === 'order_status_cannot_be_changed') return { kind: 'orderMoved' };
        if (error.code === 'order_cannot_be_processed') return { kind: 'ignored' };
        const fields = Object.fromEntries(
          Object.entries(error.fieldErrors())
            .filter(([key]) => key.startsWith('card.') || key.startsWith('agreement.'))
            .map(([key, text]) => [key.replace(/^(card|agreement)\./, ''), text]),
        );
        return Object.keys(fields).length > 0 ? { kind: 'fields', fields } : { kind: 'problem', problem: problemOf(error, 'problems.failed') };
      }
    },
    /** The provider authentication screen opened: its data loads (again after each send). */
    openAuth(orderId: string): () => void {
      batch(() => {
        authData.value = null;
        authCode.set('');
        authCodeAttempted.value = false;
        authCodeRefused.value = null;
      });
      authScreen?.abort();
      const screen = new AbortController();
      authScreen = screen;
      void loadAuthData(orderId, screen);
      return () => {
        screen.abort();
        clearTimeout(authRetry);
        authData.value = null;
      };
    },
    authData: view(authData),
    authCode,
    authCodeInvalid: derived(() => authCodeAttempted.value && authCode.value.length !== CONFIRMATION_CODE_LENGTH),
    authCodeSending: view(authCodeSending),
    authCodeRefused: view(authCodeRefused),
    /**
     * Sends the SMS or bank code (spec 1 §4); the order and the authentication data are read again after a
     * send. The last refusal resets on a new submission and after each send.
     */
    async submitAuthCode(kind: 'smsCode' | 'card2fa'): Promise<void> {
      const order = activeOrder.peek();
      authCodeAttempted.value = true;
      const code = authCode.peek();
      if (!order || code.length !== CONFIRMATION_CODE_LENGTH || authCodeSending.peek()) return;
      batch(() => {
        authCodeRefused.value = null;
        authCodeSending.value = true;
      });
      try {
        await orderApi.sendAuth(order.id, kind === 'smsCode' ? { smsCode: code } : { card2fa: code });
        reread();
      } catch (error) {
        deps.report(error);
        authCodeRefused.value = problemOf(error, 'problems.failed', kind);
      } finally {
        authCodeSending.value = false;
      }
      await loadAuthData(order.id, authScreen ?? new AbortController());
    },
    /**
     * Processing (spec 1 §2): the order's processing status is long-polled (up to 180 s a call) while it
     * stays as it was; a change refreshes the order. Failures wait longer each time. After 30 s the screen
     * offers Skip waiting. Returns close.
     */
    openProcessing(): () => void {
      batch(() => {
        longWait.value = false;
        skippedWaiting.value = false;
      });
      const timer = setTimeout(() => {
        longWait.value = true;
      }, deps.timings.longWaitMessageMs);
      const stopWatching = effect(() => {
        const key = processingKey.value;
        const order = activeOrder.peek();
        if (!key || !order) return;
        const { id, status } = order;
        const statuses = watch({
          read: (signal) => orderApi.processingStatus(id, signal),
          afterRead: (read) => {
            if (read.status === status) return 0;
            reread();
            return 'done';
          },
          afterFailure: (_error, failures) => backoff(deps.timings.statusLongPollRetryMs, deps.timings.statusLongPollRetryMaxMs)(failures),
          report: deps.report,
        });
        statuses.start();
        return statuses.stop;
      });
      return () => {
        clearTimeout(timer);
        stopWatching();
      };
    },
    longWait: view(longWait),
    skippedWaiting: view(skippedWaiting),
    skipWaiting() {
      skippedWaiting.value = true;
    },
    /** The reservation ran out: the order is read again (its expired view). */
    expire() {
      reread();
    },
    /** A message from the provider's page in the frame: the backend is asked for the order's real status. */
    authFrameReturned() {
      reread();
    },
    authTab: view(authTab),
    /** Opens (or opens again) the authentication page; completion closes it and refreshes the order. */
    openAuthTab(url: string) {
      authWindow?.close();
      authWindow = openAuthWindow(url, () => {
        authWindow = null;
        authTab.value = null;
        reread();
      });
      authTab.value = { url, blocked: authWindow.blocked };
    },
    closeAuthTab,
    clearFailure() {
      failure.value = null;
    },
    /** spec 1 §4: cancelling or forgetting an order clears it and its id. */
    forget,
    /**
     * Done's Buy more: the completed order is forgotten, and the customer starts again at the calculator
     * (the same launch, so the same merchant parameters).
     */
    buyMore(): Next {
      forget();
      return go(ROUTES.root);
    },
    /** Close (failed, expired, cancelled): the order is forgotten, and the customer goes back to `to`. */
    close(to: Route): Next {
      forget();
      return go(to);
    },
    dispose() {
      session.dispose();
      authScreen?.abort();
      clearTimeout(authRetry);
      closeAuthTab();
    },
  };
  return exposed(model);
}

export type OrderModel = ReturnType<typeof createOrderModel>;

/** What a merchant gives an order's creation: its launch parameters, and its fixed receive amount. */
function merchantTerms(merchant: Merchant | null) {
  return {
    merchantData: merchant ? launchData(merchant) : null,
    merchantToAmount: payloadNumber(merchant?.parsedPayload.toAmount),
  };
}

function amountsOf(order: Order) {
  return { fromAmount: order.fromAmount, toAmount: order.toAmount, fromCurrency: order.fromCurrency, toCurrency: order.toCurrency };
}
