/** Billing address rules (spec 1 §5 "Billing address", "Billing edit"). */
import { type Infer, object, refine, size, string, validate } from 'superstruct';

/** spec 1 §5: a state is required (and shown) for these countries… */
export const COUNTRIES_WITH_STATES = ['US', 'CA', 'AU'] as const;

/** A country as the country list gives it: its code and, where it has them, its states. */
export type CountryWithStates = { isoAlpha2: string; states?: readonly unknown[] | null };

/** …"other countries may need one as the country list indicates": any country the list gives states. */
export function needsState(countryCode: string, countries: readonly CountryWithStates[] = []): boolean {
  if ((COUNTRIES_WITH_STATES as readonly string[]).includes(countryCode)) return true;
  return (countries.find((c) => c.isoAlpha2 === countryCode)?.states?.length ?? 0) > 0;
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

/**
 * The first message per field (spec 1 §5: "Form validation collects the first message per field path");
 * `stateRequired`: the country needs a state (`needsState`).
 */
export function billingAddressProblems(values: BillingAddress, stateRequired: boolean): Partial<Record<BillingAddressField, BillingAddressProblem>> {
  const problems: Partial<Record<BillingAddressField, BillingAddressProblem>> = {};
  const [error] = validate(values, BillingAddressSchema);
  for (const failure of error?.failures() ?? []) {
    const field = failure.key as BillingAddressField;
    problems[field] ??= MESSAGE_FOR[field];
  }
  if (stateRequired && values.state.trim() === '') problems.state = MESSAGE_FOR.state;
  return problems;
}

/** "cleared when the country changes to one that does not need it". */
export function stateForCountry(countryCode: string, state: string, countries: readonly CountryWithStates[] = []): string {
  return needsState(countryCode, countries) ? state : '';
}
