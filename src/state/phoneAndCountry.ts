/**
 * Phone, its country picker, and the residence country with its state, kept consistent (spec 1 §2, §5):
 * the picker follows the number and the number the picker; a new country resets a phone whose prefix
 * does not fit, and drops a state the country does not have.
 */
import { batch, computed, signal } from '@preact/signals-react';
import { needsState, stateForCountry } from '../domain/billingAddress';
import { phoneCountryMismatch, phoneForPickerCountry, pickerCountryForPhone } from '../domain/phone';

export function createPhoneAndCountry(initial: { phone: string; countryCode: string; state: string }) {
  const phone = signal(initial.phone);
  const phonePicker = signal(pickerCountryForPhone(initial.phone, initial.countryCode));
  const countryCode = signal(initial.countryCode);
  const state = signal(initial.state);
  return {
    phone,
    phonePicker,
    countryCode,
    state,
    showsState: computed(() => needsState(countryCode.value)),
    mismatch: computed(() => phoneCountryMismatch(phone.value, countryCode.value)),
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
        countryCode.value = code;
        state.value = stateForCountry(code, state.value);
        const fitted = phoneForPickerCountry(phone.value, code);
        if (fitted !== phone.value) {
          phone.value = fitted;
          phonePicker.value = code;
        }
      });
    },
  };
}
