/**
 * The widget model: one per mounted widget. It runs the start-up sequence (spec 2 "Start-up sequence"; its
 * parts in `startup.ts`), owns merchant and the buy calculator, holds the session, the language and the
 * feature models (loaded with their screens), and tells the host what happens through the bridge.
 *
 *   pre-init   launch parameters parsed, flow type chosen, language picked
 *   init       merchants/validate-widget ∥ currencies ∥ rates ∥ country ∥ languages ∥ user ∥ fees  (one round trip)
 *   post-init  calculator set to merchant or default currencies, persisted order data restored
 *   done       `started` to the host   |   failed: `error` to the host and an error screen
 */
import type { i18n as I18n } from 'i18next';
import { type ReadonlySignal, type Signal, batch, effect, signal } from '@preact/signals-react';
import { createApiClient } from '../api/client';
import { createResources } from '../api/resources';
import { type Country, DEFAULT_COUNTRY, type State } from '../domain/entities';
import { DEFAULT_BUY_RECEIVE_CURRENCY, DEFAULT_COUNTRY_FIAT, STORAGE_KEYS } from '../domain/constants';
import { merchantCalculatorSetup } from '../domain/calculator';
import { startingFiat } from '../domain/currencies';
import type { Flow } from '../domain/flow';
import { type FlowType, flowTypeOf } from '../domain/flowType';
import { type Merchant, payloadNumber } from '../domain/launchParams';
import { merchantDataHeader } from '../domain/merchantData';
import { orderCreationPayload } from '../domain/orderCreation';
import { ROUTES, type Route } from '../domain/routes';
import { initialRouteChoice } from '../domain/routing';
import type { Timings } from '../domain/timings';
import {
  type PersistedOrderData,
  PersistedOrderDataSchema,
  hasCompleteCalculator,
  isFresh,
  routeForRestoredFlow,
} from '../domain/persistedOrderData';
import type { VaultConfig } from '../integrations/cardVault';
import type { HostBridge } from '../host/bridge';
import { createI18n } from '../i18n/i18n';
import { type Environment, type ErrorReporter, createErrorReporter } from '../integrations/errorReporting';
import { type CalculatorModel, createCalculatorModel } from './calculator';
import type { SellModel, SellModelDeps } from './sell';
import type { OrderModel, OrderModelDeps } from './order';
import type { KycModel } from './kyc';
import { createLanguageModel } from './language';
import { createSession } from './session';
import { type LaunchInput, type StartupFailure, checkedCurrencies, initRound, preInit, startupFailureOf } from './startup';
import type { TrackingModel } from './tracking';
import { type KeyValueStore, readJson } from './storage';
import { validate } from 'superstruct';

export type WidgetConfig = {
  launch: LaunchInput;
  apiUrl: string;
  nearRpcUrl: string;
  environment: Environment;
  errorDsn: string | null;
  /** The merchant's default fiat currency (launch parameter `defaultCurrency`), if any. */
  defaultCurrency: string | null;
  /** The merchant's `lang` choice, if any. */
  requestedLanguage: string | null;
  browserLanguage: string | null;
  /** `refcode` from the page's query string, sent with sign-up. */
  refcode: string | null;
  bridge: HostBridge;
  local: KeyValueStore;
  session: KeyValueStore;
  /** Problems with options from outside other than the signed launch parameters (bad api-url, ...). */
  configProblems: string[];
  /** 'Try again': the iframe page reloads itself; the element remounts (never reloads the host page). */
  restart: () => void;
  /** The card vault (VGS Collect or the backend's stand-in). */
  vault: VaultConfig;
  /**
   * The custom element itself (null on the iframe page). Third-party fields that look themselves up with
   * document.querySelector (the vault's) live in its light DOM and show through a <slot>.
   */
  lightDomHost: HTMLElement | null;
  /** The iframe page's address, for links anyone can open (order tracking). */
  widgetPageUrl: string;
  /** This widget's name among several on one page (storage of its own state, `widgetId` in messages). */
  widgetId: string;
  /** Where the embed asked to start (the element's `track-order`), instead of where the customer was. */
  initialPath: string | null;
  /** Where a customer with no screen to return to starts (the element's `flow="sell"`). */
  startPath: string | null;
  /** The waits: the spec's, or a sandbox embed's scaled ones (`time-scale`). */
  timings: Timings;
};

export function createWidgetModel(config: WidgetConfig) {
  const { local, session, bridge } = config;
  const i18n: I18n = createI18n();
  const reporter: ErrorReporter = createErrorReporter(config.environment, config.errorDsn);

  const phase = signal<'starting' | 'ready' | 'failed'>('starting');
  const failure = signal<StartupFailure | null>(null);
  const merchant = signal<Merchant | null>(null);
  const merchantName = signal<string | null>(null);
  const flowType = signal<FlowType | null>(null);
  /** The flow of the screen the widget started on (spec 2 §1: by the path). */
  const startFlow = signal<Flow>('buy');
  const country = signal<Country>(DEFAULT_COUNTRY);
  const customer = createSession({ store: session, api: () => api, report: report });
  const languageModel = createLanguageModel({ i18n, local, api: () => api, signedIn: () => customer.user.peek() !== null, report });
  const { language, languages } = languageModel;
  const { token, user, setUser } = customer;
  const calculator = signal<CalculatorModel | null>(null);
  const order = signal<OrderModel | null>(null);
  /** The off-ramp model, loaded with the first sell screen (its code stays out of the first load). */
  const sell = signal<SellModel | null>(null);
  let sellDeps: SellModelDeps | null = null;
  /** What the buy order's model needs, once start-up has it (the model loads with its first screen). */
  let orderDeps: OrderModelDeps | null = null;
  const countries = signal<Country[] | null>(null);
  /** States by country code, as `GET countries/{code}/states` gave them (loaded once per country). */
  const states = signal<Readonly<Record<string, State[]>>>({});
  let countriesRequest: Promise<Country[]> | null = null;
  /**
   * A route start-up chose; `always: false` applies only to a customer starting at the root. Only
   * `sellToo` ones move a customer in the sell flow (which resumes by its own order rules).
   */
  const redirect = signal<{ to: Route; always: boolean; sellToo?: boolean } | null>(null);
  const promoHidden = signal(local.get(STORAGE_KEYS.swapWithoutKycHidden) === 'true');
  const proceeded = signal(false);
  /** The destination wallet: the merchant's, or what the customer typed (persisted with the order data). */
  const walletAddress = signal('');
  const cleanups: (() => void)[] = [];
  /**
   * Set once the widget is gone (unmounted, restarted): a reply still in flight then changes nothing it
   * shares with other widgets of the page, such as the session token (one 401 must not sign out the next).
   */
  let disposed = false;
  let screensShown = 0;

  const client = createApiClient({
    timings: config.timings,
    apiUrl: config.apiUrl,
    token: () => token.value,
    locale: () => language.value,
    merchantData: () => {
      const m = merchant.value;
      return m ? merchantDataHeader(m) : null;
    },
    // spec 1 §8: an unauthorized reply signs the customer out and clears the order; refused while loading
    // the current user, it only means signed out (a stale session at start-up keeps the order to resume).
    onUnauthorized: (path) => {
      if (disposed) return;
      setUser(null);
      if (path === 'customers/current') return;
      const orders = order.peek();
      if (orders) orders.forget();
      else if (orderDeps) local.remove(orderDeps.storageKey);
    },
  });
  const api = createResources(client);

  /** To error reporting (spec 1 §8), which drops errors that carry a code: those are the backend's answers. */
  function report(error: unknown) {
    reporter.report(error);
  }

  function restoredOrderData(): PersistedOrderData | null {
    const [error, data] = validate(readJson(local, STORAGE_KEYS.orderCreationData), PersistedOrderDataSchema);
    if (error || !isFresh(data, Date.now())) return null;
    return data;
  }

  function fail(error: unknown) {
    const { failure: next, hostError, unexpected } = startupFailureOf(error);
    if (unexpected) report(error);
    batch(() => {
      failure.value = next;
      phase.value = 'failed';
    });
    bridge.emit('error', hostError);
  }

  /**
   * A feature model whose code loads on first use (after start-up has its dependencies): one load at a
   * time, tried again after a failure; the model lands in `slot`.
   */
  function lazyModel<M>(slot: Signal<M | null>, load: () => Promise<M> | null): () => Promise<M> {
    let loading: Promise<M> | null = null;
    return () => {
      const loaded = slot.peek();
      if (loaded) return Promise.resolve(loaded);
      loading ??= load()?.then((model) => {
        slot.value = model;
        return model;
      }) ?? Promise.reject(new Error('The widget has not started'));
      loading.catch(() => {
        loading = null;
      });
      return loading;
    };
  }

  /** The buy order's model, loaded with the first order screen or creation (at start-up when an order resumes). */
  const ensureOrder = lazyModel(order, () => {
    const deps = orderDeps;
    return deps && import('./flowModels').then(({ createOrderModel }) => createOrderModel(deps));
  });

  /** The off-ramp model, loaded with the first sell screen (at start-up when starting on selling). */
  const ensureSell = lazyModel(sell, () => {
    const deps = sellDeps;
    return (
      deps &&
      import('./flowModels').then(({ createSellModel }) => {
        const model = createSellModel(deps);
        // spec 2 §2: after login the customer's payout cards are fetched; a change of customer resets them
        // and their selection (and the order in view).
        let customer: number | null | undefined;
        cleanups.push(
          effect(() => {
            const id = user.value?.id ?? null;
            if (id === customer) return;
            if (customer !== undefined) model.resetCustomer();
            customer = id;
            if (id !== null) void model.loadCards().catch(report);
          }),
        );
        return model;
      })
    );
  });

  /** Start-up, for a widget whose first screen is in `flow` (its merchant check and calculators). */
  async function start(flow: Flow = 'buy') {
    disposed = false;
    startFlow.value = flow;
    // pre-init: the language's strings load beside everything else (before anything but the spinner
    // renders), and also before an early failure screen.
    const languageReady = languageModel.pick({ requested: config.requestedLanguage, browser: config.browserLanguage });
    try {
      const { merchant: m, payload } = preInit(config);
      // From here on the merchant's parameters go with every call (X-Merchant-Data), and the failure
      // screens offer to close the widget.
      merchant.value = m;
      flowType.value = flowTypeOf(payload);
      const expectedReceive = payload?.toCurrency ?? DEFAULT_BUY_RECEIVE_CURRENCY;
      const activeOrderKey = `${STORAGE_KEYS.activeOrderId}:${m?.signature ?? 'no-merchant'}`;
      const storedOrderId = local.get(activeOrderKey);
      const init = await initRound(
        { api, client, report },
        { merchant: m, flow, signedIn: token.value !== null, storedOrderId, expectedReceive, languageReady },
      );
      const { rates, country: detected, user: currentUser, activeOrder, fees: prefetchedFees, sellRates } = init;
      const serverCurrencies = init.currencies;

      // post-init
      const currencies = checkedCurrencies(payload, serverCurrencies, rates);
      // spec 1 §4 "Detected country": an unavailable country falls back to the US dollar.
      const countryIgnored = local.get(STORAGE_KEYS.countryUnavailableIgnored) === 'true';
      const merchantDefaultCurrency = config.defaultCurrency ?? payload?.defaultCurrency ?? null;
      const defaultFiat = startingFiat({ merchantDefault: merchantDefaultCurrency, country: detected, currencies: serverCurrencies, fallback: DEFAULT_COUNTRY_FIAT });
      const restored = restoredOrderData();
      const model = createCalculatorModel({
        direction: 'buy',
        currencies,
        rates,
        ...merchantCalculatorSetup(payload, { defaultFiat, defaultReceive: DEFAULT_BUY_RECEIVE_CURRENCY, paymentFlow: flowType.value === 'payment_flow' }),
        prefetchedFees: prefetchedFees ? { ticker: expectedReceive, fees: prefetchedFees } : undefined,
        loadFees: ({ receive }, signal) => api.currencies.fees(receive.tickerWithNetwork, m?.apiKey, signal),
      });
      model.initialize(restored && hasCompleteCalculator(restored) ? restored : null);

      sellDeps = {
        client,
        local,
        storageKey: `${STORAGE_KEYS.activeSellOrderId}:${m?.signature ?? 'no-merchant'}`,
        bridge,
        merchant: m,
        defaultCurrency: merchantDefaultCurrency,
        currencies: serverCurrencies,
        country: () => country.peek(),
        report,
      };
      orderDeps = {
        api,
        local,
        storageKey: activeOrderKey,
        initialOrder: currentUser ? activeOrder : null,
        bridge,
        merchantPayload: payload,
        report,
        timings: config.timings,
      };
      batch(() => {
        merchantName.value = init.merchantName;
        languageModel.offer(init.languages);
        country.value = detected;
        // A reply of null keeps the stored token (spec 1 §7: null on any failure, a blip included).
        if (currentUser) setUser(currentUser);
        calculator.value = model;
        proceeded.value = restored?.proceeded === true;
        walletAddress.value = payload?.toWallet ?? restored?.address ?? '';
        const resume = initialRouteChoice(currentUser, currentUser ? activeOrder : null);
        if (!detected.available && !countryIgnored) redirect.value = { to: ROUTES.countryUnavailable, always: true, sellToo: true };
        else if (resume) redirect.value = { to: resume, always: true };
        else if (restored) redirect.value = { to: routeForRestoredFlow(restored), always: false };
      });
      // post-init sets both calculators up when the widget starts on selling (spec 2 "Start-up sequence");
      // starting on buying, the sell one is set up on the first sell screen, its code out of the first load.
      // (A chunk that does not load now is loaded again by the screen that needs it.)
      if (flow === 'sell') await ensureSell().then((loaded) => loaded.ensureCalculator(sellRates ?? undefined), () => undefined);
      // An order to resume has its model before its screen shows.
      if (currentUser && activeOrder) await ensureOrder().catch(report);
      phase.value = 'ready';
      cleanups.push(() => model.dispose());
      cleanups.push(() => order.value?.closeAuthTab());
      // Keep order-creation data across reloads (spec 1 §4); cleared once an order is created.
      cleanups.push(
        effect(() => {
          const snapshot = model.snapshot();
          local.set(
            STORAGE_KEYS.orderCreationData,
            JSON.stringify({
              ...snapshot,
              address: walletAddress.value || null,
              proceeded: proceeded.value,
              savedAt: Date.now(),
            } satisfies PersistedOrderData),
          );
        }),
      );
      if (!detected.available && !countryIgnored) bridge.emit('unsupported', { country: detected.isoAlpha2 });
      bridge.emit('started', { flowType: flowType.value });
    } catch (error) {
      await languageReady;
      fail(error);
    }
  }

  return {
    i18n,
    config,
    /**
     * What the forms of later screens are made with (their code loads with those screens): the API they
     * send to, the tab's storage for their drafts, the country list as loaded.
     */
    formDeps: { api, session, countries: () => countries.value ?? [] },
    /** The waits of every poll and time limit (the spec's, or a sandbox embed's scaled ones). */
    timings: config.timings,
    phase,
    failure,
    language,
    languages,
    merchant,
    merchantName,
    flowType,
    startFlow,
    country,
    user,
    calculator,
    order,
    sell,
    countries,
    redirect: redirect as ReadonlySignal<{ to: Route; always: boolean; sellToo?: boolean } | null>,
    clearRedirect() {
      redirect.value = null;
    },
    promoHidden,
    proceeded,
    walletAddress,
    start,

    /** Counts a screen as shown; true from the second on (a screen the customer moved to). */
    noteScreenShown(): boolean {
      screensShown += 1;
      return screensShown > 1;
    },
    /** Unexpected errors from rendering land here (the error page's boundary). */
    reportError: report,
    changeLanguage: languageModel.change,
    dismissPromo() {
      promoHidden.value = true;
      local.set(STORAGE_KEYS.swapWithoutKycHidden, 'true');
    },
    /** spec 1 §2 "Country unavailable": Continue stores the flag, tells the host, goes to root. */
    continueFromUnavailableCountry() {
      local.set(STORAGE_KEYS.countryUnavailableIgnored, 'true');
      bridge.emit('force_continue', { country: country.value.isoAlpha2 });
    },
    setProceeded(value: boolean) {
      proceeded.value = value;
    },
    emitExit() {
      bridge.emit('exit', {});
    },
    setUser,
    pollSession: customer.pollSession,
    refreshUser: customer.refreshUser,
    /** Identity verification (its model loads with the KYC screen). */
    async openKyc(): Promise<KycModel> {
      const { createKycModel } = await import('./flowModels');
      return createKycModel({ api, user: () => user.peek(), report: report });
    },
    /** The public tracking of an order (its model loads with the tracking page). */
    async openTracking(orderId: string): Promise<TrackingModel> {
      const { createTrackingModel } = await import('./tracking');
      return createTrackingModel(orderId, { api, report: report, timings: config.timings });
    },
    /**
     * The identity provider's origin for its WebSDK: the sandbox's stand-in is served by the backend
     * itself; in production null, the SDK's own host.
     */
    identityProviderBaseUrl(): string | null {
      return config.environment === 'sandbox' ? new URL(config.apiUrl).origin : null;
    },
    states,
    /** spec 1 §7 `GET countries/{code}/states`: a country's states, loaded once, when its state field shows. */
    loadStates(code: string) {
      if (states.peek()[code]) return;
      void api.countries
        .states(code)
        .then((list) => {
          states.value = { ...states.peek(), [code]: list };
        })
        .catch(report);
    },
    /** The country list, loaded once, on the first screen that needs it. */
    loadCountries(): Promise<Country[]> {
      countriesRequest ??= api.countries.list().then((list) => {
        countries.value = list;
        return list;
      });
      countriesRequest.catch(() => {
        countriesRequest = null;
      });
      return countriesRequest;
    },
    /**
     * Creates the order from the calculator, the wallet and the merchant (spec 1 §3) and returns the next
     * route, or null when the current screen should show the failure. Clears the persisted order data.
     */
    async createOrder(): Promise<Route | null> {
      const calc = calculator.value;
      const orders = await ensureOrder();
      const pay = calc?.pay.value;
      const receive = calc?.receive.value;
      const paymentType = calc?.paymentType.value;
      const payValue = calc?.payValue.value;
      const receiveValue = calc?.receiveValue.value;
      if (!calc || !orders || !pay || !receive || !paymentType || payValue == null || receiveValue == null) return ROUTES.root;
      const m = merchant.value;
      const { created, route } = await orders.create(
        orderCreationPayload({
          paymentType,
          fromCurrency: pay.tickerWithNetwork,
          toCurrency: receive.tickerWithNetwork,
          toWallet: walletAddress.value,
          merchantData: m ? { apiKey: m.apiKey, signature: m.signature, payload: m.payload } : null,
          merchantToAmount: payloadNumber(m?.parsedPayload.toAmount),
          fixedSide: calc.fixedSide.value,
          payValue,
          receiveValue,
        }),
      );
      if (created) {
        // spec 1 §4: persisted order-creation data is cleared once the order is created.
        proceeded.value = false;
        local.remove(STORAGE_KEYS.orderCreationData);
      }
      return route;
    },
    ensureSell,
    ensureOrder,
    /**
     * The analytics event of an amount submitted (pay amount and currency, crypto amount and currency),
     * sent on the side: its failure changes nothing for the customer.
     */
    trackAmountSubmitted(calc: CalculatorModel) {
      const pay = calc.pay.peek();
      const receive = calc.receive.peek();
      const payAmount = calc.payValue.peek();
      const receiveAmount = calc.receiveValue.peek();
      if (!pay || !receive || payAmount === null || receiveAmount === null) return;
      const selling = pay.isCrypto;
      void api.analytics
        .amountSubmitted({
          payAmount,
          payCurrency: pay.tickerWithNetwork,
          cryptoAmount: selling ? payAmount : receiveAmount,
          cryptoCurrency: selling ? pay.tickerWithNetwork : receive.tickerWithNetwork,
          flow: selling ? 'sell' : 'buy',
        })
        .catch(report);
    },
    /** spec 1 §2: logging out clears the user (and the order) and goes to the root. */
    async logout() {
      await customer.signOut();
      order.value?.forget();
    },
    dispose() {
      disposed = true;
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}

export type WidgetModel = ReturnType<typeof createWidgetModel>;
