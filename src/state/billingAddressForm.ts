/**
 * Billing address edit (spec 1 §2 "Billing address edit", §5 "Billing edit", "Billing address"): phone
 * with a country picker kept in sync with the number, residence country (the phone resets when its
 * prefix does not fit), state only where needed, the address behind an edit checkbox, and Enter only
 * when the form is valid and changed.
 */
import { computed, effect } from '@preact/signals-react';
import { boolean, object } from 'superstruct';
import { ApiError } from '../api/errors';
import type { AccountResources } from '../api/accountResources';
import type { User } from '../domain/entities';
import { type CountryWithStates, billingAddressProblems } from '../domain/billingAddress';
import { STORAGE_KEYS } from '../domain/constants';
import { isValidPhone } from '../domain/phone';
import { createPhoneAndCountry } from './phoneAndCountry';
import { BILLING_DETAILS_DRAFT, createDraft } from './drafts';
import type { KeyValueStore } from './storage';
import { field } from './field';
import { createSubmission } from './submission';
import { type Next, STAY, go } from './navigation';
import { problemOf } from './problem';
import { ROUTES } from '../domain/routes';
import { exposed, derived } from './view';

const DraftSchema = object({ ...BILLING_DETAILS_DRAFT, isNewAddress: boolean() });

export function createBillingAddressForm(deps: {
  user: User;
  api: AccountResources;
  session: KeyValueStore;
  onSaved: (user: User) => void;
  countries: () => readonly CountryWithStates[];
}) {
  const { user } = deps;
  const initial = {
    phone: user.phone ?? '',
    countryCode: user.country?.isoAlpha2 ?? '',
    state: user.state ?? '',
    city: user.city ?? '',
    address: user.address ?? '',
    postalCode: user.postalCode ?? '',
  };
  const draft = createDraft(deps.session, STORAGE_KEYS.billingAddressDraft, DraftSchema);
  const restored = draft.load() ?? { ...initial, isNewAddress: initial.address === '' };
  const contact = createPhoneAndCountry(restored, deps.countries);
  const { phone, international, countryCode, state } = contact;
  const city = field(restored.city);
  const address = field(restored.address);
  const postalCode = field(restored.postalCode);
  /** The edit checkbox: the address fields are open for editing. */
  const isNewAddress = field(restored.isNewAddress);
  const stopSaving = effect(() =>
    draft.save({
      phone: phone.value,
      countryCode: countryCode.value,
      state: state.value,
      city: city.value,
      address: address.value,
      postalCode: postalCode.value,
      isNewAddress: isNewAddress.value,
    }),
  );
  const submission = createSubmission();

  /** i18n keys of the first problem per field. */
  const problems = derived(() => {
    const found: Record<string, string> = isNewAddress.value
      ? billingAddressProblems(
          {
            countryCode: countryCode.value,
            state: state.value,
            city: city.value,
            address: address.value,
            postalCode: postalCode.value,
          },
          contact.showsState.value,
        )
      : {};
    if (countryCode.value === '') found.countryCode = 'billingAddressEditValidate.countryCodeRequired';
    if (international.value.replace(/\D/g, '') === '') found.phone = 'billingAddressEditValidate.phoneRequired';
    else if (!isValidPhone(international.value)) found.phone = 'billingAddressEditValidate.phoneValid';
    return found;
  });
  const changed = computed(
    () =>
      phone.value !== initial.phone ||
      countryCode.value !== initial.countryCode ||
      state.value !== initial.state ||
      city.value !== initial.city ||
      address.value !== initial.address ||
      postalCode.value !== initial.postalCode,
  );
  const canSubmit = derived(() => changed.value && Object.keys(problems.value).length === 0 && !submission.submitting.value);

  return exposed({
    dispose: stopSaving,
    /** Leaving without saving forgets the draft: back to the customer's details. */
    cancel(): Next {
      draft.clear();
      return go(ROUTES.userInfo);
    },
    ...contact,
    city,
    address,
    postalCode,
    isNewAddress,
    submitting: submission.submitting,
    serverProblem: submission.serverProblem,
    problems,
    canSubmit,
    /** Saves the address: back to the customer's details, or stay and say why. */
    async submit(): Promise<Next> {
      if (!canSubmit.value) return STAY;
      const done = await submission.run(async () => {
        const saved = await deps.api.customers.saveBillingAddress({
          phone: international.value,
          countryCode: countryCode.value,
          state: state.value,
          city: city.value.trim(),
          address: address.value.trim(),
          postalCode: postalCode.value.trim(),
        });
        deps.onSaved(saved);
        draft.clear();
        return true;
      }).catch((error: unknown) => {
        // The first field the backend refused speaks for the form.
        submission.refused(problemOf(error, 'problems.failed', error instanceof ApiError ? Object.keys(error.fieldErrors())[0] : undefined));
        return false;
      });
      return done === true ? go(ROUTES.userInfo) : STAY;
    },
  });
}
