/** Where the customer goes next (spec 1 §2, §4). Pure rules; screens only follow them. */
import type { Order, User } from './entities';
import { ROUTES, type StaticRoute } from './routes';

export const WALLET_PROVIDERS = ['google_pay_pne', 'blik_pne', 'skrill_pne'] as const;

/**
 * The wallet step, or root when the merchant supplied both wallet and amount (nothing to change there):
 * where a forgotten order goes (spec 1 §4 "Cancelling or forgetting an order … goes to root if the
 * merchant supplied both wallet and amount, otherwise to the wallet address screen"), and where Back goes
 * from login, welcome back, light KYC and user info (spec 1 §2 "Wallet address screen").
 */
export function walletStepOrRoot(merchantPayload: { toWallet?: unknown; toAmount?: unknown; fromAmount?: unknown } | null): StaticRoute {
  const amount = merchantPayload?.toAmount ?? merchantPayload?.fromAmount;
  return merchantPayload?.toWallet !== undefined && amount !== undefined ? ROUTES.root : ROUTES.walletAddress;
}

export type AfterLoginRoute = (typeof ROUTES)['bannedUser' | 'lightKyc' | 'buyKyc' | 'kycProblems' | 'userInfo'];

/**
 * spec 1 §2 "Login and welcome back": banned user if KYC is Reject or the user is blocked; light KYC if
 * the user has no complete orders and KYC status is None or Light; KYC if status is None, Retry, Pending,
 * Review or Light; KYC problems if status is Timeout or Error; otherwise user info.
 */
export function afterLoginDestination(user: Pick<User, 'kyc' | 'isBlocked' | 'hasCompleteOrders'>): AfterLoginRoute {
  const status = user.kyc.status;
  if (status === 'reject' || user.isBlocked) return ROUTES.bannedUser;
  if (!user.hasCompleteOrders && (status === 'none' || status === 'light')) return ROUTES.lightKyc;
  if (status === 'none' || status === 'retry' || status === 'pending' || status === 'review' || status === 'light') return ROUTES.buyKyc;
  if (status === 'timeout' || status === 'error') return ROUTES.kycProblems;
  return ROUTES.userInfo;
}

/**
 * spec 1 §2 "Calculator": after the wallet step, not signed in goes to login; signed in with KYC not
 * Complete goes to welcome back; signed in with KYC Complete goes to user info.
 */
export function destinationAfterWallet(user: Pick<User, 'kyc'> | null): StaticRoute {
  if (!user) return ROUTES.buyLogin;
  return user.kyc.status === 'complete' ? ROUTES.userInfo : ROUTES.userGreeting;
}

/**
 * spec 1 §4 "Initial route choice after start": rejected or blocked users to banned user; KYC pending,
 * review or retry to full verification; problematic verification to KYC problems; an order for better_bro
 * not in processing_started, can_be_processed or auth_requested to confirm transaction; a reserved order
 * for google_pay_pne, blik_pne, skrill_pne to order without card; any other existing order to the order
 * screen. Null: no opinion (anonymous visitors, or nothing to resume).
 */
export function initialRouteChoice(
  user: Pick<User, 'kyc' | 'isBlocked'> | null,
  order: Pick<Order, 'paymentProviderId' | 'status'> | null,
): StaticRoute | null {
  if (!user) return null;
  const status = user.kyc.status;
  if (status === 'reject' || user.isBlocked) return ROUTES.bannedUser;
  if (status === 'pending' || status === 'review' || status === 'retry') return ROUTES.buyKyc;
  if (status === 'timeout' || status === 'error') return ROUTES.kycProblems;
  if (!order) return null;
  if (order.paymentProviderId === 'better_bro') {
    return ['processing_started', 'can_be_processed', 'auth_requested'].includes(order.status) ? ROUTES.order : ROUTES.confirmTransaction;
  }
  if (order.status === 'reserved' && (WALLET_PROVIDERS as readonly string[]).includes(order.paymentProviderId)) return ROUTES.orderWithoutCard;
  return ROUTES.order;
}

/** spec 1 §2 "Banned user": the block reason, otherwise the KYC reject labels. */
export function banReasons(user: Pick<User, 'blockReason' | 'kyc'>): string[] {
  if (user.blockReason) return [user.blockReason];
  return rejectLabelsOf(user.kyc);
}

/** The KYC reject labels as a list (spec 1 §3 "rejectLabels map of type to text"). */
export function rejectLabelsOf(kyc: User['kyc']): string[] {
  return Object.values(kyc.rejectLabels ?? {});
}

/**
 * spec 1 §2 "KYC waiting": keep waiting (null) while Pending or Review. Complete starts light KYC when
 * the user has no first name, else resumes the purchase ('resume': the order the customer was creating,
 * or the active one, else user info; the buy model knows which). Retry goes back to KYC; Timeout and
 * Error to KYC problems; Reject to banned user (which lists the labels).
 */
export function kycWaitingDestination(user: Pick<User, 'kyc' | 'firstName'>): StaticRoute | 'resume' | null {
  switch (user.kyc.status) {
    case 'pending':
    case 'review':
      return null;
    case 'complete':
      return user.firstName ? 'resume' : ROUTES.lightKyc;
    case 'timeout':
    case 'error':
      return ROUTES.kycProblems;
    case 'reject':
      return ROUTES.bannedUser;
    default:
      return ROUTES.buyKyc;
  }
}

/**
 * spec 1 §4 "Back from the card screen goes to user-info, or light-KYC when KYC status is Light" (and the
 * order-without-card form, spec 1 §2).
 */
export function backFromPayment(user: Pick<User, 'kyc'> | null): StaticRoute {
  return user?.kyc.status === 'light' ? ROUTES.lightKyc : ROUTES.userInfo;
}
