/**
 * The off-ramp model (spec 2): the sell calculator (its rates load when the customer first opens /sell),
 * the active sell order (persisted per merchant signature, polled every 3 s until final, host events once
 * per change), and the customer's payout cards.
 */
import { batch, effect, signal } from '@preact/signals-react';
import { ApiError, VaultValidationError, isTransient } from '../api/errors';
import { createPendingCreation } from './pendingCreation';
import type { ApiClient } from '../api/client';
import type { Country, User } from '../domain/entities';
import { type SellResources, createSellResources } from '../api/sellResources';
import { ROUTES, type SellOrderScreen, sellOrderRoute } from '../domain/routes';
import type { Timings } from '../domain/timings';
import type { PayoutCard, SellOrder } from '../domain/sellEntities';
import { DEFAULT_SELL_PAY_CURRENCY, DEFAULT_SELL_RECEIVE_CURRENCY } from '../domain/constants';
import { type Rates, type ServerCurrency, enrichCurrency, siloOf, startingFiat } from '../domain/currencies';
import { DEFAULT_FEES } from '../domain/fees';
import { cardFieldErrors } from '../domain/payment';
import type { Merchant } from '../domain/launchParams';
import { launchData } from '../domain/merchantData';
import { isFinalStatus } from '../domain/orderStatus';
import { defaultCardSelection, sellAfterLogin, sellOrderFollowed, sellOrderPath, sellScreenForStatus } from '../domain/sell';
import type { HostBridge } from '../host/bridge';
import { type CalculatorModel, createCalculatorModel } from './calculator';
import { type Next, type Problem, STAY, go } from './navigation';
import { problemOf } from './problem';
import { type CreationFailure, creationFailureOf } from './order';
import { createOrderSession } from './orderSession';
import type { KeyValueStore } from './storage';
import { settle } from './settle';
import { view, type View, exposed } from './view';

/** spec 2 §8 "Card submit": the payout card fields the server's errors can name. */
const PAYOUT_CARD_FIELDS = ['dateOfBirth', 'expirationDate', 'holder', 'number'] as const;

export type SellModelDeps = {
  /** The widget's HTTP client: the off-ramp's calls are made with it. */
  client: ApiClient;
  local: KeyValueStore;
  storageKey: string;
  bridge: HostBridge;
  merchant: Merchant | null;
  /** The merchant's default fiat (launch parameter `defaultCurrency`), received unless the payload names one. */
  defaultCurrency: string | null;
  currencies: ServerCurrency[];
  country: () => Country;
  report: (error: unknown) => void;
  timings: Pick<Timings, 'sellOrderPollMs' | 'quoteRefreshMs'>;
  /** The analytics event of an amount submitted (the buy side sends the same). */
  trackAmountSubmitted: (calculator: CalculatorModel) => void;
  signedIn: () => boolean;
};

/** The sell rates (start-up fetches them beside its other calls when the widget starts on selling). */
export function loadSellRates(client: ApiClient, apiKey?: string) {
  return createSellResources(client).rates(apiKey);
}

export function createSellModel(deps: SellModelDeps) {
  const sellApi = createSellResources(deps.client);
  const pendingCreation = createPendingCreation(deps.local, 'sell');
  const payload = deps.merchant?.parsedPayload ?? null;
  const calculator = signal<CalculatorModel | null>(null);
  const calculatorState = signal<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  /**
   * spec 2 §4 "antifraud": an order in kyc_waiting sends the customer to KYC, unless the check it asked for
   * is under way (set when the check starts, cleared when it ends).
   */
  const antifraudRecovery = signal(false);
  /**
   * The active sell order, followed: spec 2 §4 reads it every 3 s until it is complete, failed or expired,
   * whichever screen shows (the host hears each change once). An order out of kyc_waiting has no antifraud
   * check under way any more (the flag is cleared when it ends).
   */
  const session = createOrderSession<SellOrder>({
    ...deps,
    initial: null,
    follow: { pollWhile: sellOrderFollowed, pollMs: deps.timings.sellOrderPollMs },
    read: (id, signal) => sellApi.getOrder(id, signal),
    reserve: (id) => sellApi.reserve(id),
    alongside: (next) => {
      if (next && next.status !== 'kyc_waiting') antifraudRecovery.value = false;
    },
  });
  const { update } = session;
  const creating = signal(false);
  const creationFailure = signal<CreationFailure | null>(null);
  const cards = signal<PayoutCard[] | null>(null);
  const selectedCard = signal<string | null>(null);
  let loadingCalculator: Promise<void> | null = null;
  /** Card select: a proceed or a delete under way, and what failed. */
  const cardBusy = signal<'proceed' | 'delete' | null>(null);
  const cardProblem = signal<Problem | null>(null);
  /** The payout cards could not be read (or read again after a delete): why, in words; Try again reads them. */
  const cardsProblem = signal<Problem | null>(null);

  async function loadCalculator(preloaded?: Rates) {
    calculatorState.value = 'loading';
    try {
      const rates = preloaded ?? (await sellApi.rates(deps.merchant?.apiKey));
      const currencies = deps.currencies.map((c) => enrichCurrency(c, rates, 'sell', siloOf(payload?.externalData)));
      const isCrypto = (ticker: string | undefined) => currencies.some((c) => c.tickerWithNetwork === ticker && c.isCrypto);
      const isFiat = (ticker: string | undefined) => currencies.some((c) => c.tickerWithNetwork === ticker && !c.isCrypto);
      // A merchant's currencies count for selling only when they fit (crypto paid, fiat received).
      const pay = isCrypto(payload?.fromCurrency) ? payload?.fromCurrency : undefined;
      const toCurrency = payload?.toCurrency;
      const receive = toCurrency && isFiat(toCurrency)
        ? toCurrency
        : startingFiat({ merchantDefault: deps.defaultCurrency, country: null, currencies, fallback: DEFAULT_SELL_RECEIVE_CURRENCY });
      const model = createCalculatorModel({
        direction: 'sell',
        currencies,
        rates,
        requested: { pay: pay ?? DEFAULT_SELL_PAY_CURRENCY, receive },
        locks: { payCurrency: pay !== undefined, receiveCurrency: isFiat(payload?.toCurrency), payAmount: false, receiveAmount: false },
        // spec 2 §7: the sell fee call gives the provider fee; the network fee is the fixed default.
        loadFees: ({ pay: crypto }, signal) =>
          sellApi
            .fees(crypto.tickerWithNetwork, deps.country().isoAlpha2, signal)
            .then((fees) => ({ ...fees, networkFeeFiat: DEFAULT_FEES.networkFeeFiat })),
        report: deps.report,
        fresh: { loadRates: () => sellApi.rates(deps.merchant?.apiKey), everyMs: deps.timings.quoteRefreshMs, moved: (quote) => deps.bridge.emit('quote_updated', quote) },
      });
      model.initialize(null);
      batch(() => {
        calculator.value = model;
        calculatorState.value = 'ready';
      });
    } catch (error) {
      calculatorState.value = 'failed';
      deps.report(error);
    }
  }

  const model = {
    calculator: view(calculator),
    calculatorState: view(calculatorState),
    /** The active sell order (its id, the order as last read, its load on an order screen, its reservation). */
    session,
    creating: view(creating),
    creationFailure: view(creationFailure),
    cards: view(cards),
    selectedCard: view(selectedCard),
    antifraudRecovery: view(antifraudRecovery),
    /** The calculator's Proceed: the analytics event, then welcome (signed in) or the sell login. */
    proceed(): Next {
      const calc = calculator.peek();
      if (!calc) return STAY;
      deps.trackAmountSubmitted(calc);
      creationFailure.value = null;
      return go(deps.signedIn() ? ROUTES.sellWelcome : ROUTES.sellLogin);
    },
    selectCard(id: string) {
      selectedCard.value = id;
    },
    /** spec 2 §4: the antifraud check an order in kyc_waiting asked for has started (KYC) or ended. */
    noteAntifraudCheck(underWay: boolean) {
      antifraudRecovery.value = underWay;
    },
    /** Loads the sell rates (unless start-up brought them) and sets the calculator up, once (again after a failure). */
    ensureCalculator(preloaded?: Rates): Promise<void> {
      if (calculatorState.value === 'ready') return Promise.resolve();
      if (calculatorState.value !== 'loading' || !loadingCalculator) loadingCalculator = loadCalculator(preloaded);
      return loadingCalculator;
    },
    /**
     * Where a seller with KYC complete goes on (spec 2 "Login", §4): an unfinished sell order resumes on its
     * screen (one held for the antifraud check waits on card select, its guard showing the wait); otherwise
     * the order is created from the calculator (back to it, saying why, when that fails or when there is
     * nothing to sell).
     */
    async resume(): Promise<Next> {
      const active = await settle(session.refresh(), deps.report, null);
      if (active && !isFinalStatus(active.status)) {
        antifraudRecovery.value = active.status === 'kyc_waiting';
        return go(active.status === 'kyc_waiting' ? sellOrderRoute(active.id, 'card_select') : sellOrderPath(active.id, sellScreenForStatus(active.status)));
      }
      antifraudRecovery.value = false;
      await model.ensureCalculator();
      // "The sell screens return to the calculator when there is no valid calculator data."
      if (!calculator.peek()?.canProceed.peek()) return go(ROUTES.sell);
      return model.createOrder();
    },
    /**
     * Where a signed-in seller goes on (spec 2 "Login", §4): banned user, KYC problems or the sell KYC by
     * the customer's status; with KYC complete, where the off-ramp resumes.
     */
    continueAfterLogin(user: Pick<User, 'kyc' | 'isBlocked'>): Promise<Next> {
      const route = sellAfterLogin(user);
      return route ? Promise.resolve(go(route)) : model.resume();
    },
    /**
     * Creates the sell order from the calculator (spec 2 §3: the fixed side's amount) and says where that
     * leads: its card select, the sell KYC (spec 2 §8: a light-KYC limit or missing KYC), or back to the
     * calculator with `creationFailure` saying why.
     */
    async createOrder(): Promise<Next> {
      const calc = calculator.peek();
      const pay = calc?.pay.peek();
      const receive = calc?.receive.peek();
      if (!calc || !pay || !receive || creating.peek()) return go(ROUTES.sell);
      batch(() => {
        creating.value = true;
        creationFailure.value = null;
      });
      try {
        const amount = calc.fixedSide.peek() === 'pay' ? { fromAmount: calc.payValue.peek() ?? 0 } : { toAmount: calc.receiveValue.peek() ?? 0 };
        const body = {
          fromCurrency: pay.tickerWithNetwork,
          toCurrency: receive.tickerWithNetwork,
          ...amount,
          ...(deps.merchant ? { merchantData: launchData(deps.merchant) } : {}),
        };
        const created = await sellApi.createOrder(body, pendingCreation.keyFor(body));
        pendingCreation.settle();
        batch(() => {
          update(created);
          // A sale starts: the payout cards are read again (a card added in an earlier sale counts), so the
          // card screen waits for them instead of taking a stale empty list for none.
          cards.value = null;
        });
        deps.bridge.emit('operation_created', { orderId: created.id });
        return go(sellOrderRoute(created.id, 'card_select'));
      } catch (error) {
        // The backend answered: the next sale is a new one. Lost on the way, the same sale pressed again keeps its key.
        if (!isTransient(error)) pendingCreation.settle();
        if (error instanceof ApiError && (error.code === 'must_pass_kyc' || error.code === 'max_sum_for_light_kyc_exceeded')) return go(ROUTES.sellKyc);
        if (error instanceof ApiError && error.code === 'customer_is_blocked') return go(ROUTES.bannedUser);
        creationFailure.value = creationFailureOf(error, { bridge: deps.bridge, merchantPayload: payload, report: deps.report });
        return go(ROUTES.sell);
      } finally {
        creating.value = false;
      }
    },
    /**
     * A sell order screen opened (spec 2 §2, §4): the order in its path is read unless it is here (none,
     * when it is missing or another customer's; a failed read offers Try again). A card screen reserves the
     * order's rate (or renews it) once, when the order is there and waits for a card (spec 2 §7). Returns
     * close.
     */
    openOrder(orderId: string, screen: SellOrderScreen): () => void {
      void session.open(orderId);
      if (screen !== 'card_select' && screen !== 'card_create') return () => undefined;
      return session.reserveOnce(orderId, (current) => sellScreenForStatus(current.status) === 'card');
    },
    /** The reservation ran out: the order is read again. */
    expire(orderId: string) {
      session.reread(orderId);
    },
    cardBusy: view(cardBusy),
    cardProblem: view(cardProblem),
    cardsProblem: view(cardsProblem),
    /** Card select opened (or its Try again): the customer's payout cards are read (again). */
    openCardSelect() {
      batch(() => {
        cardsProblem.value = null;
        cardProblem.value = null;
      });
      void model.loadCards().catch((error: unknown) => {
        deps.report(error);
        cardsProblem.value = problemOf(error, 'problems.failed');
      });
    },
    /** Delete card (spec 2 "Card select"): the list is read again after it. */
    async removeCard(id: string): Promise<void> {
      batch(() => {
        cardBusy.value = 'delete';
        cardProblem.value = null;
        cardsProblem.value = null;
      });
      try {
        await model.deleteCard(id);
      } catch (error) {
        deps.report(error);
        cardsProblem.value = problemOf(error, 'problems.failed');
      } finally {
        cardBusy.value = null;
      }
    },
    /** Proceed with the chosen saved card: the order is processed with its id, then the payment screen. */
    async proceedWithCard(orderId: string): Promise<Next> {
      const selected = selectedCard.peek();
      if (!selected || cardBusy.peek()) return STAY;
      batch(() => {
        cardBusy.value = 'proceed';
        cardProblem.value = null;
        cardsProblem.value = null;
      });
      try {
        const result = await model.process(orderId, { body: { id: orderId, data: { id: selected } } });
        if (result.ok) return go(sellOrderRoute(orderId, 'payment'));
        cardProblem.value = result.problem;
        return STAY;
      } finally {
        cardBusy.value = null;
      }
    },
    /** 'Make new order': the order is forgotten, back to the calculator. */
    newOrder(): Next {
      model.forget();
      return go(ROUTES.sell);
    },
    /**
     * Processes the order with a payout card (spec 2 §7): a saved card's id, or a new card through the
     * vault. Card field errors come back by field (number, expirationDate, holder, dateOfBirth); any other
     * failure as the server's message, or none ('Something went wrong. Please try again.').
     */
    async process(
      orderId: string,
      payment: Parameters<SellResources['process']>[1],
    ): Promise<{ ok: true } | { ok: false; fields: Record<string, string>; problem: Problem }> {
      try {
        update(await sellApi.process(orderId, payment));
        return { ok: true };
      } catch (error) {
        const problem = problemOf(error, 'problems.failed');
        if (!(error instanceof ApiError)) {
          deps.report(error);
          return { ok: false, fields: error instanceof VaultValidationError ? error.fieldErrors() : {}, problem };
        }
        const fields = cardFieldErrors(error.fieldErrors(), PAYOUT_CARD_FIELDS);
        if (error.code === 'order_status_cannot_be_changed') session.reread(orderId);
        return { ok: false, fields, problem };
      }
    },
    /** Forgets the order ('make new order'). */
    forget: session.forget,
    /** The customer's payout cards (fetched after login and on the card screens; no polling). */
    async loadCards(): Promise<PayoutCard[]> {
      const list = await sellApi.cards();
      batch(() => {
        cards.value = list;
        selectedCard.value = defaultCardSelection(list, selectedCard.peek());
      });
      return list;
    },
    async deleteCard(id: string): Promise<void> {
      await sellApi.deleteCard(id);
      const list = await sellApi.cards();
      batch(() => {
        cards.value = list;
        selectedCard.value = defaultCardSelection(list, selectedCard.peek() === id ? null : selectedCard.peek());
      });
    },
    /**
     * spec 2 §2: after login the customer's payout cards are fetched; a change of customer (sign-out,
     * another sign-in) resets them, their selection and the order in view. Returns the stop.
     */
    followCustomer(user: View<User | null>): () => void {
      let customer: number | null | undefined;
      return effect(() => {
        const id = user.value?.id ?? null;
        if (id === customer) return;
        if (customer !== undefined) model.resetCustomer();
        customer = id;
        if (id !== null) void model.loadCards().catch(deps.report);
      });
    },
    /** The widget went: its order is no longer followed. */
    dispose() {
      session.dispose();
    },
    /** Sign-out (or another customer) resets the cards and their selection. */
    resetCustomer() {
      batch(() => {
        cards.value = null;
        selectedCard.value = null;
        session.unload();
      });
    },
  };
  return exposed(model);
}

export type SellModel = ReturnType<typeof createSellModel>;
