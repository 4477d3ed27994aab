/**
 * The card payment, a view of /buy/order (spec 1 §2 "Card payment flow"): 0 select a saved card, 1 enter
 * the card details in secure vault fields (or the saved card's security code), 2 confirm and Buy Now.
 * Opening it renews the order's reservation. Loaded with its view (the card form brings the phone rules
 * and the vault).
 */
import { signal } from '@preact/signals-react';
import { createAccountResources } from '../../api/accountResources';
import { billingAddressProblems } from '../../domain/billingAddress';
import { type CardPayment, createCardPayment } from '../cardPayment';
import type { Widget } from '../compose';
import { useScreen } from '../screen';
import { derived, view } from '../view';
import { shownOrderModel } from './kit/buyOrder';
import { addressChoices } from './kit/laterSteps';
import { secureFields } from './kit/secureFields';

/**
 * 'Edit Billing Address': a draft of the payment's billing address (a new country drops a state it does not
 * have), its problems once the customer tried to save, and the save into the payment when there are none.
 */
function billingAddressEdit(payment: CardPayment) {
  const { values, ...draft } = payment.addressDraft();
  const attempted = signal(false);
  const problemsOf = () => billingAddressProblems(values(), draft.showsState.value);
  return {
    ...draft,
    problems: derived(() => (attempted.value ? problemsOf() : {})),
    /** Saves the draft into the payment; false, and its problems shown, when it is not a valid address. */
    save(): boolean {
      attempted.value = true;
      if (Object.keys(problemsOf()).length > 0) return false;
      payment.setAddress(values());
      return true;
    },
  };
}

/** What the card payment's pages read and change of the payment (its moves apart: the port's). */
function paymentOnScreen(payment: CardPayment) {
  return {
    page: payment.page,
    retype: payment.retype,
    cards: payment.cards,
    selected: payment.selected,
    savedCard: payment.savedCard,
    deleting: payment.deleting,
    deleteError: payment.deleteError,
    /** The secure fields' form is there: the card can be sent. */
    vaultReady: derived(() => payment.vault.value !== null),
    vaultState: payment.vaultState,
    problems: payment.problems,
    serverFields: payment.serverFields,
    cardPreview: payment.cardPreview,
    /** The billing address on one line (empty when there is none). */
    billingAddress: derived(() =>
      [payment.address.value, payment.postalCode.value, payment.city.value, payment.state.value, payment.countryCode.value]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(', '),
    ),
    phone: payment.phone,
    phonePicker: payment.phonePicker,
    international: payment.international,
    saveCard: payment.saveCard,
    agreement: payment.agreement,
    agreementAttempted: payment.agreementAttempted,
    paying: payment.paying,
    choose: payment.choose,
    deleteCard: payment.deleteCard,
    proceedFromList: payment.proceedFromList,
    proceedFromDetails: payment.proceedFromDetails,
    editDetails: payment.editDetails,
    changePhone: payment.changePhone,
    changePhonePicker: payment.changePhonePicker,
  };
}

function cardPaymentPort(widget: Widget) {
  const orders = shownOrderModel(widget);
  const user = widget.session.user.peek();
  // The order screens are a signed-in customer's (app.tsx): there is one when the view opens.
  if (!user) throw new Error('The card payment opened without a signed-in customer');
  const payment = createCardPayment({
    user,
    orders,
    api: createAccountResources(widget.client),
    session: widget.storage.drafts,
    countries: (() => widget.reference.countries.value),
    refreshUser: widget.session.refreshUser,
    returning: widget.returning,
  });
  const editing = signal<ReturnType<typeof billingAddressEdit> | null>(null);
  const choices = addressChoices(widget, () => editing.value);
  return {
    views: {
      payment: paymentOnScreen(payment),
      /** The address, when it was new to this customer (shown in groups of four: issue 45). */
      newAddress: orders.newWallet,
      amountChange: orders.amountChange,
      paymentFailure: orders.paymentFailure,
      /** The billing address being edited, if it is, and the choices of its fields (the phone's countries too). */
      addressEdit: view(editing),
      countries: choices.countries,
      states: choices.states,
    },
    does: {
      expire: orders.expire,
      /** The card details' secure fields: the saved card's security code, or the new card's four. */
      secureFields: () => secureFields(widget, payment.vaultFields.peek(), payment),
      editAddress() {
        editing.value = billingAddressEdit(payment);
      },
      closeAddressEdit() {
        editing.value = null;
      },
      saveAddress() {
        if (editing.peek()?.save()) editing.value = null;
      },
    },
    moves: { back: payment.back, buyNow: payment.buyNow },
    open() {
      void orders.session.reserve();
      return choices.open();
    },
  };
}

export const useCardPaymentScreen = () => useScreen(cardPaymentPort);

/** The card payment's port as its pages have it. */
export type CardPaymentScreen = ReturnType<typeof useCardPaymentScreen>;
