/**
 * /buy/light_kyc (spec 1 §2 "Light KYC"): name and country, then the order is created. The form
 * (`lightKycForm.ts`) keeps its draft while the screen shows. Ours: an amount above the light limit is told
 * before the form that identity verification will follow.
 */
import { createAccountResources } from '../../api/accountResources';
import type { Widget } from '../compose';
import { createLightKycForm } from '../lightKycForm';
import { STAY, go } from '../navigation';
import { useScreen } from '../screen';
import { derived } from '../view';
import { creationFailure } from './kit/laterSteps';

/** Light KYC's form, starting from the customer's details (null without a signed-in customer). */
function lightKycForm(widget: Widget) {
  const { startup, buy } = widget;
  const user = widget.session.user.peek();
  if (!user) return null;
  const country = startup.country.peek();
  return createLightKycForm({
    user,
    defaultCountry: country.available ? country.isoAlpha2 : '',
    session: widget.storage.drafts,
    api: createAccountResources(widget.client),
    onUserSaved: (saved) => widget.session.setUser(saved),
    createOrder: buy.createOrder,
  });
}

function lightKycPort(widget: Widget) {
  const { buy, reference } = widget;
  const form = lightKycForm(widget);
  return {
    views: {
      form: form && {
        firstName: form.firstName,
        lastName: form.lastName,
        countryCode: form.countryCode,
        problems: form.problems,
        serverProblem: form.serverProblem,
        submitting: form.submitting,
      },
      countries: reference.availableCountries,
      /** The amount is worth more than the light limit (900 euro): identity verification will follow. */
      aboveVerificationFreeLimit: derived(() => buy.calculator.value?.aboveVerificationFreeLimit.value ?? false),
      creationFailure: creationFailure(widget),
    },
    moves: {
      submit: () => form?.submit() ?? STAY,
      back: () => go(buy.walletStep()),
    },
    open() {
      // The countries are loaded once per widget, by the first screen that needs them.
      reference.loadCountries();
      return () => form?.dispose();
    },
  };
}

export const useLightKycScreen = () => useScreen(lightKycPort);
