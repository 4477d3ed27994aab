/** The off-ramp's pure rules (spec 2 §2, §4, §5): screens per status, views, date of birth, where next. */
import { ROUTES, type Route, type StaticRoute, sellOrderRoute } from './routes';
import type { User } from './entities';
import { type OrderStatus, isFinalStatus } from './orderStatus';

export type SellScreen = 'card' | 'kyc' | 'payment' | 'status';

/** spec 2 §4 "Sell screen per status". */
export function sellScreenForStatus(status: OrderStatus): SellScreen {
  switch (status) {
    case 'created':
    case 'reserved':
      return 'card';
    case 'kyc_waiting':
      return 'kyc';
    case 'can_be_processed':
    case 'processing_started':
    case 'auth_requested':
      return 'payment';
    default:
      return 'status';
  }
}

/** spec 2 §4: a sell order is read every 3 s until it is complete, failed or expired. */
export function sellOrderFollowed(status: OrderStatus): boolean {
  return !isFinalStatus(status);
}

/** The path of a sell order's screen; card screens keep whichever of select or create the customer is on. */
export function sellOrderPath(orderId: string, screen: SellScreen, current?: string): Route {
  switch (screen) {
    case 'card': {
      const create = sellOrderRoute(orderId, 'card_create');
      return current === create ? create : sellOrderRoute(orderId, 'card_select');
    }
    case 'kyc':
      return ROUTES.sellKyc;
    case 'payment':
      return sellOrderRoute(orderId, 'payment');
    case 'status':
      return sellOrderRoute(orderId, 'status');
  }
}

export type HoldReason = 'manual_review' | 'proof_of_funds' | 'suspicious' | 'underpaid' | 'overpaid';
export type SellStatusView = 'expired' | 'failed' | 'onHold' | 'complete' | 'waiting';

/** spec 2 §2 "Status screen": expired, failed, on hold, complete, or waiting. */
export function sellStatusView(status: OrderStatus): SellStatusView {
  switch (status) {
    case 'expired':
      return 'expired';
    case 'failed':
      return 'failed';
    case 'on_hold':
      return 'onHold';
    case 'complete':
      return 'complete';
    default:
      return 'waiting';
  }
}

/**
 * spec 2 "Login" and §4: after sign-in a sell customer who is blocked or rejected goes to banned user; a
 * failed check (timeout, error) to KYC problems; a complete check, or one in review ("Complete or Review
 * shows the payment step"), goes on to the order (null: create the sell order and go to card select); any
 * other status to the sell KYC route.
 */
export function sellAfterLogin(user: Pick<User, 'kyc' | 'isBlocked'>): StaticRoute | null {
  const status = user.kyc.status;
  if (status === 'reject' || user.isBlocked) return ROUTES.bannedUser;
  if (status === 'timeout' || status === 'error') return ROUTES.kycProblems;
  if (status === 'complete' || status === 'review') return null;
  return ROUTES.sellKyc;
}

export type DateOfBirthProblem =
  | 'offramp.cardCreateValidate.required'
  | 'offramp.cardCreateValidate.validDate'
  | 'offramp.cardCreateValidate.notFuture'
  | 'offramp.cardCreateValidate.olderThan18';

export const MINIMUM_AGE = 18;
export const MAXIMUM_AGE = 150;

/** ##.##.####, parsed day-month-year; anything else parses to nothing. */
export function parseDateOfBirth(text: string): { day: number; month: number; year: number } | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { day, month, year };
}

/** spec 2 §5 "Date of birth": required, a real date, not in the future, at least 18, at most 150 years ago. */
export function dateOfBirthProblem(text: string, today: Date): DateOfBirthProblem | null {
  if (text.trim() === '') return 'offramp.cardCreateValidate.required';
  const date = parseDateOfBirth(text);
  if (!date) return 'offramp.cardCreateValidate.validDate';
  const born = Date.UTC(date.year, date.month - 1, date.day);
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (born > now) return 'offramp.cardCreateValidate.notFuture';
  if (Date.UTC(date.year + MINIMUM_AGE, date.month - 1, date.day) > now) return 'offramp.cardCreateValidate.olderThan18';
  if (Date.UTC(date.year + MAXIMUM_AGE, date.month - 1, date.day) < now) return 'offramp.cardCreateValidate.validDate';
  return null;
}

/** Typing help for ##.##.####: digits only, dots placed as the customer types. */
export function maskDateOfBirth(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('.');
}

/**
 * spec 2 "Card select": the selection defaults to the first card when none is chosen (or the chosen one
 * is gone); with no cards there is nothing to select (new-card mode).
 */
export function defaultCardSelection(cards: { id: string }[], selected: string | null): string | null {
  if (cards.length === 0) return null;
  return selected && cards.some((card) => card.id === selected) ? selected : (cards[0]?.id ?? null);
}
