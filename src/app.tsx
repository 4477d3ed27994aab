/** The route table (spec 1 §2, spec 2 §2) and the start-up phases. */
import { type ComponentType, type ReactNode, Suspense, lazy, useEffect } from 'react';
import { Redirect, Route, Router, Switch, useLocation, type BaseLocationHook } from 'wouter';
import Calculator from './screens/buy/Calculator';
import { CloseWindow } from './screens/system/CloseWindow';
import { ErrorBoundary } from './screens/system/ErrorBoundary';
import type { WidgetModel } from './state/widget';
import { WidgetContext, useWidget } from './ui/context';
import { Spinner } from './ui/Spinner';
import { useFlow } from './ui/useFlow';

// Everything but the calculator loads on demand: the first load stays small (see `npm run size`).
// A start-up failure's screen too (its chunk failing to load as well, the error page says so in words).
const StartupFailed = lazy(() => import('./screens/system/StartupFailed'));
const CountryUnavailable = lazy(() => import('./screens/buy/CountryUnavailable'));
const WalletAddress = lazy(() => import('./screens/buy/WalletAddress'));
const SellCalculator = lazy(() => import('./screens/sell/SellCalculator'));
const Login = lazy(() => import('./screens/auth/Login'));
const UserGreeting = lazy(() => import('./screens/auth/UserGreeting'));
const LightKyc = lazy(() => import('./screens/buy/LightKyc'));
const Order = lazy(() => import('./screens/order/Order'));
const ConfirmTransaction = lazy(() => import('./screens/order/ConfirmTransaction'));
const LimitReached = lazy(() => import('./screens/order/LimitReached'));
const OrderWithoutCard = lazy(() => import('./screens/order/OrderWithoutCard'));
const OrderAuthRedirect = lazy(() => import('./screens/order/OrderAuthRedirect'));
const BannedUser = lazy(() => import('./screens/kyc/BannedUser'));
const KycProblems = lazy(() => import('./screens/kyc/KycProblems'));
const Kyc = lazy(() => import('./screens/kyc/Kyc'));
const KycWaiting = lazy(() => import('./screens/kyc/KycWaiting'));
const UserInfo = lazy(() => import('./screens/buy/UserInfo'));
const BillingAddressEdit = lazy(() => import('./screens/buy/BillingAddressEdit'));
const TrackOrder = lazy(() => import('./screens/tracking/TrackOrder'));
const SellWelcome = lazy(() => import('./screens/sell/SellWelcome'));
const SellOrder = lazy(() => import('./screens/sell/SellOrder'));

/**
 * spec 1 §2: order, kyc waiting, kyc, billing address edit, welcome back, banned user, user info, light
 * kyc and order without card need a signed-in user.
 */
const SIGNED_IN_SCREENS: [path: string, screen: ComponentType][] = [
  ['/buy/user_greeting', UserGreeting],
  ['/banned_user', BannedUser],
  ['/kyc_problems', KycProblems],
  ['/buy/kyc', Kyc],
  ['/buy/kyc_waiting', KycWaiting],
  ['/buy/light_kyc', LightKyc],
  ['/buy/user_info', UserInfo],
  ['/buy/billing_address_edit', BillingAddressEdit],
  ['/buy/order', Order],
  ['/buy/confirm_transaction', ConfirmTransaction],
  ['/buy/limit_reached', LimitReached],
  ['/buy/order_without_card', OrderWithoutCard],
  ['/order_auth_redirect', OrderAuthRedirect],
  // spec 2 §2: every sell screen but the calculator and login needs a signed-in user.
  ['/sell/welcome', SellWelcome],
  ['/sell/kyc', Kyc],
  // Ours: the sell flow's KYC waiting (the spec lists no route for it).
  ['/sell/kyc_waiting', KycWaiting],
];

const SELL_ORDER_SCREENS = ['card_select', 'card_create', 'payment', 'status'] as const;

export function App({ model, location }: { model: WidgetModel; location: BaseLocationHook }) {
  return (
    <WidgetContext.Provider value={model}>
      <ErrorBoundary>
        <Router hook={location}>
          <Switch>
            {/* Window-closing pages work before (and without) start-up. */}
            <Route path="/close_on_success">
              <CloseWindow outcome="success" />
            </Route>
            <Route path="/close_on_failure">
              <CloseWindow outcome="failure" />
            </Route>
            <Route>
              <Phases />
            </Route>
          </Switch>
        </Router>
      </ErrorBoundary>
    </WidgetContext.Provider>
  );
}

function Phases() {
  const { model, t } = useWidget();
  const [location, navigate] = useLocation();
  const flow = useFlow();
  const redirect = model.redirect.value;
  useEffect(() => {
    if (!redirect) return;
    // A resumed flow only moves a customer who starts at the root; a reload elsewhere stays there.
    // Public pages (order tracking) are never redirected, and the sell flow resumes by its own order rules.
    const publicPage = location.startsWith('/orders/');
    if (!publicPage && (flow !== 'sell' || redirect.sellToo) && (redirect.always || location === '/')) navigate(redirect.to, { replace: true });
    model.redirect.value = null;
  }, [redirect, location, navigate, model, flow]);

  const failure = model.failure.value;
  if (!failure && (model.phase.value !== 'ready' || redirect)) return <Spinner framed label={t('frame.loading')} />;
  return <Suspense fallback={<Spinner framed label={t('frame.loading')} />}>{failure ? <StartupFailed failure={failure} /> : <Screens />}</Suspense>;
}

/** The screens of a started widget, by route. */
function Screens() {
  return (
    <Switch>
      <Route path="/" component={Calculator} />
      <Route path="/buy" component={Calculator} />
      <Route path="/buy/country_unavailable" component={CountryUnavailable} />
      <Route path="/buy/wallet_address" component={WalletAddress} />
      <Route path="/sell" component={SellCalculator} />
      <Route path="/buy/login" component={Login} />
      <Route path="/sell/login" component={Login} />
      {SELL_ORDER_SCREENS.map((screen) => (
        <Route key={screen} path={`/sell/order/:orderId/${screen}`}>
          {(params: { orderId: string }) => (
            <SignedIn>
              <SellOrder orderId={params.orderId} screen={screen} />
            </SignedIn>
          )}
        </Route>
      ))}
      <Route path="/orders/:orderId/public">{(params: { orderId: string }) => <TrackOrder orderId={params.orderId} />}</Route>
      {SIGNED_IN_SCREENS.map(([path, Screen]) => (
        <Route key={path} path={path}>
          <SignedIn>
            <Screen />
          </SignedIn>
        </Route>
      ))}
      {/* spec 1 §2: any other path redirects to root */}
      <Route>
        <Redirect to="/" replace />
      </Route>
    </Switch>
  );
}

/** spec 1 §2, spec 2 §2: screens that need a signed-in user send visitors to the start route of their flow. */
function SignedIn({ children }: { children: ReactNode }) {
  const { model } = useWidget();
  const flow = useFlow();
  return model.user.value ? children : <Redirect to={flow === 'sell' ? '/sell' : '/'} replace />;
}
