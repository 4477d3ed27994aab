/** The card's secure fields (spec 1 §5 "Card forms", spec 2 §5), named as the card payment body names them. */
export type VaultFieldName = 'number' | 'expirationDate' | 'cvv' | 'holder';

/** One message per secure field, whatever rule the vault found broken (spec 2 §5 `cardValidate.*`). */
export const VAULT_FIELD_MESSAGES = {
  number: 'cardValidate.number',
  expirationDate: 'cardValidate.expireDate',
  cvv: 'cardValidate.cvv',
  holder: 'cardValidate.cardholder',
} as const;

export type VaultFieldMessage = (typeof VAULT_FIELD_MESSAGES)[VaultFieldName] | 'cardValidate.cvvAmex';

/**
 * spec 2 §5: the vault's errors map to rule names: required, valid card number, extended card number, Luhn
 * check, security code, expiry date, SSN, value compare, date compare, regex. The vault (VGS Collect) says
 * which in its error messages.
 */
export type VaultRule =
  | 'required'
  | 'validCardNumber'
  | 'validCardNumberExtended'
  | 'luhnCheck'
  | 'validCardSecurityCode'
  | 'validCardExpirationDate'
  | 'validSSN'
  | 'compareValue'
  | 'compareDate'
  | 'regex';

const RULE_BY_MESSAGE: [RegExp, VaultRule][] = [
  [/is required/i, 'required'],
  [/extended card number/i, 'validCardNumberExtended'],
  [/luhn/i, 'luhnCheck'],
  [/card number/i, 'validCardNumber'],
  [/security code/i, 'validCardSecurityCode'],
  [/expiration date/i, 'validCardExpirationDate'],
  [/ssn/i, 'validSSN'],
  [/pattern|regex|format/i, 'regex'],
  [/date/i, 'compareDate'],
  [/does not match|are not equal|compare/i, 'compareValue'],
];

/** The rule a vault error message names, or null for one it does not. */
export function vaultRuleOf(message: string): VaultRule | null {
  return RULE_BY_MESSAGE.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}

/**
 * The message of a secure field the vault reports invalid: its field's `cardValidate.*` text; the security
 * code of an American Express card has 4 digits and says so (a departure: the spec says 3 digits, which
 * would refuse every Amex card).
 */
export function vaultFieldMessage(field: VaultFieldName, state: { errorMessages?: string[] } | undefined, cardType: string | undefined): VaultFieldMessage {
  const rules = (state?.errorMessages ?? []).map(vaultRuleOf);
  if (field === 'cvv' && cardType === 'amex' && rules.includes('validCardSecurityCode')) return 'cardValidate.cvvAmex';
  return VAULT_FIELD_MESSAGES[field];
}

/** Each secure field's label (an i18n key). */
export const VAULT_FIELD_LABELS = {
  number: 'cardForm.number',
  expirationDate: 'cardForm.expiry',
  cvv: 'cardForm.cvv',
  holder: 'cardForm.holder',
} as const satisfies Record<VaultFieldName, string>;
