/**
 * Phone, its country picker, and the residence country with its state, kept consistent (spec 1 §2, §5):
 * the picker follows the number and the number the picker; a new country resets a phone whose prefix
 * does not fit, and drops a state the country does not have.
 */
import { batch, signal } from '@preact/signals-react';
import { type CountryWithStates, needsState, stateForCountry } from '../domain/billingAddress';
import { internationalPhone, phoneCountryMismatch, phoneForPickerCountry, pickerCountryForPhone } from '../domain/phone';
import { field } from './field';
import { derived, view } from './view';

/** `countries`: the country list as loaded (which countries have states), read when it changes. */
export function createPhoneAndCountry(initial: { phone: string; countryCode: string; state: string }, countries: () => readonly CountryWithStates[]) {
  const phone = signal(initial.phone);
  const phonePicker = signal(pickerCountryForPhone(initial.phone, initial.countryCode));
  const countryCode = signal(initial.countryCode);
  const state = field(initial.state);
  /** The phone as validated and sent: a nationally typed number read in the picker's country. */
  const international = derived(() => internationalPhone(phone.value, phonePicker.value));
  return {
    phone: view(phone),
    phonePicker: view(phonePicker),
    international,
    countryCode: view(countryCode),
    state,
    showsState: derived(() => needsState(countryCode.value, countries())),
    mismatch: derived(() => phoneCountryMismatch(international.value, countryCode.value)),
    changePhone(text: string) {
      batch(() => {
        phone.value = text;
        phonePicker.value = pickerCountryForPhone(text, phonePicker.value);
      });
    },
    changePhonePicker(code: string) {
      batch(() => {
        phonePicker.value = code;
        phone.value = phoneForPickerCountry(phone.value, code);
      });
    },
    changeCountry(code: string) {
      batch(() => {
        // The same country again (a billing address saved without changing it) leaves the phone alone.
        if (code === countryCode.peek()) return;
        countryCode.value = code;
        state.set(stateForCountry(code, state.value, countries()));
        const fitted = phoneForPickerCountry(phone.value, code);
        if (fitted !== phone.value) {
          phone.value = fitted;
          phonePicker.value = code;
        }
      });
    },
  };
}
