/**
 * /buy/order_without_card (spec 1 §2, google_pay_pne, blik_pne, skrill_pne): only for a reserved order
 * (another goes to user info); a form with defaults from the profile, then a confirm step that sends it.
 * Back on confirm returns to the form; back on the form goes to light KYC (KYC Light) or user info.
 */
import { effect, signal } from '@preact/signals-react';
import { ROUTES } from '../../domain/routes';
import type { Widget } from '../compose';
import { STAY } from '../navigation';
import { useScreen } from '../screen';
import { derived } from '../view';
import { createWalletInfoForm } from '../walletInfoForm';
import { activeBuyOrder, fromModel } from './kit/buyOrder';
import { addressChoices, closeAll } from './kit/laterSteps';

type WalletInfoForm = ReturnType<typeof createWalletInfoForm>;

/** What the screen reads and changes of the form: all of it but its moves (the port's). */
function formOnScreen(form: WalletInfoForm) {
  const { back, submit, ...shown } = form;
  return shown;
}

function orderWithoutCardPort(widget: Widget) {
  const { session } = widget;
  const active = activeBuyOrder(widget, { while: (order) => order.status === 'reserved', elsewhere: ROUTES.userInfo });
  const form = signal<WalletInfoForm | null>(null);
  const choices = addressChoices(widget, () => form.value);
  return {
    views: {
      order: active.order,
      /** The address, when it was new to this customer (shown in groups of four: issue 45). */
      newAddress: fromModel(active.model, (loaded) => loaded.newWallet, null),
      waiting: active.waiting,
      form: derived(() => (form.value ? formOnScreen(form.value) : null)),
      countries: choices.countries,
      states: choices.states,
    },
    does: { retry: active.retry },
    moves: {
      back: () => form.peek()?.back() ?? STAY,
      submit: () => form.peek()?.submit() ?? STAY,
    },
    open: () =>
      closeAll(
        active.open(),
        choices.open(),
        // The form is made once, when the order's model and the customer are there (its defaults are the profile's).
        effect(() => {
          const orders = active.model.value;
          const user = session.user.value;
          if (orders && user && !form.peek()) form.value = createWalletInfoForm({ user, orders, countries: (() => widget.reference.countries.value) });
        }),
      ),
  };
}

export const useOrderWithoutCardScreen = () => useScreen(orderWithoutCardPort);
