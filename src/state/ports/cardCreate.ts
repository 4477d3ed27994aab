/**
 * /sell/order/{orderId}/card_create (spec 2 "Card create"), shown by the sell order screen once its order
 * is read: the payout card's form (the card in the vault's secure fields, no security code), its summary
 * and the reservation's countdown.
 */
import type { Widget } from '../compose';
import { PAYOUT_VAULT_FIELDS, createPayoutCardForm } from '../payoutCardForm';
import { useScreen } from '../screen';
import { derived } from '../view';
import { secureFields } from './kit/secureFields';

type PayoutCardForm = ReturnType<typeof createPayoutCardForm>;

/** What the screen reads and changes of the form (its moves apart: the port's). */
function formOnScreen(form: PayoutCardForm) {
  const { back, submit, attachVault, reportVaultState, vault, ...shown } = form;
  return {
    ...shown,
    /** The secure fields' form is there: the card can be sent. */
    vaultReady: derived(() => vault.value !== null),
  };
}

function cardCreatePort(widget: Widget, orderId: string) {
  const { later } = widget;
  const sell = later.sell.peek();
  // The sell order screen shows this one once its order, and so the off-ramp's model, is there.
  if (!sell) throw new Error('Card create opened before the off-ramp model was loaded');
  const form = createPayoutCardForm({ sell, orderId, today: () => new Date(), session: widget.storage.drafts });
  return {
    views: {
      order: derived(() => {
        const order = sell.session.order.value;
        return order?.id === orderId ? order : null;
      }),
      form: formOnScreen(form),
      /** The payout card's secure fields (spec 2 §5): no security code. */
      fields: PAYOUT_VAULT_FIELDS,
    },
    does: {
      /** The reservation ran out: the order is read again. */
      expire: () => sell.expire(orderId),
      secureFields: () => secureFields(widget, PAYOUT_VAULT_FIELDS, form),
    },
    moves: { back: form.back, submit: form.submit },
  };
}

/** The sell order screen renders it as `<CardCreate orderId={orderId} />`. */
export const useCardCreateScreen = (orderId: string) => useScreen(cardCreatePort, orderId);
