/**
 * /buy/order (spec 1 §2 "Order screen"): the view follows the order status (the order model reads the
 * order every 5 s in the statuses the spec lists, and tells the host each change). Its processing,
 * progress and QR views have their ports here; provider authentication and the card payment have modules
 * of their own (the card payment's loads with its view). Every buy order screen builds on
 * `activeBuyOrder` (`kit/buyOrder.ts`).
 */
import { effect, signal } from '@preact/signals-react';
import { explorerLink } from '../../domain/orderDetails';
import { orderView } from '../../domain/orderStatus';
import { qrDataUrl } from '../../integrations/qrCode';
import type { Widget } from '../compose';
import { STAY } from '../navigation';
import { useScreen } from '../screen';
import { derived } from '../view';
import { activeBuyOrder, fromModel, shownOrderModel } from './kit/buyOrder';

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
      /** The address, when it was new to this customer (shown in groups of four: issue 45). */
      newAddress: model.newWallet,
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
