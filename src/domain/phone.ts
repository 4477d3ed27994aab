/**
 * Phone rules (spec 1 §5: international with the country calling code; country and number sync each
 * other; the phone resets when its prefix does not fit a new country). Built on libphonenumber-js, which
 * only the forms with a phone import (its metadata stays out of the first load).
 */
import parsePhoneNumber, { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';

export function callingCode(countryCode: string): string | null {
  return countryCode && isSupportedCountry(countryCode) ? getCountryCallingCode(countryCode) : null;
}

/**
 * The number in international form: typed with `+` it is taken as it is; typed nationally
 * (`2015550123`) it is read in the picker's country (+1 → `+12015550123`). What is validated and sent.
 */
export function internationalPhone(phone: string, pickerCountry: string): string {
  const typed = phone.trim();
  if (typed.startsWith('+') || !pickerCountry || !isSupportedCountry(pickerCountry)) return typed;
  return parsePhoneNumber(typed, pickerCountry)?.number ?? typed;
}

/** The calling code the typed number starts with, if it parses. */
export function phoneCallingCode(phone: string): string | null {
  return parsePhoneNumber(phone)?.countryCallingCode ?? null;
}

export function isValidPhone(phone: string): boolean {
  return parsePhoneNumber(phone)?.isValid() ?? false;
}

/**
 * The picker follows the number: the number's country, unless the picker's country shares its calling
 * code (+44 7911 123456 resolves to GG, not GB: compare calling codes, not only countries).
 */
export function pickerCountryForPhone(phone: string, picker: string): string {
  const parsed = parsePhoneNumber(phone);
  if (!parsed) return picker;
  if (callingCode(picker) === parsed.countryCallingCode) return picker;
  return parsed.country ?? picker;
}

/**
 * The number follows the picker: a number of another calling code is replaced by the new prefix. A number
 * typed nationally (no `+`) is kept: it is read in whichever country the picker shows.
 */
export function phoneForPickerCountry(phone: string, picker: string): string {
  const code = callingCode(picker);
  if (!code || (phone.trim() !== '' && !phone.trim().startsWith('+'))) return phone;
  return phoneCallingCode(phone) === code ? phone : `+${code}`;
}

/** The phone and the residence country disagree (the note of the billing edit form). */
export function phoneCountryMismatch(phone: string, countryCode: string): boolean {
  const phoneCode = phoneCallingCode(phone);
  return phoneCode !== null && callingCode(countryCode) !== null && phoneCode !== callingCode(countryCode);
}
