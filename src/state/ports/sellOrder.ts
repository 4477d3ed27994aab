/**
 * /sell/order/{orderId}/card_select | card_create | payment | status (spec 2 §2, §4): the order in the
 * path, read when the screen opens (none, or another customer's: back to the sell root), on the screen its
 * status wants (the customer is sent there otherwise), read every 3 s by the model until it is complete,
 * failed or expired. Each of its parts (card select, payment, status) has its own port here; card create
 * has its own module.
 */
import { effect } from '@preact/signals-react';
import { ROUTES, type SellOrderScreen, sellOrderRoute } from '../../domain/routes';
import { sellOrderPath, sellScreenForStatus } from '../../domain/sell';
import type { Widget } from '../compose';
import { type Next, STAY, go, stay } from '../navigation';
import { useScreen } from '../screen';
import type { SellModel } from '../sell';
import { derived } from '../view';
import { closeAll, laterModel, orderOnScreen } from './kit/laterSteps';

function sellOrderPort(widget: Widget, orderId: string, screen: SellOrderScreen) {
  const { later, navigation } = widget;
  let closeOrder = () => {};
  // The order is read once the off-ramp's code is here, again on Try again; a card screen reserves its rate.
  const sell = laterModel(widget, later.sell, later.ensureSell, (model) => {
    closeOrder();
    closeOrder = model.openOrder(orderId, screen);
  });
  const shown = orderOnScreen(widget, 'sell', sell, (model) => model.session, orderId);
  const here = sellOrderRoute(orderId, screen);
  /** spec 2 §4 "Sell screen per status": where the order's status wants the customer (either card screen serves a card). */
  const wanted = derived(() => {
    const order = shown.order.value;
    return order ? sellOrderPath(orderId, sellScreenForStatus(order.status), here) : null;
  });
  /** spec 2 §4: kyc_waiting sends the customer to KYC, unless the check it asked for is under way. */
  const antifraudCheck = derived(() => wanted.value === ROUTES.sellKyc && sell.model.value?.antifraudRecovery.value === true);
  const elsewhere = derived(() => wanted.value !== null && wanted.value !== here && !antifraudCheck.value);
  return {
    views: {
      status: shown.status,
      order: shown.order,
      /** The order is held for an identity check under way: the customer waits here. */
      antifraudCheck,
      /** The order's status wants another screen (the customer is on the way there). */
      elsewhere,
    },
    does: { retry: sell.retry },
    open: () =>
      closeAll(
        sell.open(),
        () => {
          closeOrder();
          closeOrder = () => {};
        },
        shown.open(),
        effect(() => {
          const route = wanted.value;
          if (route && elsewhere.value) void navigation.follow(go(route, true));
        }),
      ),
  };
}

/** The off-ramp's model, for the parts of a sell order screen: they show only once their order is here. */
function loadedSell({ later }: Widget): SellModel {
  const sell = later.sell.peek();
  if (!sell) throw new Error('A part of a sell order screen opened before the off-ramp loaded');
  return sell;
}

/**
 * Card select (spec 2 "Card select"): the saved payout cards, the first chosen until the customer picks
 * another; with none the new-card form opens. Proceed processes the order with the card chosen.
 */
function cardSelectPort(widget: Widget, orderId: string) {
  const sell = loadedSell(widget);
  const cardCreate = sellOrderRoute(orderId, 'card_create');
  return {
    views: {
      cards: sell.cards,
      selected: sell.selectedCard,
      busy: sell.cardBusy,
      /** The cards could not be read (again): why, with Try again. */
      cardsProblem: sell.cardsProblem,
    },
    does: {
      select: sell.selectCard,
      expire: () => sell.expire(orderId),
    },
    moves: {
      /** The payment screen, or stay saying why the order could not be processed with the card. */
      async proceed(): Promise<Next> {
        const next = await sell.proceedWithCard(orderId);
        const problem = sell.cardProblem.peek();
        return 'stay' in next && problem ? stay(problem.key, problem.serverText) : next;
      },
      // Deleting a card and reading the cards again are actions of their own: what a proceed said goes.
      async remove(id: string): Promise<Next> {
        await sell.removeCard(id);
        return STAY;
      },
      retryCards(): Next {
        sell.openCardSelect();
        return STAY;
      },
      addCard: () => go(cardCreate),
      back: () => go(ROUTES.sell),
    },
    open() {
      sell.openCardSelect();
      return effect(() => {
        if (sell.cards.value?.length === 0) void widget.navigation.follow(go(cardCreate, true));
      });
    },
  };
}

/** Payment (spec 2 "Payment screen"): the currency the order is paid in, as the calculator lists it (logo, network). */
function sellPaymentPort(widget: Widget, orderId: string) {
  const sell = loadedSell(widget);
  return {
    views: {
      payCurrency: derived(() => {
        const paid = sell.session.order.value?.fromCurrency.tickerWithNetwork;
        return sell.calculator.value?.payOptions.find((c) => c.tickerWithNetwork === paid) ?? null;
      }),
    },
    does: { expire: () => sell.expire(orderId) },
  };
}

/** Status (spec 2 "Status screen"): 'make new order' forgets the order and goes back to the calculator. */
function sellStatusPort(widget: Widget) {
  const sell = loadedSell(widget);
  return { moves: { newOrder: sell.newOrder } };
}

export const useSellOrderScreen = (orderId: string, screen: SellOrderScreen) => useScreen(sellOrderPort, orderId, screen);
export const useCardSelectScreen = (orderId: string) => useScreen(cardSelectPort, orderId);
export const useSellPaymentScreen = (orderId: string) => useScreen(sellPaymentPort, orderId);
export const useSellStatusScreen = () => useScreen(sellStatusPort);
