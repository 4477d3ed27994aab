/**
 * What the buy order screens' ports build on: the active order of an order screen, a view of the order
 * model, and the model itself for a view of /buy/order that shows only once the order is read.
 */
import { effect } from '@preact/signals-react';
import type { Order } from '../../../domain/entities';
import type { Route } from '../../../domain/routes';
import type { Widget } from '../../compose';
import { go } from '../../navigation';
import type { OrderModel } from '../../order';
import { type View, derived } from '../../view';
import { type OrderStatusOnScreen, closeAll, laterModel, orderOnScreen } from './laterSteps';

/**
 * The active buy order of an order screen: the order model loaded if the screen opens first (a reload),
 * the order read when the screen opens without it. `order` is the order once it is here and, for a screen
 * of some statuses only (`only`), in one of them; until then `waiting` says why not: being read, the read
 * failed (`retry`), or 'none' (no order: the customer goes to the start of the flow; an order for another
 * screen: to `only.elsewhere`).
 */
export function activeBuyOrder(widget: Widget, only?: { while: (order: Order) => boolean; elsewhere: Route }) {
  const { later, navigation } = widget;
  const loaded = laterModel(widget, later.order, later.ensureOrder, (model) => void model.session.open());
  const active = orderOnScreen(widget, 'buy', loaded, (model) => model.session);
  const fits = (order: Order) => only?.while(order) ?? true;
  /** The order is here, but for another screen. */
  const astray = derived(() => {
    const order = active.order.value;
    return order !== null && !fits(order);
  });
  return {
    model: loaded.model,
    order: derived(() => (astray.value ? null : active.order.value)),
    waiting: derived((): Exclude<OrderStatusOnScreen, 'ready'> => {
      const status = active.status.value;
      return status === 'ready' ? 'none' : status;
    }),
    retry: loaded.retry,
    open: () =>
      closeAll(
        loaded.open(),
        active.open(),
        effect(() => {
          if (only && astray.value) void navigation.follow(go(only.elsewhere, true));
        }),
      ),
  };
}

/** One of the order model's views, `otherwise` until the model is there. */
export function fromModel<T>(model: View<OrderModel | null>, pick: (model: OrderModel) => View<T>, otherwise: T): View<T> {
  return derived(() => {
    const loaded = model.value;
    return loaded ? pick(loaded).value : otherwise;
  });
}

/**
 * The order model of a view of /buy/order (the card payment, processing, …): there, since the screen
 * shows such a view only once the order is read.
 */
export function shownOrderModel({ later }: Widget): OrderModel {
  const model = later.order.peek();
  if (!model) throw new Error('An order view opened before the order model was loaded');
  return model;
}
