/**
 * The models of the steps after the first screen (the buy order, the off-ramp), whose code loads with
 * those steps (`flowModels.ts`): each built once per widget, when start-up has what it needs and the
 * first screen that needs it opens (in start-up's round trip when an order resumes or the widget starts
 * on selling). Their code loads like data (domain/retry.ts `loadWithRetries`: after the connection, again
 * after a failure); a chunk that still fails is loaded again the next time.
 */
import { type Signal, signal } from '@preact/signals-react';
import type { User } from '../domain/entities';
import type { LoadLater } from './connection';
import type { OrderModel, OrderModelDeps } from './order';
import type { SellModel, SellModelDeps } from './sell';
import { view, type View } from './view';

export type LaterModels = ReturnType<typeof createLaterModels>;

/** `loadLater`: how code that comes later loads (after the connection, again after failures). */
export function createLaterModels(deps: { user: View<User | null>; loadLater: LoadLater }) {
  const order = signal<OrderModel | null>(null);
  const sell = signal<SellModel | null>(null);
  let orderDeps: OrderModelDeps | null = null;
  let sellDeps: SellModelDeps | null = null;
  const cleanups: (() => void)[] = [];

  /**
   * Loads a model's code and builds it with what start-up provided, once (again after a failure); `build`
   * returns the model and what stops it when the widget goes.
   */
  function lazyModel<D, M>(
    slot: Signal<M | null>,
    provided: () => D | null,
    build: (flow: typeof import('./flowModels'), deps: D) => { model: M; stops: (() => void)[] },
  ): () => Promise<M> {
    let loading: Promise<M> | null = null;
    return () => {
      const loaded = slot.peek();
      if (loaded) return Promise.resolve(loaded);
      if (loading) return loading;
      const known = provided();
      if (known === null) return Promise.reject(new Error('The widget has not started'));
      loading = deps.loadLater(() => import('./flowModels')).then(
        (flow) => {
          const { model, stops } = build(flow, known);
          cleanups.push(...stops);
          slot.value = model;
          return model;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    };
  }

  const ensureOrder = lazyModel(
    order,
    () => orderDeps,
    ({ createOrderModel }, known) => {
      const model = createOrderModel(known);
      return { model, stops: [() => model.dispose()] };
    },
  );

  const ensureSell = lazyModel(
    sell,
    () => sellDeps,
    ({ createSellModel }, known) => {
      const model = createSellModel(known);
      return { model, stops: [model.followCustomer(deps.user), () => model.dispose()] };
    },
  );

  return {
    /** The buy order's model, once loaded. */
    order: view(order),
    /** The off-ramp's model, once loaded. */
    sell: view(sell),
    /** Start-up's post-init: what the two models are built with. */
    provide(next: { order: OrderModelDeps; sell: SellModelDeps }) {
      orderDeps = next.order;
      sellDeps = next.sell;
    },
    /** The order's storage key, once start-up knows the merchant (an unauthorized reply clears it). */
    orderStorageKey: () => orderDeps?.storageKey ?? null,
    ensureOrder,
    ensureSell,
    dispose() {
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}
