/**
 * The one way the widget loads and polls: `watch` reads something now and again after each read settles,
 * for as long as the reads say so. Every model that follows something (an order's status, the public
 * tracking page, the customer's KYC, a session begun elsewhere) uses it, each with its waits from the
 * widget's timings (`src/domain/timings.ts`: the spec's, or a sandbox embed's scaled ones).
 */
import { batch, signal } from '@preact/signals-react';
import type { View } from './view';

export type WatchState =
  /** No read has settled yet. */
  | { kind: 'loading' }
  /** Reading on: `value` is the latest read. */
  | { kind: 'live' }
  /** The reads said stop (a final status, a destination reached). */
  | { kind: 'done' }
  /** Given up after failures; `start()` reads again. */
  | { kind: 'failed'; error: unknown };

export type WatchOptions<T> = {
  read: (signal: AbortSignal) => Promise<T>;
  /** After a read: the wait before the next, or 'done' to stop. */
  afterRead: (value: T) => number | 'done';
  /** After a failed read (`failures` in a row, from 1): the wait before the next, or 'failed' to give up. */
  afterFailure: (error: unknown, failures: number) => number | 'failed';
  /** Every failed read goes here (the reporter sends on the ones without a code: spec 1 §8). */
  report: (error: unknown) => void;
};

export type Watch<T> = {
  /** The latest successful read (kept through later failures). */
  value: View<T | null>;
  state: View<WatchState>;
  /** Starts reading (again, after a failure or a stop): now, or after `afterMs`. */
  start(afterMs?: number): void;
  stop(): void;
};

/** Waits that grow after each failure in a row: base, 2×base, 4×base … up to `maxMs`. */
export function backoff(baseMs: number, maxMs: number): (failures: number) => number {
  return (failures) => Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
}

export function watch<T>(options: WatchOptions<T>): Watch<T> {
  const value = signal<T | null>(null);
  const state = signal<WatchState>({ kind: 'loading' });
  let run: { abort: AbortController; timer?: ReturnType<typeof setTimeout> } | null = null;

  function stop() {
    if (!run) return;
    run.abort.abort();
    clearTimeout(run.timer);
    run = null;
  }

  function start(afterMs = 0) {
    stop();
    const current: NonNullable<typeof run> = { abort: new AbortController() };
    run = current;
    if (state.peek().kind !== 'live') state.value = { kind: 'loading' };
    let failures = 0;
    const next = (wait: number) => {
      current.timer = setTimeout(read, wait);
    };
    const read = async () => {
      try {
        const result = await options.read(current.abort.signal);
        if (current.abort.signal.aborted) return;
        failures = 0;
        const after = options.afterRead(result);
        batch(() => {
          value.value = result;
          state.value = after === 'done' ? { kind: 'done' } : { kind: 'live' };
        });
        if (after !== 'done') next(after);
      } catch (error) {
        if (current.abort.signal.aborted) return;
        options.report(error);
        failures += 1;
        const after = options.afterFailure(error, failures);
        if (after === 'failed') state.value = { kind: 'failed', error };
        else next(after);
      }
    };
    if (afterMs > 0) next(afterMs);
    else void read();
  }

  return { value, state, start, stop };
}
