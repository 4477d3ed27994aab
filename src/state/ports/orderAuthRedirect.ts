/**
 * /order_auth_redirect (spec 1 §2): the bank's page is open in a new tab; cancel, or return to payment.
 * When the browser blocked the tab, it opens again on the customer's click. Once the order moves on (the
 * page said it is done, or the order model's reads saw it), the customer is taken back to the order.
 */
import { effect } from '@preact/signals-react';
import { ROUTES } from '../../domain/routes';
import type { Widget } from '../compose';
import { STAY, go } from '../navigation';
import { useScreen } from '../screen';
import { derived } from '../view';

function orderAuthRedirectPort({ later, buy, navigation }: Widget) {
  const status = derived(() => later.order.value?.session.order.value?.status ?? null);
  return {
    views: {
      /** The order waits for the bank's page (the screen shows nothing otherwise). */
      waiting: derived(() => status.value === 'auth_requested'),
      /** The bank's page in its tab, and whether the browser blocked it. */
      tab: derived(() => later.order.value?.authTab.value ?? null),
    },
    does: {
      openTabAgain() {
        const model = later.order.peek();
        const tab = model?.authTab.peek();
        if (model && tab) model.openAuthTab(tab.url);
      },
    },
    moves: {
      returnToPayment: () => go(ROUTES.order),
      /** The order is forgotten, then root or the wallet step. */
      cancel: () => later.order.peek()?.close(buy.walletStep()) ?? STAY,
    },
    open: () =>
      effect(() => {
        const current = status.value;
        if (current !== null && current !== 'auth_requested') void navigation.follow(go(ROUTES.order, true));
      }),
  };
}

export const useOrderAuthRedirectScreen = () => useScreen(orderAuthRedirectPort);
