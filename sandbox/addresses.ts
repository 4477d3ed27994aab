/** Billing address checks of the sandbox backend: the widget's own rules (src/domain), in the backend's words. */
import { type BillingAddressField, billingAddressProblems, needsState } from '../src/domain/billingAddress';
import { COUNTRIES } from './data/countries';

/** What the backend says of each billing address field (spec 1 §5's rules, the widget's own: src/domain). */
const ADDRESS_MESSAGES: Record<BillingAddressField, string> = {
  countryCode: 'Choose country',
  state: 'Choose state',
  city: 'Choose city',
  address: 'Type your street, building, apt',
  postalCode: 'Type your postal code',
};

/** The billing address's problems by the widget's rules, each under `prefix` + its field (e.g. `card.`). */
export function addressProblems(values: Record<BillingAddressField, string>, prefix = ''): Record<string, string[]> {
  const problems = billingAddressProblems(values, needsState(values.countryCode, COUNTRIES));
  if (!COUNTRIES.some((c) => c.isoAlpha2 === values.countryCode)) problems.countryCode = 'billingAddressValidate.countryRequired';
  const country = COUNTRIES.find((c) => c.isoAlpha2 === values.countryCode);
  if (country && country.states.length > 0 && !country.states.some((state) => state.code === values.state)) problems.state = 'billingAddressValidate.stateRequired';
  return Object.fromEntries(Object.keys(problems).map((field) => [`${prefix}${field}`, [ADDRESS_MESSAGES[field as BillingAddressField]]]));
}
