/**
 * /buy/order (spec 1 §2 "Order screen"): the view follows the order status (the order model reads the
 * order every 5 s in the statuses the spec lists, and tells the host each change). Its processing,
 * progress and QR views have their ports here; provider authentication and the card payment have modules
 * of their own (the card payment's loads with its view). The other buy order screens build on
 * `activeBuyOrder`.
 */
import { effect, signal } from '@preact/signals-react';
import type { Order } from '../../domain/entities';
import { explorerLink } from '../../domain/orderDetails';
import { orderView } from '../../domain/orderStatus';
import type { Route } from '../../domain/routes';
import { qrDataUrl } from '../../integrations/qrCode';
import type { Widget } from '../compose';
import { STAY, go } from '../navigation';
import type { OrderModel } from '../order';
import { useScreen } from '../screen';
import { type View, derived } from '../view';
import { type OrderStatusOnScreen, closeAll, laterModel, orderOnScreen } from './kit/laterSteps';

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

function orderPort(widget: Widget) {
  const { buy } = widget;
  const active = activeBuyOrder(widget);
  const { model } = active;
  return {
    views: {
      order: active.order,
      waiting: active.waiting,
      /** The view of the order's status (a payment that failed for good shows as failed). */
      view: derived(() => {
        const order = active.order.value;
        return order ? orderView(order, model.value?.fatal.value) : null;
      }),
      skippedWaiting: fromModel(model, (loaded) => loaded.skippedWaiting, false),
      /** A failed or expired order's new one is being made, or why it could not be. */
      creating: fromModel(model, (loaded) => loaded.creating, false),
      failure: fromModel(model, (loaded) => loaded.failure, null),
    },
    does: { retry: active.retry },
    moves: {
      /** Try another card, Get a new quote: the same purchase again, as a new order. */
      again: buy.orderAgain,
      /** spec 1 §4: Close forgets the order, then root or the wallet step. */
      startOver: () => model.peek()?.close(buy.walletStep()) ?? STAY,
    },
    open: active.open,
  };
}

/** Processing (spec 1 §2): the processing status long-polled while the view shows, and after 30 s the long-wait message. */
function processingPort(widget: Widget) {
  const model = shownOrderModel(widget);
  return {
    views: { longWait: model.longWait },
    does: { skip: model.skipWaiting },
    open: model.openProcessing,
  };
}

/** Progress (spec 1 §2): the explorer's link, and where a completed purchase leads. */
function progressPort(widget: Widget) {
  const { buy, startup, standalone } = widget;
  const model = shownOrderModel(widget);
  return {
    views: {
      /** The transfer on the blockchain explorer: the order's link, or the receive network's explorer. */
      explorer: derived(() => {
        const order = model.session.order.value;
        if (!order) return null;
        const network = buy.calculator.value?.receiveOptions.find((c) => c.tickerWithNetwork === order.toCurrency)?.blockchainNetwork ?? null;
        return explorerLink(order, network);
      }),
      /** The merchant that launched the widget, whom the customer may go back to (none when it stands alone). */
      merchant: derived(() => (standalone.value ? null : startup.merchantName.value)),
    },
    does: { backToMerchant: widget.exit },
    moves: { buyMore: model.buyMore },
  };
}

/** The QR screen (spec 1 §2, better_bro): the payment code's image, drawn once the qrcode library loaded. */
function qrPort(widget: Widget) {
  const model = shownOrderModel(widget);
  const code = derived(() => model.session.order.value?.qrCodeUrl ?? null);
  const drawn = signal<{ code: string; url: string } | null>(null);
  return {
    views: {
      /** The image of the code on show; null until drawn. */
      image: derived(() => {
        const image = drawn.value;
        return image && image.code === code.value ? image.url : null;
      }),
    },
    does: { expire: model.expire },
    open: () =>
      effect(() => {
        const text = code.value;
        if (!text) return;
        let cancelled = false;
        void qrDataUrl(text).then((url) => {
          if (!cancelled) drawn.value = { code: text, url };
        });
        return () => {
          cancelled = true;
        };
      }),
  };
}

export const useOrderScreen = () => useScreen(orderPort);
export const useProcessingScreen = () => useScreen(processingPort);
export const useProgressScreen = () => useScreen(progressPort);
export const useQrScreen = () => useScreen(qrPort);

export type { CreationFailure } from '../order';
export type { OrderStatusOnScreen } from './kit/laterSteps';
