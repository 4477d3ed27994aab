/**
 * Public order tracking (spec 2 §2 "Public order tracking", §7 "Tracking"): one model per tracked order.
 * The summary is read every 2 s until the order is final; an unknown order says so at once (no retry on
 * 404); other failures are retried twice, 2 s apart, then the page offers Try again (`retry`).
 */
import { computed } from '@preact/signals-react';
import { isApiError } from '../api/errors';
import type { Resources } from '../api/resources';
import type { Tracking } from '../domain/entities';
import type { Timings } from '../domain/timings';
import { nextTrackingStep } from '../domain/tracking';
import { watch } from './polling';
import type { View } from './view';

export type TrackingView =
  | { kind: 'loading' }
  | { kind: 'found'; order: Tracking; failed: boolean }
  | { kind: 'notFound' }
  | { kind: 'failed' };

export type TrackingModel = {
  view: View<TrackingView>;
  start(): void;
  stop(): void;
  /** Try again after tracking gave up. */
  retry(): void;
};

/** `track`: public tracking's read of an order (spec 1 §3). */
export function createTrackingModel(orderId: string, deps: { track: Resources['orders']['track']; report: (error: unknown) => void; timings: Timings }): TrackingModel {
  const reads = watch({
    read: () => deps.track(orderId),
    afterRead: (order) => {
      const step = nextTrackingStep({ ok: true, status: order.status ?? null }, 0, deps.timings);
      return step.kind === 'poll' ? step.delayMs : 'done';
    },
    afterFailure: (error, failures) => {
      const step = nextTrackingStep({ ok: false, notFound: isApiError(error, 'not_found_error') }, failures - 1, deps.timings);
      return step.kind === 'poll' ? step.delayMs : 'failed';
    },
    report: deps.report,
  });
  const view = computed((): TrackingView => {
    const state = reads.state.value;
    const order = reads.value.value;
    if (state.kind === 'failed' && isApiError(state.error, 'not_found_error')) return { kind: 'notFound' };
    if (order) return { kind: 'found', order, failed: state.kind === 'failed' };
    return state.kind === 'failed' ? { kind: 'failed' } : { kind: 'loading' };
  });
  return { view, start: reads.start, stop: reads.stop, retry: reads.start };
}
