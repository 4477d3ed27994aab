/**
 * Our words for the backend's (issue 46). The widget speaks twelve languages; the backend answers in the
 * ones its `GET languages` list has, and in English for the others (it is told English: domain/language.ts).
 * A customer reading French then gets our French words wherever we know what the backend said: by the field
 * a validation error names, else by the error's code. What we cannot name keeps the backend's words: an
 * English sentence that says what happened beats a vague one in the customer's language.
 *
 * The limit messages (`fromAmount`) are left alone: the widget reads them by their English text (spec 1 §8),
 * and shows its own words for them. So are the merchant check's fields: the shop reads those, not the customer.
 *
 * A chunk of its own, loaded with any language but English (state/language.ts): English customers never need it.
 */
import type { ErrorCode } from './errorCodes';

/** A validation error's field by its last part (`card.number` → `number`) → the key of our words for it. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  email: 'authEmailValidate.required',
  acceptTheRules: 'emailForm.termsAgreement.required',
  legalAgreement: 'emailForm.termsAgreement.required',
  password: 'ownWords.codeWrong',
  smsCode: 'ownWords.codeWrong',
  card2fa: 'ownWords.codeWrong',
  toWallet: 'addressValidate.isNotValid',
  fromCurrency: 'ownWords.currency',
  toCurrency: 'ownWords.currency',
  number: 'cardValidate.number',
  expirationDate: 'cardValidate.expireDate',
  cvv: 'cardValidate.cvv',
  holder: 'cardValidate.cardholder',
  countryCode: 'billingAddressValidate.countryRequired',
  state: 'billingAddressValidate.stateRequired',
  city: 'billingAddressValidate.cityRequired',
  address: 'billingAddressValidate.addressRequired',
  postalCode: 'billingAddressValidate.postalCodeRequired',
  phone: 'billingAddressEditValidate.phoneValid',
  firstName: 'lightKycValidate.firstNameRequired',
  lastName: 'lightKycValidate.lastNameRequired',
};

/** An error's code → the key of our words for it, for the codes whose message a screen shows. */
const CODE_WORDS: Readonly<Partial<Record<ErrorCode, string>>> = {
  merchant_order_id_not_unique: 'ownWords.merchantOrderIdExists',
  transfer_limit_reached_for_unverified_funds: 'orderErrors.transferLimit',
  password_expired: 'login.codeExpired',
  password_attempts_exceeded: 'login.codeAttemptsExceeded',
};

/** Every key the tables name: each must exist in every language (test/unit/ownWords.test.ts). */
export const OWN_WORDS_KEYS: readonly string[] = [...new Set([...Object.values(FIELD_WORDS), ...Object.values(CODE_WORDS)])];

export function fieldWordsKey(field: string): string | null {
  return FIELD_WORDS[field.slice(field.lastIndexOf('.') + 1)] ?? null;
}

/** Whether the backend's words, answered to a request in `locale` (`es_ES`, `en-US`), are in `language`. */
export function answeredIn(locale: string, language: string): boolean {
  return locale.slice(0, 2).toLowerCase() === language;
}

export type ErrorReply = { code: ErrorCode; message: string; payload: unknown };

/**
 * An error reply with our words where we know them (`say` gives them for a key, in the customer's language):
 * each field's messages by the field; the message by its code, else by the first field we know.
 */
export function inOwnWords(reply: ErrorReply, say: (key: string) => string): ErrorReply {
  let firstField: string | null = null;
  let payload = reply.payload;
  if (reply.code === 'validation_error' && payload && typeof payload === 'object' && !Array.isArray(payload)) {
    payload = Object.fromEntries(
      Object.entries(payload).map(([field, value]) => {
        const key = fieldWordsKey(field);
        if (!key) return [field, value];
        firstField ??= key;
        return [field, Array.isArray(value) ? value.map(() => say(key)) : say(key)];
      }),
    );
  }
  const messageKey = CODE_WORDS[reply.code] ?? firstField;
  return { code: reply.code, message: messageKey ? say(messageKey) : reply.message, payload };
}

/** The reply as the customer should read it: as it is when the backend answered (in `locale`) in their `language`. */
export function inCustomerWords(reply: ErrorReply, answer: { locale: string; language: string; say: (key: string) => string }): ErrorReply {
  return answeredIn(answer.locale, answer.language) ? reply : inOwnWords(reply, answer.say);
}
