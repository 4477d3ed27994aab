/**
 * The connection to the backend, as a state (issue 39, docs/network.md "Offline"):
 * - `offline`: the device says so (its `offline` event). Calls wait for it to end, however long.
 * - `unreachable`: the device says online, but a call found no way to the backend and a probe of the
 *   backend confirms it (a lift with bars and no data, a captive network; or the backend itself down).
 *   Calls wait for the way back for a while (`giveUpAfterMs`), probes asking again meanwhile; after that,
 *   they fail as before (start-up's failure screen and the host's `error`, a step's message).
 * - `online`: at any reply, or a probe that gets through.
 * While the connection is not `online` nothing leaves: a step pressed in a lift goes on when the lift opens,
 * and the frame says so in words meanwhile.
 */
import { computed, effect, signal } from '@preact/signals-react';
import type { View } from './view';

export type ConnectionState = 'online' | 'offline' | 'unreachable';

/** Loads something that comes later (code, strings) like data: once the connection is there, again after failures. */
export type LoadLater = <T>(load: () => Promise<T>) => Promise<T>;

export type Connection = {
  state: View<ConnectionState>;
  /**
   * Resolves true once the backend can be reached (at once when it can); false when it has been
   * unreachable for longer than the widget waits, or on `abort`; never once the widget is gone (`watch`).
   */
  whenBack(abort?: AbortSignal): Promise<boolean>;
  /** A call found no way to the backend: whether the connection is down (the device's word, or a probe's). */
  lost(): Promise<boolean>;
  /** A reply arrived: the way is open. */
  reached(): void;
  /**
   * Follows the device's `online`/`offline` events until the returned function is called; that also ends
   * the probes and every wait: the widget is gone, and a call waiting for the way goes no further (neither
   * sent nor failed: its promise never settles).
   */
  watch(): () => void;
};

/** The waits between probes while the backend cannot be reached: growing, then every 15 s. */
const PROBE_WAITS_MS = [1000, 2000, 4000, 8000, 15_000];

type Device = Pick<Window, 'addEventListener' | 'removeEventListener' | 'navigator'>;

/**
 * `probe`: whether the backend answers at all (any status; CORS does not matter), within a few seconds.
 * `giveUpAfterMs`: how long calls wait for an unreachable backend. `target`: the window whose
 * `online`/`offline` events tell the device's state.
 */
export function createConnection(deps: { probe: () => Promise<boolean>; giveUpAfterMs: number; target?: Device; now?: () => number }): Connection {
  const { probe, giveUpAfterMs, target = globalThis, now = Date.now } = deps;
  const device = signal(true);
  /** Since when a probe has not got through (null: the way is open). */
  const unreachableSince = signal<number | null>(null);
  const state = computed<ConnectionState>(() => (!device.value ? 'offline' : unreachableSince.value !== null ? 'unreachable' : 'online'));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let probes = 0;
  /** Once the widget stops watching (it was disposed): no more probes, and no waiting call goes on. */
  let ended = false;
  const waiting = new Set<() => void>();

  function open() {
    clearTimeout(timer);
    probes = 0;
    unreachableSince.value = null;
  }

  /** Asks the backend; while it cannot be reached (and the device is online), asks again later. */
  async function check(): Promise<boolean> {
    clearTimeout(timer);
    const through = await probe();
    if (through) open();
    else {
      unreachableSince.value ??= now();
      if (device.peek() && !ended) timer = setTimeout(check, PROBE_WAITS_MS[Math.min(probes++, PROBE_WAITS_MS.length - 1)]);
    }
    return through;
  }

  const online = () => {
    device.value = true;
    // The waiting for an unreachable backend counts from here: the device was offline until now.
    if (unreachableSince.peek() !== null) {
      unreachableSince.value = now();
      probes = 0;
      void check();
    }
  };
  const gone = () => {
    device.value = false;
  };

  return {
    state,
    whenBack(abort) {
      if (state.peek() === 'online') return Promise.resolve(true);
      // The widget is gone: a call waiting for the way goes no further, neither sent nor failed.
      if (ended) return new Promise<boolean>(() => {});
      return new Promise((resolve) => {
        let giveUp: ReturnType<typeof setTimeout> | undefined;
        let stop = () => {};
        let settled = false;
        // The wait stops. Alone (the widget's end), the call stops with it: its promise never settles.
        const end = () => {
          settled = true;
          stop();
          clearTimeout(giveUp);
          abort?.removeEventListener('abort', aborted);
          waiting.delete(end);
        };
        const done = (back: boolean) => {
          if (settled) return;
          end();
          resolve(back);
        };
        waiting.add(end);
        const aborted = () => done(false);
        abort?.addEventListener('abort', aborted);
        // Runs at once, then again each time the state changes.
        stop = effect(() => {
          clearTimeout(giveUp);
          const current = state.value;
          const since = unreachableSince.value;
          if (current === 'online') queueMicrotask(() => done(true));
          else if (current === 'unreachable' && since !== null) giveUp = setTimeout(() => done(false), Math.max(0, since + giveUpAfterMs - now()));
        });
      });
    },
    async lost() {
      if (ended) return true;
      return !device.peek() || !(await check());
    },
    reached() {
      if (unreachableSince.peek() !== null) open();
    },
    watch() {
      ended = false;
      device.value = target.navigator?.onLine !== false;
      target.addEventListener('online', online);
      target.addEventListener('offline', gone);
      return () => {
        ended = true;
        clearTimeout(timer);
        target.removeEventListener('online', online);
        target.removeEventListener('offline', gone);
        for (const end of [...waiting]) end();
      };
    },
  };
}
