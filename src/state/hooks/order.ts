/**
 * The buy order's screens: the active order as it loads, the card payment, the cardless providers' form,
 * provider authentication (its data, its frame, its redirect), processing, and the QR image.
 */
import { createAccountResources } from '../../api/accountResources';
import { useEffect, useRef, useState } from 'react';
import type { Order } from '../../domain/entities';
import { STORAGE_KEYS } from '../../domain/constants';
import { authRedirectUrl, authReturnUrl } from '../../domain/payment';
import { ROUTES } from '../../domain/routes';
import { listenToAuthFrame } from '../../integrations/authWindow';
import { qrDataUrl } from '../../integrations/qrCode';
import { createCardPayment } from '../cardPayment';
import { useComposed, useLaterModel } from '../context';
import { useBackToMerchant } from './app';
import { type Field, field } from '../field';
import type { OrderModel } from '../order';
import type { OrderOnScreen } from '../orderSession';
import { createWalletInfoForm } from '../walletInfoForm';

export type { CardPayment } from '../cardPayment';
export type Orders = OrderModel;

/**
 * The active order for an order screen, in the shape the sell order screens get too: its model loaded if
 * the screen opens first (a reload), the order read when the screen opens without it. 'failed' when
 * either could not be loaded (`retry` tries again), 'none' when there is no active order.
 */
export function useActiveOrder(): OrderOnScreen<Orders, Order> {
  const { later } = useComposed();
  const orders = later.order.value;
  const { failed, retry } = useLaterModel(later.ensureOrder, (loaded) => void loaded.session.open());
  if (failed) return { status: 'failed', retry };
  return orders ? orders.session.onScreen<Orders>(orders, retry) : { status: 'loading', retry };
}

/** The buy order's model once loaded (null before: a screen that needs it shows nothing yet). */
export function useOrders(): Orders | null {
  return useComposed().later.order.value;
}

/** The card payment flow of an order (null before its model and the customer are there); opening it renews the reservation. */
export function useCardPayment() {
  const { later, deps } = useComposed();
  const orders = later.order.value;
  const [payment] = useState(() => {
    const user = deps.user.peek();
    return user && orders
      ? createCardPayment({ user, orders, api: createAccountResources(deps.client), session: deps.drafts, countries: deps.countries, refreshUser: deps.refreshUser, returning: deps.returning })
      : null;
  });
  useEffect(() => {
    void orders?.session.reserve();
  }, [orders]);
  return payment;
}

/** The cardless providers' form for the order (spec 1 §2 "Order without card"). */
export function useWalletInfoForm(orders: Orders) {
  const { deps, later } = useComposed();
  const [form] = useState(() => {
    const user = deps.user.peek();
    const model = later.order.peek();
    return user && model && model === orders ? createWalletInfoForm({ user, orders: model, countries: deps.countries }) : null;
  });
  return form;
}

/** Processing (spec 1 §2): the long poll of the order's processing status while the view shows, and the long-wait message. */
export function useProcessing(orders: Orders) {
  useEffect(() => orders.openProcessing(), [orders]);
  return { longWait: orders.longWait.value, skip: orders.skipWaiting };
}

/** Provider authentication's data for the order, loaded when the view opens (again after each send). */
export function useProviderAuth(orders: Orders, orderId: string) {
  const { deps } = useComposed();
  useEffect(() => orders.openAuth(orderId), [orders, orderId]);
  return {
    auth: orders.authData.value,
    /** Inside the element the page is the merchant's: a redirect would take the shop away, so a tab opens instead. */
    redirectAllowed: deps.lightDomHost === null,
  };
}

/**
 * The provider's page in a frame: a message from it is accepted only from its origin and its window, and
 * only makes the widget ask the backend for the order's real status.
 */
export function useAuthFrame(orders: Orders, url: string) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => listenToAuthFrame(() => frame.current?.contentWindow ?? null, url, () => orders.authFrameReturned()), [orders, url]);
  return frame;
}

/**
 * spec 1 §2 "by redirect": the iframe page goes to the provider's page, which comes back to this order.
 * The launch query (e-mail, share token, signed payload) stays in the tab's session storage: the return
 * address names only its id (the iframe page restores it on return), so none of it reaches the bank.
 */
export function useAuthRedirect(url: string) {
  const { deps } = useComposed();
  useEffect(() => {
    const launchId = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
    deps.drafts.set(`${STORAGE_KEYS.launchQuery}:${launchId}`, window.location.search);
    const apiKey = new URLSearchParams(window.location.search).get('apiKey');
    window.location.assign(authRedirectUrl(url, authReturnUrl(window.location.origin, ROUTES.order, launchId, apiKey)));
  }, [url, deps.drafts]);
}

/**
 * Where a completed purchase leads: Buy more, and, when a merchant launched the widget, back to the
 * merchant (the host's `exit`) by its name.
 */
export function useOrderEnding(orders: Orders) {
  return { buyMore: orders.buyMore, backToMerchant: useBackToMerchant() };
}

/** The QR image of a payment code (the qrcode library loads on demand); null until drawn. */
export function useQrImage(code: string | null): string | null {
  const [image, setImage] = useState<{ code: string; url: string } | null>(null);
  useEffect(() => {
    if (!code) return;
    let cancelled = false;
    void qrDataUrl(code).then((url) => !cancelled && setImage({ code, url }));
    return () => {
      cancelled = true;
    };
  }, [code]);
  return image && image.code === code ? image.url : null;
}

/** The terms agreement of a confirm screen, unticked each time it opens. */
export function useAgreement(): Field<boolean> {
  const [agreed] = useState(() => field(false));
  return agreed;
}
