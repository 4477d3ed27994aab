/** The error codes of both spec documents (§8): the catalogue the backend answers with. */

export const ERROR_CODES = [
  'failed_to_detect_country_by_bin',
  'order_data_changed',
  'order_status_cannot_be_changed',
  'country_data_changed',
  'no_payment_provider_can_be_used',
  /** Spelled so by the backend. */
  'merchant_validation_failer',
  'unexpected_server_error',
  'validation_error',
  'not_found_error',
  'authentication_error',
  'password_issue_too_early',
  'csrf_token_mismatch',
  'api_client_error',
  'api_server_error',
  'customer_is_blocked',
  'order_cannot_be_processed',
  'max_sum_for_light_kyc_exceeded',
  'must_pass_kyc',
  'order_not_created',
  'merchant_order_id_not_unique',
  'transfer_limit_reached_for_unverified_funds',
  /** Ours (the spec names none): a one-time code past its lifetime, or spent by too many wrong tries. */
  'password_expired',
  'password_attempts_exceeded',
  /** spec 1 §8 "KYC error codes", refusals of starting verification (spelled so). */
  'WRONG_PHONE_COUNTRY_CODE',
  'UNSUPPORTED_COUNTRY',
  'unknown_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(code: string): code is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(code);
}
