/**
 * Start-up (spec 2 "Start-up sequence"; its parts in `startup.ts`): one per widget, built by the
 * composition root (`compose.ts`) beside the feature models it sets up.
 *
 *   pre-init   launch parameters parsed, flow type chosen, language picked
 *   init       merchants/validate-widget ∥ currencies ∥ rates ∥ country ∥ languages ∥ user ∥ fees  (one round trip)
 *   post-init  calculator set to merchant or default currencies, persisted order data restored
 *   done       `started` to the host   |   failed: `error` to the host and an error screen
 */
import { batch, signal } from '@preact/signals-react';
import { validate } from 'superstruct';
import type { ApiClient } from '../api/client';
import type { Resources } from '../api/resources';
import { merchantCalculatorSetup } from '../domain/calculator';
import { DEFAULT_BUY_RECEIVE_CURRENCY, DEFAULT_COUNTRY_FIAT, STORAGE_KEYS, perMerchantKey } from '../domain/constants';
import { startingFiat } from '../domain/currencies';
import { type Country, DEFAULT_COUNTRY, type User } from '../domain/entities';
import type { Flow } from '../domain/flow';
import { type FlowType, flowTypeOf } from '../domain/flowType';
import type { Merchant } from '../domain/launchParams';
import { type PersistedOrderData, PersistedOrderDataSchema, hasCompleteCalculator, isFresh, routeForRestoredFlow } from '../domain/persistedOrderData';
import { ROUTES, type Route, flowStart } from '../domain/routes';
import type { Navigation } from './navigation';
import { initialRouteChoice } from '../domain/routing';
import type { BuyModel } from './buy';
import { createCalculatorModel } from './calculator';
import type { WidgetConfig } from './config';
import type { createLanguageModel } from './language';
import type { LaterModels } from './later';
import { type Next, go } from './navigation';
import { type StartupFailure, checkedCurrencies, initRound, preInit, startupFailureOf } from './startup';
import { readJson } from './storage';
import { settle } from './settle';
import type { ReturningCustomer } from './returningCustomer';
import { view, type View } from './view';



export function createStartup(deps: {
  config: WidgetConfig;
  api: Resources;
  client: ApiClient;
  report: (error: unknown) => void;
  merchant: { set(merchant: Merchant | null): void };
  session: { token: View<string | null>; user: View<User | null>; setUser(user: User, token?: string): void };
  language: ReturnType<typeof createLanguageModel>;
  buy: BuyModel;
  later: LaterModels;
  returning: ReturningCustomer;
  navigation: Navigation;
}) {
  const { config, api, client, report, buy, later, language } = deps;
  const { local, bridge } = config;
  const phase = signal<'starting' | 'ready' | 'failed'>('starting');
  const failure = signal<StartupFailure | null>(null);
  const merchantName = signal<string | null>(null);
  const flowType = signal<FlowType | null>(null);
  /** The flow of the screen the widget started on (spec 2 §1: by the path). */
  const startFlow = signal<Flow>('buy');
  const country = signal<Country>(DEFAULT_COUNTRY);

  function restoredOrderData(): PersistedOrderData | null {
    const [error, data] = validate(readJson(local, STORAGE_KEYS.orderCreationData), PersistedOrderDataSchema);
    return error || !isFresh(data, Date.now()) ? null : data;
  }

  function fail(error: unknown) {
    const { failure: next, hostError, unexpected } = startupFailureOf(error);
    if (unexpected) report(error);
    // (The sandbox's word on why it refused a launch goes to the developer's console from the integration
    // doctor, state/diagnostics.ts, out of the first load.)
    batch(() => {
      failure.value = next;
      phase.value = 'failed';
    });
    bridge.emit('error', hostError);
  }

  /** Start-up, for a widget whose first screen is in `flow` (its merchant check and calculators). */
  async function start(flow: Flow = 'buy') {
    startFlow.value = flow;
    // pre-init: the language's strings load beside everything else (before anything but the spinner
    // renders), and also before an early failure screen.
    const languageReady = language.pick({ requested: config.requestedLanguage, browser: config.browserLanguage });
    try {
      const { merchant: m, payload } = preInit(config);
      // From here on the merchant's parameters go with every call (X-Merchant-Data), and the failure
      // screens offer to close the widget.
      deps.merchant.set(m);
      flowType.value = flowTypeOf(payload);
      const expectedReceive = payload?.toCurrency ?? DEFAULT_BUY_RECEIVE_CURRENCY;
      const activeOrderKey = perMerchantKey(STORAGE_KEYS.activeOrderId, m?.signature);
      const init = await initRound(
        { api, client, report },
        { merchant: m, pageOrigin: config.pageOrigin, flow, signedIn: deps.session.token.peek() !== null, storedOrderId: local.get(activeOrderKey), expectedReceive, languageReady },
      );
      const { rates, country: detected, user: signedInUser, activeOrder, fees: prefetchedFees, sellRates } = init;
      // spec 1 §7: the merchant's share token signs its customer in, presented here at once (it lives
      // minutes and any presentation spends it: not left in the page until the customer reaches sign-in).
      // A session already there (signed in, or a stored token whose read failed) stays; the token is not
      // presented. Refused, the code login goes on as usual.
      const hasSession = signedInUser !== null || deps.session.token.peek() !== null;
      const vouched =
        !hasSession && payload?.email && payload.shareToken
          ? await settle(api.customers.signInWithoutConfirmation({ email: payload.email, shareToken: payload.shareToken }), report, null)
          : null;
      const currentUser = signedInUser ?? vouched;

      // post-init
      const currencies = checkedCurrencies(payload, init.currencies, rates);
      // spec 1 §4 "Detected country": an unavailable country falls back to the US dollar.
      const countryIgnored = local.get(STORAGE_KEYS.countryUnavailableIgnored) === 'true';
      const merchantDefaultCurrency = config.defaultCurrency ?? payload?.defaultCurrency ?? null;
      const defaultFiat = startingFiat({ merchantDefault: merchantDefaultCurrency, country: detected, currencies: init.currencies, fallback: DEFAULT_COUNTRY_FIAT });
      const restored = restoredOrderData();
      const calculator = createCalculatorModel({
        direction: 'buy',
        currencies,
        rates,
        ...merchantCalculatorSetup(payload, { defaultFiat, defaultReceive: DEFAULT_BUY_RECEIVE_CURRENCY, paymentFlow: flowType.value === 'payment_flow' }),
        prefetchedFees: prefetchedFees ? { ticker: expectedReceive, fees: prefetchedFees } : undefined,
        loadFees: ({ receive }, signal) => api.currencies.fees(receive.tickerWithNetwork, m?.apiKey, signal),
        report,
        fresh: { loadRates: () => api.currencies.rates(m?.apiKey), everyMs: config.timings.quoteRefreshMs, moved: (quote) => bridge.emit('quote_updated', quote) },
      });
      calculator.initialize(restored && hasCompleteCalculator(restored) ? restored : null, deps.returning.paymentType(currentUser));
      later.provide({
        sell: {
          client,
          local,
          storageKey: perMerchantKey(STORAGE_KEYS.activeSellOrderId, m?.signature),
          bridge,
          merchant: m,
          defaultCurrency: merchantDefaultCurrency,
          currencies: init.currencies,
          country: () => country.peek(),
          report,
          timings: config.timings,
          trackAmountSubmitted: buy.trackAmountSubmitted,
          signedIn: () => deps.session.user.peek() !== null,
        },
        order: { api, client, local, storageKey: activeOrderKey, initialOrder: currentUser ? activeOrder : null, bridge, merchantPayload: payload, report, timings: config.timings },
      });
      batch(() => {
        merchantName.value = init.merchantName;
        language.offer(init.languages);
        country.value = detected;
        // A reply of null keeps the stored token (spec 1 §7: null on any failure, a blip included).
        if (vouched) deps.session.setUser(vouched, vouched.token ?? undefined);
        else if (currentUser) deps.session.setUser(currentUser);
        buy.setUp(calculator, { proceeded: restored?.proceeded === true, confirmed: restored?.confirmed === true, address: payload?.toWallet ?? restored?.address ?? '' });
        const resume = initialRouteChoice(currentUser, currentUser ? activeOrder : null);
        // Where the customer resumes: the unavailable country's notice in either flow; in the buy flow the
        // order to resume, or the restored steps for a customer who starts at the root (the sell flow
        // resumes by its own order rules).
        const resumeAt = (to: Route, from: 'always' | 'fromRoot') => void deps.navigation.follow({ go: to, replace: true, resume: from });
        if (!detected.available && !countryIgnored) resumeAt(ROUTES.countryUnavailable, 'always');
        else if (flow === 'buy' && resume) resumeAt(resume, 'always');
        else if (flow === 'buy' && restored) resumeAt(routeForRestoredFlow(restored), 'fromRoot');
      });
      // post-init sets both calculators up when the widget starts on selling (spec 2 "Start-up sequence");
      // starting on buying, the sell one is set up on the first sell screen, its code out of the first load.
      // (A chunk that does not load now is loaded again by the screen that needs it.)
      if (flow === 'sell') await (await settle(later.ensureSell(), report, null))?.ensureCalculator(sellRates ?? undefined);
      // An order to resume has its model before its screen shows.
      if (currentUser && activeOrder) await later.ensureOrder().catch(report);
      phase.value = 'ready';
      if (!detected.available && !countryIgnored) bridge.emit('unsupported', { country: detected.isoAlpha2 });
      bridge.emit('started', { flowType: flowType.value });
    } catch (error) {
      await languageReady;
      fail(error);
    }
  }

  return {
    phase: view(phase),
    failure: view(failure),
    merchantName: view(merchantName),
    flowType: view(flowType),
    startFlow: view(startFlow),
    country: view(country),
    start,
    /** spec 1 §2 "Country unavailable": Continue stores the flag, tells the host, goes to the start of the flow. */
    continueFromUnavailableCountry(): Next {
      local.set(STORAGE_KEYS.countryUnavailableIgnored, 'true');
      bridge.emit('force_continue', { country: country.peek().isoAlpha2 });
      return go(flowStart(startFlow.peek()), true);
    },
  };
}
