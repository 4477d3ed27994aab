/** Billing address rules (spec 1 §5 "Billing address", "Billing edit"). */
import { type Infer, object, refine, size, string, validate } from 'superstruct';

/** States are required (and shown) only for these countries; others never carry one. */
export const COUNTRIES_WITH_STATES = ['US', 'CA', 'AU'] as const;

export function needsState(countryCode: string): boolean {
  return (COUNTRIES_WITH_STATES as readonly string[]).includes(countryCode);
}

export type BillingAddressField = 'countryCode' | 'state' | 'city' | 'address' | 'postalCode';

/** i18n keys of the messages (spec 1 §5, in the spec's words). */
export type BillingAddressProblem =
  | 'billingAddressValidate.countryRequired'
  | 'billingAddressValidate.stateRequired'
  | 'billingAddressValidate.cityRequired'
  | 'billingAddressValidate.addressRequired'
  | 'billingAddressValidate.postalCodeRequired';

const filled = (max: number, min = 1) => size(refine(string(), 'filled', (v) => v.trim().length >= min), min, max);

const BillingAddressSchema = object({
  countryCode: filled(2),
  state: string(),
  city: filled(50),
  address: filled(50, 4),
  postalCode: filled(10, 4),
});
export type BillingAddress = Infer<typeof BillingAddressSchema>;

const MESSAGE_FOR: Record<BillingAddressField, BillingAddressProblem> = {
  countryCode: 'billingAddressValidate.countryRequired',
  state: 'billingAddressValidate.stateRequired',
  city: 'billingAddressValidate.cityRequired',
  address: 'billingAddressValidate.addressRequired',
  postalCode: 'billingAddressValidate.postalCodeRequired',
};

/** The first message per field (spec 1 §5: "Form validation collects the first message per field path"). */
export function billingAddressProblems(values: BillingAddress): Partial<Record<BillingAddressField, BillingAddressProblem>> {
  const problems: Partial<Record<BillingAddressField, BillingAddressProblem>> = {};
  const [error] = validate(values, BillingAddressSchema);
  for (const failure of error?.failures() ?? []) {
    const field = failure.key as BillingAddressField;
    problems[field] ??= MESSAGE_FOR[field];
  }
  if (needsState(values.countryCode) && values.state.trim() === '') problems.state = MESSAGE_FOR.state;
  return problems;
}

/** "cleared when the country changes to one that does not need it". */
export function stateForCountry(countryCode: string, state: string): string {
  return needsState(countryCode) ? state : '';
}
