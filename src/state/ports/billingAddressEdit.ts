/**
 * /buy/billing_address_edit (spec 1 §2 "Billing address edit"): phone, country, state and address. The form
 * (`billingAddressForm.ts`) keeps its draft while the screen shows; saving or going back returns to the
 * customer's details.
 */
import { createAccountResources } from '../../api/accountResources';
import { createBillingAddressForm } from '../billingAddressForm';
import type { Widget } from '../compose';
import { STAY } from '../navigation';
import { useScreen } from '../screen';
import { addressChoices, closeAll } from './kit/laterSteps';

/** The billing address form, starting from the customer's details (null without a signed-in customer). */
function billingAddressForm(widget: Widget) {
  const user = widget.session.user.peek();
  if (!user) return null;
  return createBillingAddressForm({ user, api: createAccountResources(widget.client), session: widget.storage.drafts, countries: (() => widget.reference.countries.value), onSaved: (saved) => widget.session.setUser(saved) });
}

function billingAddressEditPort(widget: Widget) {
  const form = billingAddressForm(widget);
  const choices = addressChoices(widget, () => form);
  return {
    views: {
      form: form && {
        phone: form.phone,
        phonePicker: form.phonePicker,
        countryCode: form.countryCode,
        state: form.state,
        city: form.city,
        address: form.address,
        postalCode: form.postalCode,
        showsState: form.showsState,
        /** The phone's country is not the residence country (said, not refused). */
        mismatch: form.mismatch,
        /** The edit checkbox: the address fields are open. */
        isNewAddress: form.isNewAddress,
        problems: form.problems,
        serverProblem: form.serverProblem,
        canSubmit: form.canSubmit,
        submitting: form.submitting,
        changePhone: form.changePhone,
        changePhonePicker: form.changePhonePicker,
        changeCountry: form.changeCountry,
      },
      countries: choices.countries,
      states: choices.states,
    },
    moves: {
      submit: () => form?.submit() ?? STAY,
      /** Leaving without saving forgets the draft. */
      cancel: () => form?.cancel() ?? STAY,
    },
    open: () => closeAll(choices.open(), () => form?.dispose()),
  };
}

export const useBillingAddressEditScreen = () => useScreen(billingAddressEditPort);
