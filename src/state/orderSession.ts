/**
 * One order, followed from its first read to its last: the buy and the sell models each hold one
 * (spec 1 §4, spec 2 §4, "Order events to the host"). It keeps the active order's id per merchant
 * signature (a reload resumes it), the order as last read, what an order screen has of it (never an
 * endless spinner), the reads every few seconds while the order's rules say so — on whichever screen, so
 * the host hears each status change once, from here —, and the rate reservation. What differs between
 * buying and selling comes in as rules from `src/domain` and as the two APIs' calls.
 */
import { batch, computed, effect, signal } from '@preact/signals-react';
import { ApiError } from '../api/errors';
import { type OrderStatus, hostEventForStatusChange } from '../domain/orderStatus';
import type { HostBridge } from '../host/bridge';
import { watch } from './polling';
import type { KeyValueStore } from './storage';
import { view } from './view';

/** What an order screen has of its order: being read, here, none (gone, or not the customer's), or the read failed. */
export type OrderLoad = 'loading' | 'ready' | 'none' | 'failed';

/** What an order screen renders, buying or selling: the model and its order, or why they are not there. */
export type OrderOnScreen<M, O> =
  | { status: 'ready'; model: M; order: O }
  | { status: Exclude<OrderLoad, 'ready'>; retry: () => void };

/** How orders of one kind are followed: the rule from `src/domain`, the wait from the widget's timings. */
export type FollowRule = {
  /** The order is read again every `pollMs` while its status says so. */
  pollWhile: (status: OrderStatus) => boolean;
  pollMs: number;
};

export type OrderSessionDeps<O> = {
  local: KeyValueStore;
  /** Storage key of the active order id: one per merchant signature. */
  storageKey: string;
  /** The active order as start-up found it, if any. */
  initial: O | null;
  bridge: HostBridge;
  /** Errors without a code go to error reporting. */
  report: (error: unknown) => void;
  follow: FollowRule;
  /** Reads an order: null when it is gone or not the customer's. */
  read: (id: string, signal?: AbortSignal) => Promise<O | null>;
  /** Reserves the order's rate, or renews the reservation. */
  reserve: (id: string) => Promise<O>;
  /** What changes with each new copy of the order, in the same batch (null: the order went). */
  alongside?: (next: O | null) => void;
};

/** What every order has that a session needs: buy and sell orders alike. */
type AnyOrder = { id: string; status: OrderStatus };

export function createOrderSession<O extends AnyOrder>(deps: OrderSessionDeps<O>) {
  const id = signal<string | null>(deps.local.get(deps.storageKey));
  const order = signal<O | null>(deps.initial);
  const load = signal<OrderLoad>(deps.initial ? 'ready' : 'loading');

  function setId(next: string | null) {
    id.value = next;
    if (next) deps.local.set(deps.storageKey, next);
    else deps.local.remove(deps.storageKey);
  }

  /**
   * Reads answer out of order on a bad network (a slow one, asked again, answered after the retry): each
   * copy taken is numbered by when it was asked, and a reply to a read of the same order older than the
   * copy in hand is dropped, so a status never steps back and the host hears each change once.
   */
  let asked = 0;
  let inHand = 0;

  /** Takes a fresh copy (null: the order went, and its id with it); a status change of the same order tells the host once. */
  function update(next: O | null, askedAt = ++asked) {
    // Only a copy of the order in hand can be older than it (an order screen opened for another one takes
    // its own, whenever it answers).
    if (askedAt < inHand && (next === null || order.peek()?.id === next.id)) return;
    inHand = askedAt;
    const previous = order.peek();
    batch(() => {
      order.value = next;
      if (next && id.peek() !== next.id) setId(next.id);
      if (!next) setId(null);
      deps.alongside?.(next);
    });
    if (next && previous?.id === next.id) {
      const event = hostEventForStatusChange(previous.status, next.status);
      if (event) deps.bridge.emit(event, { orderId: next.id });
    }
  }

  /** Reads the order `orderId` (by default the active one) and takes it; one that is gone clears the active id. */
  async function refresh(orderId = id.peek(), signal?: AbortSignal): Promise<O | null> {
    if (!orderId) return null;
    const askedAt = ++asked;
    const next = await deps.read(orderId, signal);
    if (next || orderId === id.peek()) update(next, askedAt);
    return next;
  }

  /** Reads the active order again, leaving what the customer sees as it is if that fails (reported). */
  function reread(orderId?: string): void {
    refresh(orderId).catch(deps.report);
  }

  const follower = watch({
    read: (signal) => refresh(undefined, signal),
    // By the copy in hand, not the reply: a reply dropped as older (asked before another that answered
    // first) may still carry a later status, which the next read brings.
    afterRead: () => {
      const current = order.peek();
      return current && deps.follow.pollWhile(current.status) ? deps.follow.pollMs : 'done';
    },
    afterFailure: () => deps.follow.pollMs,
    report: deps.report,
  });
  const followed = computed(() => {
    const current = order.value;
    return current ? deps.follow.pollWhile(current.status) : false;
  });
  const stopFollowing = effect(() => {
    if (followed.value) follower.start();
    else follower.stop();
  });

  /**
   * An order screen opened (a reload, a deep link): the order (by default the active one) is read unless
   * it is here; none, or a failed read, says so (the screen goes on, or offers Try again).
   */
  async function open(orderId = id.peek()): Promise<void> {
    if (!orderId) {
      load.value = 'none';
      return;
    }
    if (order.peek()?.id === orderId) {
      load.value = 'ready';
      return;
    }
    load.value = 'loading';
    try {
      load.value = (await refresh(orderId)) ? 'ready' : 'none';
    } catch (error) {
      deps.report(error);
      load.value = 'failed';
    }
  }

  /**
   * Reserves the order's rate, or renews the reservation (spec 1 §7, spec 2 §7): the card screens do it on
   * opening, so the customer gets the whole reservation for a card. A status that moved on is read again
   * (the order screen then shows where it is); another failure is reported, and the reservation timer
   * still tells the truth.
   */
  async function reserve(): Promise<void> {
    const current = order.peek();
    if (!current) return;
    try {
      const askedAt = ++asked;
      update(await deps.reserve(current.id), askedAt);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'order_status_cannot_be_changed') reread(current.id);
      else deps.report(error);
    }
  }

  // Checked where it is shown: the buy and sell models expose it (a generic order type defers the check here).
  return {
    /** The active order's id (kept across reloads). */
    id: view(id),
    /** The order as last read. */
    order: view(order),
    load: view(load),
    update: (next: O | null) => update(next),
    refresh,
    reread,
    open,
    /** The order on an order screen (the one asked for, by default the active one), or why it is not there. */
    onScreen<M>(model: M, retry: () => void, orderId: string | null = id.value): OrderOnScreen<M, O> {
      const current = order.value;
      if (current && current.id === orderId) return { status: 'ready', model, order: current };
      const status = load.value;
      return { status: status === 'ready' ? 'loading' : status, retry };
    },
    reserve,
    /** Reserves once, when the order `orderId` is here and `when` says its screen takes a card. Returns the stop. */
    reserveOnce(orderId: string, when: (current: O) => boolean): () => void {
      let reserved = false;
      return effect(() => {
        const current = order.value;
        if (reserved || current?.id !== orderId || !when(current)) return;
        reserved = true;
        void reserve();
      });
    },
    /** Lets go of the order in view, keeping its id (another customer: the next read says whose it is). */
    unload() {
      order.value = null;
    },
    /** Forgets the order (cancelled, closed, a new one, or its customer gone): it and its id. */
    forget() {
      update(null);
    },
    dispose() {
      stopFollowing();
      follower.stop();
    },
  };
}
