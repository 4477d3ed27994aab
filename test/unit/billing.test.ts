import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { billingAddressProblems, needsState, stateForCountry } from '../../src/domain/billingAddress';
import { callingCode, internationalPhone, isValidPhone, phoneCountryMismatch, phoneForPickerCountry, pickerCountryForPhone } from '../../src/domain/phone';

const valid = { countryCode: 'GB', state: '', city: 'London', address: '221B Baker Street', postalCode: 'NW1 6XE' };

describe('billing address (spec 1 §5)', () => {
  it('a complete address has no problems', () => assert.deepEqual(billingAddressProblems(valid, false), {}));
  it("countryCode required: 'Choose country'", () => {
    assert.equal(billingAddressProblems({ ...valid, countryCode: '' }, false).countryCode, 'billingAddressValidate.countryRequired');
  });
  it("city required, max 50: 'Choose city'", () => {
    assert.equal(billingAddressProblems({ ...valid, city: ' ' }, false).city, 'billingAddressValidate.cityRequired');
    assert.equal(billingAddressProblems({ ...valid, city: 'x'.repeat(51) }, false).city, 'billingAddressValidate.cityRequired');
    assert.equal(billingAddressProblems({ ...valid, city: 'x'.repeat(50) }, false).city, undefined);
  });
  it("address min 4, max 50: 'Type your street, building, apt'", () => {
    assert.equal(billingAddressProblems({ ...valid, address: 'abc' }, false).address, 'billingAddressValidate.addressRequired');
    assert.equal(billingAddressProblems({ ...valid, address: 'x'.repeat(51) }, false).address, 'billingAddressValidate.addressRequired');
    assert.equal(billingAddressProblems({ ...valid, address: 'abcd' }, false).address, undefined);
  });
  it("postal code min 4, max 10: 'Type your postal code'", () => {
    assert.equal(billingAddressProblems({ ...valid, postalCode: '123' }, false).postalCode, 'billingAddressValidate.postalCodeRequired');
    assert.equal(billingAddressProblems({ ...valid, postalCode: '12345678901' }, false).postalCode, 'billingAddressValidate.postalCodeRequired');
  });
  it('state required for US, CA and AU and for any country the list gives states; cleared for others', () => {
    assert.deepEqual(['US', 'CA', 'AU', 'GB'].map((code) => needsState(code)), [true, true, true, false]);
    const countries = [{ isoAlpha2: 'MX', states: [{ code: 'JAL', name: 'Jalisco' }] }, { isoAlpha2: 'GB', states: [] }];
    assert.deepEqual(['MX', 'GB'].map((code) => needsState(code, countries)), [true, false]);
    assert.equal(billingAddressProblems({ ...valid, countryCode: 'US' }, needsState('US')).state, 'billingAddressValidate.stateRequired');
    assert.equal(billingAddressProblems({ ...valid, countryCode: 'US', state: 'CA' }, true).state, undefined);
    assert.equal(stateForCountry('DE', 'CA'), '');
    assert.equal(stateForCountry('US', 'CA'), 'CA');
    assert.equal(stateForCountry('MX', 'JAL', countries), 'JAL');
  });
  it('a country the list gives without states, or with none, needs no state', () => {
    assert.equal(needsState('GB', [{ isoAlpha2: 'GB' }]), false);
    assert.equal(needsState('GB', [{ isoAlpha2: 'GB', states: null }]), false);
  });
  it('a state of spaces is no state', () => {
    assert.equal(billingAddressProblems({ ...valid, countryCode: 'US', state: '   ' }, true).state, 'billingAddressValidate.stateRequired');
  });
});

describe('phone (spec 1 §5; libphonenumber-js)', () => {
  it('calling codes and validity', () => {
    assert.equal(callingCode('GB'), '44');
    assert.equal(isValidPhone('+44 7400 123456'), true);
    assert.equal(isValidPhone('+44 12'), false);
  });
  it('the picker follows the number, comparing calling codes (GB keeps +44 numbers that resolve to GG)', () => {
    assert.equal(pickerCountryForPhone('+44 7911 123456', 'GB'), 'GB');
    assert.equal(pickerCountryForPhone('+49 151 23456789', 'GB'), 'DE');
    assert.equal(pickerCountryForPhone('garbage', 'GB'), 'GB');
  });
  it('the number follows the picker: another calling code is replaced by the new prefix', () => {
    assert.equal(phoneForPickerCountry('+44 7400 123456', 'PL'), '+48');
    assert.equal(phoneForPickerCountry('+44 7400 123456', 'GB'), '+44 7400 123456');
  });
  it('a number typed nationally is read in the picker\'s country: 2015550123 with US +1 is +12015550123', () => {
    assert.equal(internationalPhone('2015550123', 'US'), '+12015550123');
    assert.equal(isValidPhone(internationalPhone('2015550123', 'US')), true);
    assert.equal(internationalPhone('+44 7400 123456', 'US'), '+44 7400 123456');
    // The picker changing keeps a national number (it is read in the new country).
    assert.equal(phoneForPickerCountry('2015550123', 'GB'), '2015550123');
  });
  it('a mismatch between the phone and the residence country', () => {
    assert.equal(phoneCountryMismatch('+44 7400 123456', 'DE'), true);
    assert.equal(phoneCountryMismatch('+44 7400 123456', 'GB'), false);
    assert.equal(phoneCountryMismatch('+49', 'DE'), false);
  });
  it('no calling code for an empty or unknown country; no mismatch against one', () => {
    assert.equal(callingCode(''), null);
    assert.equal(callingCode('XX'), null);
    assert.equal(phoneCountryMismatch('+44 7400 123456', 'XX'), false);
  });
  it('spaces around a number typed with + are dropped; a number that cannot be read stays as typed', () => {
    assert.equal(internationalPhone(' +44 7400 123456 ', 'US'), '+44 7400 123456');
    assert.equal(internationalPhone('abc', 'GB'), 'abc');
    assert.equal(internationalPhone('1', 'GB'), '1');
  });
  it('text that is no number is not a valid phone', () => {
    assert.equal(isValidPhone('abc'), false);
  });
  it('an empty number, or one with spaces before its +, takes the new country\'s prefix', () => {
    assert.equal(phoneForPickerCountry('', 'GB'), '+44');
    assert.equal(phoneForPickerCountry('   ', 'GB'), '+44');
    assert.equal(phoneForPickerCountry(' +33 1 23 45 67 89', 'GB'), '+44');
  });
});
