/**
 * Order without card (spec 1 §2): a form (phone, country, state, address, city, postal code, agreement;
 * defaults from the profile), then a confirm step that sends it. Back on confirm returns to the form.
 */
import { batch, signal } from '@preact/signals-react';
import type { User } from '../domain/entities';
import { type CountryWithStates, billingAddressProblems } from '../domain/billingAddress';
import { isValidPhone, phoneCountryMismatch } from '../domain/phone';
import { ROUTES } from '../domain/routes';
import { backFromPayment } from '../domain/routing';
import { createPhoneAndCountry } from './phoneAndCountry';
import type { OrderModel } from './order';
import { field } from './field';
import { createSubmission } from './submission';
import { type Next, STAY, go } from './navigation';
import { exposed, view, derived } from './view';

export function createWalletInfoForm(deps: { user: User; orders: OrderModel; countries: () => readonly CountryWithStates[] }) {
  const { user } = deps;
  const contact = createPhoneAndCountry({ phone: user.phone ?? '', countryCode: user.country?.isoAlpha2 ?? '', state: user.state ?? '' }, deps.countries);
  const { international, countryCode, state } = contact;
  const city = field(user.city ?? '');
  const address = field(user.address ?? '');
  const postalCode = field(user.postalCode ?? '');
  const agreement = field(false);
  const step = signal<'form' | 'confirm'>('form');
  /** Server messages per field (card.phone, card.address, …) and for the form. */
  const submission = createSubmission();

  /** i18n keys of the first problem per field, once the customer tried to go on. */
  const problems = derived(() => {
    if (!submission.attempted.value) return {};
    const found: Record<string, string> = {
      ...billingAddressProblems(
        { countryCode: countryCode.value, state: state.value, city: city.value, address: address.value, postalCode: postalCode.value },
        contact.showsState.value,
      ),
    };
    if (international.value.replace(/\D/g, '') === '') found.phone = 'billingAddressEditValidate.phoneRequired';
    else if (!isValidPhone(international.value)) found.phone = 'billingAddressEditValidate.phoneValid';
    else if (phoneCountryMismatch(international.value, countryCode.value)) found.phone = 'billingEdit.mismatch';
    if (!agreement.value) found.agreement = 'emailForm.termsAgreement.required';
    return found;
  });

  return exposed({
    ...contact,
    city,
    address,
    postalCode,
    agreement,
    step: view(step),
    submitting: submission.submitting,
    problems,
    serverFields: submission.serverFields,
    serverProblem: submission.serverProblem,
    changePhone(text: string) {
      batch(() => {
        contact.changePhone(text);
        submission.clearFields();
      });
    },
    /** The form step: on to confirm when valid. */
    next(): boolean {
      batch(() => {
        submission.attempt();
        submission.clearFields();
      });
      if (Object.keys(problems.value).length > 0) return false;
      step.value = 'confirm';
      return true;
    },
    /** Back: from confirm to the form, from the form to the step before payment. */
    back(): Next {
      if (step.value === 'form') return go(backFromPayment(deps.user));
      step.value = 'form';
      return STAY;
    },
    /** The confirm step: sends the data; on to the order, or stay and show what is wrong. */
    async submit(): Promise<Next> {
      const result = await submission.run(() =>
        deps.orders.submitWalletInfo({
          agreement: { agreement: agreement.value },
          card: { phone: international.value },
          billingAddress: {
            countryCode: countryCode.value,
            ...(state.value ? { state: state.value } : {}),
            address: address.value.trim(),
            city: city.value.trim(),
            postalCode: postalCode.value.trim(),
          },
        }),
      );
      switch (result?.kind) {
        case 'sent':
        case 'orderMoved':
          return go(ROUTES.order);
        case undefined:
        case 'ignored':
          return STAY;
        case 'fields':
          // spec 1 §8: field errors go back to the form, inline.
          batch(() => {
            submission.forgetAttempt();
            submission.refused(null, result.fields);
            step.value = 'form';
          });
          return STAY;
        case 'problem':
          submission.refused(result.problem);
          return STAY;
      }
    },
  });
}
