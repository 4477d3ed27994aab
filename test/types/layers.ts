// Compile-time checks (never run; `npm run typecheck` fails when one breaks): the layer rules that live in
// the types (docs/architecture.md). Each `@ts-expect-error` must stay an error.
import type { ReadonlySignal, Signal } from '@preact/signals-react';
import type { Route } from '../../src/domain/routes';
import type { CardPayment } from '../../src/state/cardPayment';
import { signal } from '@preact/signals-react';
import { go } from '../../src/state/navigation';
import { present } from '../../src/state/screen';
import type { useWalletAddressScreen } from '../../src/state/ports/walletAddress';
import type { OrderModel } from '../../src/state/order';
import type { SellModel } from '../../src/state/sell';

export function modelsAreReadOnly(orders: OrderModel, sell: SellModel, payment: CardPayment) {
  // @ts-expect-error a model's signals are read-only to every user of it: its actions change it
  orders.failure.value = null;
  // @ts-expect-error the order session's too
  orders.session.order.value = null;
  // @ts-expect-error the sell model's
  sell.cards.value = [];
  // @ts-expect-error the card payment's
  payment.page.value = 2;
  // A form field keeps its `set`: it is how an input changes it.
  orders.authCode.set('123456');
}

export function viewsDoNotPassForSignals(orders: OrderModel, sell: SellModel, payment: CardPayment) {
  // @ts-expect-error a view is no signal: writing it through a variable typed as one does not compile
  const failure: Signal<unknown> = orders.failure;
  // @ts-expect-error nor through a read-only signal (which TypeScript would let pass for a writable one)
  const order: ReadonlySignal<unknown> = orders.session.order;
  const write = (target: Signal<number>) => target;
  // @ts-expect-error nor as an argument
  write(payment.page);
  // @ts-expect-error a form field neither: only its `set` changes it
  const code: Signal<string> = orders.authCode;
  // @ts-expect-error nor a list the sell model shows
  const cards: { value: unknown } & Pick<Signal, 'subscribe'> = sell.cards;
  return [failure, order, code, cards];
}

export function movesTakeOnlyRoutes(route: Route) {
  go(route);
  // @ts-expect-error a path that is not one of the route table's
  go('/somewhere');
}

export function aScreenGetsNoSignal(screen: ReturnType<typeof useWalletAddressScreen>) {
  // @ts-expect-error what a screen reads is a value: there is no signal to write through
  const address: Signal<string> = screen.address;
  // @ts-expect-error and the value is not the screen's to set
  screen.address = '0x';
  // @ts-expect-error a nested model is shown the same way: the NEAR wallet's account is a value
  const account: ReadonlySignal<string | null> = screen.wallet.account;
  // A form's input is changed through its action.
  screen.change('0x');
  return [address, account];
}

export function portsDeclareOnlyActionsAndMoves() {
  const navigation = { follow: async () => undefined };
  // @ts-expect-error a port's actions are functions: a signal declared among them does not compile
  present({ does: { count: signal(0) } }, navigation);
  // @ts-expect-error a move answers where to go
  present({ moves: { proceed: () => 42 } }, navigation);
  // What does compile: views, actions, and moves that answer a Next.
  return present({ views: { count: signal(0) }, does: { reset: () => undefined }, moves: { back: () => go('/') } }, navigation);
}
