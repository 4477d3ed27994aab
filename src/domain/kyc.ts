/** Starting identity verification (spec 1 §3 "KYC start", §7 `POST customers/current/kyc`, §8 KYC error codes). */
import type { User } from './entities';

export type KycStartBody = { resetKYC: boolean; phone?: string; countryCode?: string };

/**
 * A verification session's start: the customer's phone and country when known, so the provider's
 * applicant starts filled in; `resetKYC` true only to resubmit after a RETRY review. A token refresh sends
 * `{ resetKYC: false }` alone (spec 1 §7).
 */
export function kycStartBody(user: Pick<User, 'phone' | 'country'> | null, resetKYC: boolean): KycStartBody {
  return {
    resetKYC,
    ...(user?.phone ? { phone: user.phone } : {}),
    ...(user?.country?.isoAlpha2 ? { countryCode: user.country.isoAlpha2 } : {}),
  };
}

/** What a refused start says, by its code (spec 1 §8: WRONG_PHONE_COUNTRY_CODE, UNSUPPORTED_COUNTRY, unknown_error). */
export type KycStartProblem = 'kyc.wrongPhoneCountryCode' | 'kyc.unsupportedCountry' | 'kyc.failed';

export function kycStartProblem(code: string | null): KycStartProblem {
  if (code === 'WRONG_PHONE_COUNTRY_CODE') return 'kyc.wrongPhoneCountryCode';
  if (code === 'UNSUPPORTED_COUNTRY') return 'kyc.unsupportedCountry';
  return 'kyc.failed';
}
