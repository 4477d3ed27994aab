/**
 * The composition root: every feature model of one widget, built once, each given only what it uses.
 * Screens never see this object: each route's port (`state/ports/`) takes from it what its screen may see
 * and do, and `useScreen` gives the screen that. The models that load with later steps (the buy order, the
 * off-ramp) are built once, when their code comes (`later.ts`); a model a screen opens for one visit (a
 * form, a poll, the identity check) is built by its route's port from the dependencies declared here, and
 * closed with its screen.
 *
 *   config ─┬─ client/api ─┬─ session ── language
 *           │              ├─ reference data (countries, states)
 *           │              ├─ buy (calculator, wallet, creation) ──┐
 *           │              ├─ later: order, sell  <────────────────┘
 *           │              └─ start-up (sets buy, later, session, language up)
 *           └─ navigation (the one channel of moves; the router follows, the frame says a stay's problem)
 */
import { computed, signal } from '@preact/signals-react';
import type { i18n as I18n } from 'i18next';
import { createApiClient } from '../api/client';
import { probeBackend } from '../api/probe';
import { createResources } from '../api/resources';
import { CUSTOMER_STORAGE_KEYS } from '../domain/constants';
import type { User } from '../domain/entities';
import type { Flow } from '../domain/flow';
import type { Merchant } from '../domain/launchParams';
import { merchantDataHeader } from '../domain/merchantData';
import { ROUTES } from '../domain/routes';
import { afterLoginDestination } from '../domain/routing';
import { createI18n } from '../i18n/i18n';
import { type ErrorReporter, createErrorReporter } from '../integrations/errorReporting';
import { createBuyModel } from './buy';
import { type LoadLater, createConnection } from './connection';
import { loadWithRetries } from '../domain/retry';
import type { WidgetConfig } from './config';
import { createLanguageModel } from './language';
import { createLaterModels } from './later';
import { type Next, createNavigation, go } from './navigation';
import { createReferenceData } from './referenceData';
import { createSession } from './session';
import { createStartup } from './widget';
import { settle } from './settle';
import { createReturningCustomer } from './returningCustomer';
import { type HostBridge, createHostGate } from '../host/bridge';

export type Widget = ReturnType<typeof composeWidget>;

export function composeWidget(embed: WidgetConfig) {
  /** The host hears this widget from the task after it started until it is disposed (host/bridge.ts). */
  const bridge = createHostGate(embed.bridge);
  const config: WidgetConfig = { ...embed, bridge };
  const { local } = config;
  const i18n: I18n = createI18n();
  const reporter: ErrorReporter = createErrorReporter(config.environment, config.errorDsn);
  /** To error reporting (spec 1 §8), which drops errors that carry a code: those are the backend's answers. */
  const report = (error: unknown) => reporter.report(error);
  /**
   * Set once the widget is gone (unmounted, restarted): a reply still in flight then changes nothing it
   * shares with other widgets of the page, such as the session token (one 401 must not sign out the next).
   */
  let disposed = false;
  let screensShown = 0;
  let unwatchConnection = () => {};
  let opening: ReturnType<typeof setTimeout> | undefined;
  /** The integration doctor's watches (state/diagnostics.ts, a chunk of its own), once it has come. */
  let undiagnose = () => {};

  const merchant = signal<Merchant | null>(null);
  const navigation = createNavigation(report);
  const session = createSession({ store: config.session, api: () => api, report });
  const connection = createConnection({ probe: probeBackend(config.apiUrl), giveUpAfterMs: config.timings.unreachableWaitMs });
  /** Code and strings that load later: once the connection is there, again after failures (domain/retry.ts). */
  const loadLater: LoadLater = (load) =>
    loadWithRetries(load, async () => void (await connection.whenBack()), (ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  const language = createLanguageModel({ i18n, local, api: () => api, signedIn: () => session.user.peek() !== null, report, early: config.early, loadLater });
  const later = createLaterModels({ user: session.user, loadLater });
  const returning = createReturningCustomer({ local, user: session.user, merchantApiKey: () => merchant.peek()?.apiKey ?? null });
  const client = createApiClient({
    timings: config.timings,
    apiUrl: config.apiUrl,
    early: config.early,
    connection,
    token: () => session.token.value,
    locale: () => language.locale.value,
    ownWords: language.inCustomerWords,
    merchantData: () => {
      const m = merchant.value;
      return m ? merchantDataHeader(m) : null;
    },
    // spec 1 §8: an unauthorized reply signs the customer out and clears the order; refused while loading
    // the current user, it only means signed out (a stale session at start-up keeps the order to resume).
    onUnauthorized: (path) => {
      if (disposed) return;
      session.setUser(null);
      if (path === 'customers/current') return;
      const orders = later.order.peek();
      const key = later.orderStorageKey();
      if (orders) orders.forget();
      else if (key) local.remove(key);
    },
  });
  const api = createResources(client);
  const reference = createReferenceData({ api, report });
  const buy = createBuyModel({ api, local, merchant, orders: later.ensureOrder, returning, report });
  const startup = createStartup({
    config,
    api,
    client,
    report,
    merchant: {
      set(m) {
        merchant.value = m;
      },
    },
    session,
    language,
    buy,
    later,
    returning,
    navigation,
  });

  /**
   * Where a signed-in seller goes on (spec 2 "Login", §4): banned user, KYC problems or the sell KYC by the
   * customer's status; with KYC complete, where the off-ramp resumes (an unfinished order's screen, or the
   * new order's card select, or the calculator saying why).
   */
  async function continueSelling(user: Pick<User, 'kyc' | 'isBlocked'>): Promise<Next> {
    // The off-ramp's rules and model come with its code (out of the first load).
    const sell = await settle(later.ensureSell(), report, null);
    return sell ? sell.continueAfterLogin(user) : go(ROUTES.sell);
  }

  /** Where a customer goes once signed in: the buy destination rule, or the sell one. */
  function afterSignIn(flow: Flow, user: User): Promise<Next> {
    return flow === 'sell' ? continueSelling(user) : Promise.resolve(go(afterLoginDestination(user)));
  }

  const merchantPayload = () => merchant.peek()?.parsedPayload ?? null;

  return {
    i18n,
    report,
    navigation,
    /** The way to the backend: the frame says when it is down (calls then wait for it). */
    connection,
    startup,
    language,
    session: {
      user: session.user,
      /** The merchant gave the customer's e-mail: no logging out. */
      emailFromMerchant: computed(() => Boolean(merchant.value?.parsedPayload.email)),
      /** spec 1 §2: logging out clears the user (and the order) and goes to the root. */
      async logout(): Promise<Next> {
        buy.forgetWallet();
        await session.signOut();
        later.order.peek()?.forget();
        // A shared device's next customer finds nothing of this one: addresses, order ids, the returning
        // memory, a connected NEAR wallet (CUSTOMER_STORAGE_KEYS), in every widget of the page.
        local.removeEverywhere(CUSTOMER_STORAGE_KEYS.local);
        return go(ROUTES.root);
      },
      afterSignIn,
      continueSelling,
      setUser: (user: User, token?: string) => session.setUser(user, token),
      refreshUser: () => session.refreshUser(),
      /** The session another widget of the tab may have begun. */
      pollSession: () => session.pollSession(),
    },
    /** With a merchant the widget is embedded in a shop: no Buy/Sell switch, and the host can close it. */
    standalone: computed(() => merchant.value === null),
    buy,
    reference,
    later,
    /** The client, for the calls of later screens (their ports build them: api/accountResources.ts). */
    client,
    /** What the signed-in customer chose last time with this merchant. */
    returning,
    /** The merchant's signed payload, once checked (its e-mail, share token, wallet, …). */
    merchantPayload,
    /** Public order tracking's one read (spec 1 §3 "Track order"). */
    trackOrder: (orderId: string) => api.orders.track(orderId),
    /** The tab's storage, for drafts that survive a reload; the page's lasting storage. */
    storage: { drafts: config.session, local },
    /** What the launch set: the spec's waits, the referral code, the third parties' addresses and hosts. */
    settings: {
      timings: config.timings,
      refcode: config.refcode,
      nearRpcUrl: config.nearRpcUrl,
      environment: config.environment,
      vault: config.vault,
      /** The custom element (null on the iframe page): third-party fields live in its light DOM. */
      lightDomHost: config.lightDomHost,
      widgetPageUrl: config.widgetPageUrl,
      /**
       * The identity provider's origin for its WebSDK: the sandbox's stand-in is served by the backend
       * itself; in production null, the SDK's own host.
       */
      identityProviderBaseUrl: config.environment === 'sandbox' ? new URL(config.apiUrl).origin : null,
    },
    /** 'Try again' after a failure: the iframe page reloads itself; the element remounts. */
    restart: config.restart,
    /** Counts a screen as shown; true from the second on (a screen the customer moved to). */
    noteScreenShown(): boolean {
      screensShown += 1;
      return screensShown > 1;
    },
    exit() {
      bridge.emit('exit', {});
    },
    /** What the widget tells the host: held until the task after `start`, silent after `dispose`. */
    bridge: bridge as HostBridge,
    start(flow: Flow) {
      disposed = false;
      bridge.hold();
      opening = setTimeout(() => {
        bridge.open();
        // The integration doctor, after the start: it tells the merchant what the page keeps from the widget.
        void settle(import('./diagnostics'), report, null).then((doctor) => {
          if (!doctor || disposed) return;
          undiagnose();
          undiagnose = doctor.diagnose({ config, failure: startup.failure, order: later.order });
        });
      }, 0);
      unwatchConnection = connection.watch();
      return startup.start(flow);
    },
    dispose() {
      disposed = true;
      clearTimeout(opening);
      bridge.close();
      buy.dispose();
      later.dispose();
      // Its probes stop and its calls stop waiting for the connection: nothing of it goes on after a restart.
      unwatchConnection();
      undiagnose();
    },
  };
}
