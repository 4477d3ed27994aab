/**
 * The widget's waits: the spec's values (spec 1 §9, spec 2 §9; `constants.ts`), or all of them scaled
 * down by a sandbox embed's `time-scale` (tests and demos that should not wait 5 s for a poll). Production
 * always runs on the spec's.
 */
import {
  LONG_WAIT_MESSAGE_MS,
  ORDER_CREATION_TIMEOUT_MS,
  ORDER_POLL_MS,
  POST_LOGIN_REDIRECT_MS,
  QUOTE_REFRESH_MS,
  READ_RETRY_BASE_MS,
  UNREACHABLE_WAIT_MS,
  REQUEST_TIMEOUT_MS,
  SELL_ORDER_POLL_MS,
  STATUS_LONG_POLL_RETRY_MAX_MS,
  STATUS_LONG_POLL_RETRY_MS,
  STATUS_LONG_POLL_TIMEOUT_MS,
  TRACKING_POLL_MS,
  TRACKING_RETRY_DELAY_MS,
  USER_POLL_MS,
} from './constants';

export type Timings = {
  readonly requestTimeoutMs: number;
  readonly orderCreationTimeoutMs: number;
  readonly statusLongPollTimeoutMs: number;
  readonly statusLongPollRetryMs: number;
  readonly statusLongPollRetryMaxMs: number;
  readonly orderPollMs: number;
  readonly sellOrderPollMs: number;
  readonly userPollMs: number;
  readonly trackingPollMs: number;
  readonly trackingRetryDelayMs: number;
  readonly longWaitMessageMs: number;
  readonly postLoginRedirectMs: number;
  readonly quoteRefreshMs: number;
  readonly readRetryBaseMs: number;
  readonly unreachableWaitMs: number;
};

export const SPEC_TIMINGS: Timings = {
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
  orderCreationTimeoutMs: ORDER_CREATION_TIMEOUT_MS,
  statusLongPollTimeoutMs: STATUS_LONG_POLL_TIMEOUT_MS,
  statusLongPollRetryMs: STATUS_LONG_POLL_RETRY_MS,
  statusLongPollRetryMaxMs: STATUS_LONG_POLL_RETRY_MAX_MS,
  orderPollMs: ORDER_POLL_MS,
  sellOrderPollMs: SELL_ORDER_POLL_MS,
  userPollMs: USER_POLL_MS,
  trackingPollMs: TRACKING_POLL_MS,
  trackingRetryDelayMs: TRACKING_RETRY_DELAY_MS,
  longWaitMessageMs: LONG_WAIT_MESSAGE_MS,
  postLoginRedirectMs: POST_LOGIN_REDIRECT_MS,
  quoteRefreshMs: QUOTE_REFRESH_MS,
  readRetryBaseMs: READ_RETRY_BASE_MS,
  unreachableWaitMs: UNREACHABLE_WAIT_MS,
};

/** A `time-scale` as given (a decimal above 0, at most 1), or null when it is not one. */
export function parseTimeScale(text: string): number | null {
  if (!/^(0|1)(\.\d{1,4})?$/.test(text)) return null;
  const scale = Number(text);
  return scale > 0 && scale <= 1 ? scale : null;
}

/** Every wait multiplied by `scale` (whole milliseconds, at least 1). */
export function scaleTimings(scale: number): Timings {
  return Object.fromEntries(Object.entries(SPEC_TIMINGS).map(([name, ms]) => [name, Math.max(1, Math.round(ms * scale))])) as Timings;
}
