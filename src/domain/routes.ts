/**
 * The route table (spec 1 §2, spec 2 §2): every path of the widget is named here and nowhere else
 * (`npm test` fails on a route string outside this file). Domain rules return these; `app.tsx` registers
 * them; screens navigate to them.
 */
import type { Flow } from './flow';

/** The two flows' first screens, named apart: the element's entry carries these and not the table. */
const BUY_START = '/';
const SELL_START = '/sell';

export const ROUTES = {
  root: BUY_START,
  buy: '/buy',
  countryUnavailable: '/buy/country_unavailable',
  walletAddress: '/buy/wallet_address',
  buyLogin: '/buy/login',
  userGreeting: '/buy/user_greeting',
  bannedUser: '/banned_user',
  kycProblems: '/kyc_problems',
  buyKyc: '/buy/kyc',
  buyKycWaiting: '/buy/kyc_waiting',
  lightKyc: '/buy/light_kyc',
  userInfo: '/buy/user_info',
  billingAddressEdit: '/buy/billing_address_edit',
  order: '/buy/order',
  confirmTransaction: '/buy/confirm_transaction',
  limitReached: '/buy/limit_reached',
  orderWithoutCard: '/buy/order_without_card',
  orderAuthRedirect: '/order_auth_redirect',
  closeOnSuccess: '/close_on_success',
  closeOnFailure: '/close_on_failure',
  sell: SELL_START,
  sellLogin: '/sell/login',
  sellWelcome: '/sell/welcome',
  sellKyc: '/sell/kyc',
  // Ours: the sell flow's KYC waiting (the spec lists no route for it).
  sellKycWaiting: '/sell/kyc_waiting',
} as const;

export type StaticRoute = (typeof ROUTES)[keyof typeof ROUTES];

/** spec 2 §2: the screens of one sell order, under `/sell/order/{id}/`. */
export const SELL_ORDER_SCREENS = ['card_select', 'card_create', 'payment', 'status'] as const;
export type SellOrderScreen = (typeof SELL_ORDER_SCREENS)[number];

export type SellOrderRoute = `/sell/order/${string}/${SellOrderScreen}`;
export type PublicOrderRoute = `/orders/${string}/public`;
/** Every path the widget navigates to. */
export type Route = StaticRoute | SellOrderRoute | PublicOrderRoute;

/** Route patterns with parameters, as the router matches them. */
export const ROUTE_PATTERNS = {
  sellOrder: (screen: SellOrderScreen) => `/sell/order/:orderId/${screen}` as const,
  publicOrder: '/orders/:orderId/public',
} as const;

export function sellOrderRoute(orderId: string, screen: SellOrderScreen): SellOrderRoute {
  return `/sell/order/${orderId}/${screen}`;
}

/** spec 2 §7: the public tracking page of an order (the id as given; a URL for another page encodes it). */
export function publicOrderRoute(orderId: string): PublicOrderRoute {
  return `/orders/${orderId}/public`;
}

/** Public pages (order tracking) work without sign-in and are never redirected by start-up. */
export function isPublicRoute(path: string): boolean {
  return path.startsWith('/orders/');
}

/** The start route of a flow (spec 1 §2 root, spec 2 §2 `/sell`). */
export function flowStart(flow: Flow): typeof BUY_START | typeof SELL_START {
  return flow === 'sell' ? SELL_START : BUY_START;
}
