/** The card's secure fields (spec 1 §5 "Card forms", spec 2 §5), named as the card payment body names them. */
export type VaultFieldName = 'number' | 'expirationDate' | 'cvv' | 'holder';

/** One message per secure field, whatever the vault found wrong (i18n keys). */
export const VAULT_FIELD_MESSAGES = {
  number: 'cardForm.numberInvalid',
  expirationDate: 'cardForm.expiryInvalid',
  cvv: 'cardForm.cvvInvalid',
  holder: 'cardForm.holderInvalid',
} as const;
