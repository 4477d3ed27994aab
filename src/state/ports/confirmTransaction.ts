/**
 * /buy/confirm_transaction (spec 1 §2, better_bro): the order summary, the agreement (unticked each time
 * the screen opens), Buy now. Only for a reserved order: another goes to the order screen.
 */
import { signal } from '@preact/signals-react';
import { ROUTES } from '../../domain/routes';
import type { Widget } from '../compose';
import { field } from '../field';
import { STAY } from '../navigation';
import { useScreen } from '../screen';
import { derived } from '../view';
import { activeBuyOrder, fromModel } from './kit/buyOrder';

function confirmTransactionPort(widget: Widget) {
  const active = activeBuyOrder(widget, { while: (order) => order.status === 'reserved', elsewhere: ROUTES.order });
  const { model } = active;
  const agreed = field(false);
  const attempted = signal(false);
  return {
    views: {
      order: active.order,
      /** The address, when it was new to this customer (shown in groups of four: issue 45). */
      newAddress: fromModel(active.model, (loaded) => loaded.newWallet, null),
      waiting: active.waiting,
      amountChange: fromModel(model, (loaded) => loaded.amountChange, null),
      paymentFailure: fromModel(model, (loaded) => loaded.paymentFailure, null),
      paying: fromModel(model, (loaded) => loaded.paying, false),
      agreed,
      /** Buy now was pressed without the agreement ticked. */
      agreementMissing: derived(() => attempted.value && !agreed.value),
    },
    does: {
      retry: active.retry,
      expire: () => model.peek()?.expire(),
    },
    moves: {
      buyNow() {
        attempted.value = true;
        return agreed.peek() ? (model.peek()?.payWithoutCard() ?? STAY) : STAY;
      },
    },
    open: active.open,
  };
}

export const useConfirmTransactionScreen = () => useScreen(confirmTransactionPort);
