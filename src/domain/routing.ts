/** Where the customer goes next (spec 1 §2, §4). Pure rules; screens only follow them. */
import type { User } from '../api/schemas';

export type AfterLoginRoute = '/banned_user' | '/buy/light_kyc' | '/buy/kyc' | '/kyc_problems' | '/buy/user_info';

/**
 * spec 1 §2 "Login and welcome back": banned user if KYC is Reject or the user is blocked; light KYC if
 * the user has no complete orders and KYC status is None or Light; KYC if status is None, Retry, Pending,
 * Review or Light; KYC problems if status is Timeout or Error; otherwise user info.
 */
export function afterLoginDestination(user: Pick<User, 'kyc' | 'isBlocked' | 'hasCompleteOrders'>): AfterLoginRoute {
  const status = user.kyc.status;
  if (status === 'reject' || user.isBlocked) return '/banned_user';
  if (!user.hasCompleteOrders && (status === 'none' || status === 'light')) return '/buy/light_kyc';
  if (status === 'none' || status === 'retry' || status === 'pending' || status === 'review' || status === 'light') return '/buy/kyc';
  if (status === 'timeout' || status === 'error') return '/kyc_problems';
  return '/buy/user_info';
}

/**
 * spec 1 §2 "Calculator": after the wallet step, not signed in goes to login; signed in with KYC not
 * Complete goes to welcome back; signed in with KYC Complete goes to user info.
 */
export function destinationAfterWallet(user: Pick<User, 'kyc'> | null): '/buy/login' | '/buy/user_greeting' | '/buy/user_info' {
  if (!user) return '/buy/login';
  return user.kyc.status === 'complete' ? '/buy/user_info' : '/buy/user_greeting';
}
