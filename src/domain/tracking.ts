/** Public order tracking (spec 2 §2 "Public order tracking", §7 "Tracking"): what follows each read. */
import { TRACKING_RETRIES } from './constants';
import { type OrderStatus, isFinalStatus } from './orderStatus';
import { SPEC_TIMINGS, type Timings } from './timings';

export type TrackingStep =
  /** Read again after `delayMs`; `failures` is how many reads in a row have failed. */
  | { kind: 'poll'; delayMs: number; failures: number }
  | { kind: 'notFound' }
  | { kind: 'failed' }
  | { kind: 'done' };

/**
 * The next step after a read: a found order is read again every 2 s until it is final; a 404 stops at
 * once (no retry); any other failure is retried up to 2 times, 2 s apart, then tracking gives up.
 */
export function nextTrackingStep(
  read: { ok: true; status: OrderStatus | null } | { ok: false; notFound: boolean },
  failuresBefore: number,
  timings: Pick<Timings, 'trackingPollMs' | 'trackingRetryDelayMs'> = SPEC_TIMINGS,
): TrackingStep {
  if (read.ok) return read.status && isFinalStatus(read.status) ? { kind: 'done' } : { kind: 'poll', delayMs: timings.trackingPollMs, failures: 0 };
  if (read.notFound) return { kind: 'notFound' };
  const failures = failuresBefore + 1;
  return failures > TRACKING_RETRIES ? { kind: 'failed' } : { kind: 'poll', delayMs: timings.trackingRetryDelayMs, failures };
}

/** The link anyone can open to follow the order (order ids are random UUIDs: it cannot be guessed). */
export function trackingLink(widgetPageUrl: string, orderId: string): string {
  return `${widgetPageUrl.replace(/\/$/, '')}/orders/${encodeURIComponent(orderId)}/public`;
}
