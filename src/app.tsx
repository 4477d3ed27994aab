/** The route table (spec 1 §2, spec 2 §2) and the start-up phases. */
import { computed } from '@preact/signals-react';
import { type ComponentProps, type ComponentType, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Redirect, Route, Router, Switch, useLocation, type BaseLocationHook } from 'wouter';
import { ROUTES, ROUTE_PATTERNS, SELL_ORDER_SCREENS, type StaticRoute, flowStart, isPublicRoute } from './domain/routes';
import Calculator from './screens/buy/Calculator';
import { ErrorBoundary } from './ErrorBoundary';
import { loadLaterStyles } from './ui/adoptStyles';
import { loadedLater } from './ui/loadedLater';
import type { Widget } from './state/compose';
import { WidgetContext, useComposed } from './state/context';
import { type UiEnvironment, UiContext } from './ui/environment';
import { Skeleton } from './ui/Skeleton';
import { useFlow } from './ui/useFlow';

// Everything but the calculator loads on demand: the first load stays small (see `npm run size`). The code
// loads like data (ui/loadedLater.tsx): it waits for the connection and is asked for again after a failure;
// one that stays shows the error page in the connection's words, whose Try again asks once more.
// A start-up failure's screen too (its chunk failing to load as well, the error page says so in words).
const StartupFailed = loadedLater(() => import('./screens/system/StartupFailed'));
const CountryUnavailable = loadedLater(() => import('./screens/buy/CountryUnavailable'));
const TrackOrder = loadedLater(() => import('./screens/tracking/TrackOrder'));
// The window-closing pages: only a provider's window returned to reaches them.
const CloseWindow = loadedLater(() => import('./screens/system/CloseWindow'));

/**
 * A screen's chunk, with the code of the models it opens asked for at the same time: one round trip for
 * both instead of one after the other. Only a head start: the screen loads its models itself, so a failure
 * here changes nothing (the screen's own load tries again and reports).
 */
function besideModels<T>(screen: Promise<T>, models: () => Promise<unknown>): Promise<T> {
  // silent: a head start only; the screen's own load of its models reports a failure.
  models().catch(() => undefined);
  return screen;
}

/** How long after start-up the next steps' code is asked for: after the first screen's own work. */
const WARM_UP_AFTER_MS = 1500;

/** A screen of the later steps' chunk (`src/laterScreens.ts`), loaded with the first of them and beside their models. */
function later<Name extends keyof typeof import('./laterScreens')>(name: Name) {
  type Props = ComponentProps<(typeof import('./laterScreens'))[Name]>;
  return loadedLater<Props>(() =>
    besideModels(import('./laterScreens'), () => import('./state/flowModels')).then((screens) => ({ default: screens[name] as ComponentType<Props> })),
  );
}
const WalletAddress = later('WalletAddress');
const SellCalculator = later('SellCalculator');
const Login = later('Login');
const UserGreeting = later('UserGreeting');
const LightKyc = later('LightKyc');
const Order = later('Order');
const ConfirmTransaction = later('ConfirmTransaction');
const LimitReached = later('LimitReached');
const OrderWithoutCard = later('OrderWithoutCard');
const OrderAuthRedirect = later('OrderAuthRedirect');
const BannedUser = later('BannedUser');
const KycProblems = later('KycProblems');
const Kyc = later('Kyc');
const KycWaiting = later('KycWaiting');
const UserInfo = later('UserInfo');
const BillingAddressEdit = later('BillingAddressEdit');
const SellWelcome = later('SellWelcome');
const SellOrder = later('SellOrder');

/**
 * spec 1 §2: order, kyc waiting, kyc, billing address edit, welcome back, banned user, user info, light
 * kyc and order without card need a signed-in user.
 */
const SIGNED_IN_SCREENS: [path: StaticRoute, screen: ComponentType][] = [
  [ROUTES.userGreeting, UserGreeting],
  [ROUTES.bannedUser, BannedUser],
  [ROUTES.kycProblems, KycProblems],
  [ROUTES.buyKyc, Kyc],
  [ROUTES.buyKycWaiting, KycWaiting],
  [ROUTES.lightKyc, LightKyc],
  [ROUTES.userInfo, UserInfo],
  [ROUTES.billingAddressEdit, BillingAddressEdit],
  [ROUTES.order, Order],
  [ROUTES.confirmTransaction, ConfirmTransaction],
  [ROUTES.limitReached, LimitReached],
  [ROUTES.orderWithoutCard, OrderWithoutCard],
  [ROUTES.orderAuthRedirect, OrderAuthRedirect],
  // spec 2 §2: every sell screen but the calculator and login needs a signed-in user.
  [ROUTES.sellWelcome, SellWelcome],
  [ROUTES.sellKyc, Kyc],
  [ROUTES.sellKycWaiting, KycWaiting],
];

/** What the shared components see of this widget's models (see `src/ui/environment.tsx`). */
function uiEnvironmentOf(widget: Widget): UiEnvironment {
  return {
    t: widget.i18n.t,
    language: widget.language.language,
    changeLanguage: widget.language.change,
    merchantName: widget.startup.merchantName,
    closable: computed(() => !widget.standalone.value),
    connection: widget.connection.state,
    paymentUnderWay: computed(() => widget.later.order.value?.paymentUnderWay.value ?? false),
    problem: computed(() => {
      const problem = widget.navigation.problem.value;
      widget.language.language.value; // our words in the language on show
      return problem ? (problem.serverText ?? widget.i18n.t(problem.key)) : null;
    }),
    exit: widget.exit,
    noteScreenShown: widget.noteScreenShown,
    knownCurrency(tickerWithNetwork) {
      const calculator = widget.buy.calculator.value;
      return calculator ? [...calculator.payOptions, ...calculator.receiveOptions].find((c) => c.tickerWithNetwork === tickerWithNetwork) : undefined;
    },
  };
}

export function App({ widget, location }: { widget: Widget; location: BaseLocationHook }) {
  const [ui] = useState(() => uiEnvironmentOf(widget));
  return (
    <WidgetContext.Provider value={widget}>
      <UiContext.Provider value={ui}>
      <ErrorBoundary>
        <Router hook={location}>
          <Switch>
            {/* Window-closing pages work before (and without) start-up. */}
            <Route path={ROUTES.closeOnSuccess}>
              <Suspense fallback={null}>
                <CloseWindow outcome="success" />
              </Suspense>
            </Route>
            <Route path={ROUTES.closeOnFailure}>
              <Suspense fallback={null}>
                <CloseWindow outcome="failure" />
              </Suspense>
            </Route>
            <Route>
              <Phases />
            </Route>
          </Switch>
        </Router>
      </ErrorBoundary>
      </UiContext.Provider>
    </WidgetContext.Provider>
  );
}

function Phases() {
  const widget = useComposed();
  const t = widget.i18n.t;
  const { startup, navigation } = widget;
  const [location, navigate] = useLocation();
  // The one channel (state/navigation.ts): a move an action answered with, a model asked for, or start-up's
  // resume of a flow, which never moves a public page (order tracking) and, from the root only, only there.
  const move = navigation.move.value;
  useEffect(() => {
    if (!move) return;
    navigation.moved();
    const declined = move.resume && (isPublicRoute(location) || (move.resume === 'fromRoot' && location !== ROUTES.root));
    if (!declined) navigate(move.go, { replace: move.replace === true });
  }, [move, location, navigate, navigation]);
  // A problem said belongs to the screen it was said on. Only the problem: a screen that opens on this
  // location may already have asked to move on (its port's open runs before this effect).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new location.
  useEffect(() => navigation.arrived(), [location, navigation]);

  // The next steps' code comes while the customer reads the first screen (1.5 s after start-up, when the
  // device is online): a lift later on finds it here (Firefox and WebKit cannot load a module again after
  // a failure).
  const ready = startup.phase.value === 'ready';
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => {
      if (!navigator.onLine) return;
      // silent: a head start only; a screen that needs the code loads it itself and says when it cannot.
      besideModels(import('./laterScreens'), () => import('./state/flowModels')).catch(() => undefined);
      // The calculator's currency list, opened on a tap (screens/parts/CalculatorForm.tsx).
      // silent: a head start only, as above.
      import('./ui/CurrencySelectModal').catch(() => undefined);
      // The later screens' styles, which come with either.
      // silent: a head start only, as above.
      loadLaterStyles().catch(() => undefined);
      // The question a close asks while a payment is under way (ui/Frame.tsx): there when a payment is.
      // silent: a head start only, as above.
      import('./ui/CloseConfirm').catch(() => undefined);
    }, WARM_UP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [ready]);

  const failure = startup.failure.value;
  if (!failure && (startup.phase.value !== 'ready' || move?.resume)) return <Skeleton label={t('frame.loading')} />;
  return <Suspense fallback={<Skeleton label={t('frame.loading')} />}>{failure ? <StartupFailed /> : <Screens />}</Suspense>;
}

/** The screens of a started widget, by route. */
function Screens() {
  return (
    <Switch>
      <Route path={ROUTES.root} component={Calculator} />
      <Route path={ROUTES.buy} component={Calculator} />
      <Route path={ROUTES.countryUnavailable} component={CountryUnavailable} />
      <Route path={ROUTES.walletAddress} component={WalletAddress} />
      <Route path={ROUTES.sell} component={SellCalculator} />
      <Route path={ROUTES.buyLogin} component={Login} />
      <Route path={ROUTES.sellLogin} component={Login} />
      {SELL_ORDER_SCREENS.map((screen) => (
        <Route key={screen} path={ROUTE_PATTERNS.sellOrder(screen)}>
          {(params: { orderId: string }) => (
            <SignedIn>
              <SellOrder key={params.orderId} orderId={params.orderId} screen={screen} />
            </SignedIn>
          )}
        </Route>
      ))}
      <Route path={ROUTE_PATTERNS.publicOrder}>{(params: { orderId: string }) => <TrackOrder orderId={params.orderId} />}</Route>
      {SIGNED_IN_SCREENS.map(([path, Screen]) => (
        <Route key={path} path={path}>
          <SignedIn>
            <Screen />
          </SignedIn>
        </Route>
      ))}
      {/* spec 1 §2: any other path redirects to root */}
      <Route>
        <Redirect to={ROUTES.root} replace />
      </Route>
    </Switch>
  );
}

/** spec 1 §2, spec 2 §2: screens that need a signed-in user send visitors to the start route of their flow. */
function SignedIn({ children }: { children: ReactNode }) {
  const { session } = useComposed();
  const flow = useFlow();
  return session.user.value ? children : <Redirect to={flowStart(flow)} replace />;
}
