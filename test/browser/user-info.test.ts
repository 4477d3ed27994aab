import { expect } from '@open-wc/testing';
import {
  button,
  control,
  freshSandboxPerTest,
  inputLabelled,
  labelled,
  mountElement,
  query,
  text,
  toUserInfoAsVerified,
  typeInto,
  waitFor,
  waitForText,
} from './helpers';

freshSandboxPerTest();

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A verified returning customer (Ada, London) from the calculator to user info. */
async function toUserInfo(): Promise<ShadowRoot> {
  return (await toUserInfoAsVerified()).root;
}

async function toBillingEdit(): Promise<ShadowRoot> {
  const root = await toUserInfo();
  button(root, 'Edit').click();
  await waitForText(root, 'Billing address');
  await waitFor(() => query<HTMLSelectElement>(root, 'select[aria-label="Phone country code"]').options.length > 1, 'countries');
  return root;
}

describe('user info', () => {
  it('shows the e-mail and the address from verification, and creates the order', async () => {
    const root = await toUserInfo();
    expect(text(root)).to.contain('kyc-complete@sandbox.test');
    expect(text(query(root, '[data-testid="address-box"]'))).to.contain('221B Baker Street');
    expect(query<HTMLDetailsElement>(root, 'details').open).to.equal(false);
    button(root, 'Confirm and proceed').click();
    // USD's default method is Google Pay: the order goes on to the cardless payment form.
    await waitForText(root, 'Pay with Google Pay');
  });
});

describe('billing address edit', () => {
  it('Save stays disabled until the form is changed and valid', async () => {
    const root = await toBillingEdit();
    expect(button(root, 'Save').disabled).to.equal(true);
    const phone = inputLabelled(root, 'Phone');
    typeInto(phone, '+44 12');
    await waitForText(root, 'Phone number is not valid');
    expect(button(root, 'Save').disabled).to.equal(true);
    typeInto(phone, '');
    await waitForText(root, 'Enter phone number');
    typeInto(phone, '+44 7400 123456');
    await waitFor(() => !button(root, 'Save').disabled, 'Save enabled');
  });

  it('the phone country follows the number, and the number follows the picker', async () => {
    const root = await toBillingEdit();
    const picker = query<HTMLSelectElement>(root, 'select[aria-label="Phone country code"]');
    // +44 7911… resolves to GG, not GB: the picker keeps GB, which shares the calling code.
    expect(picker.value).to.equal('GB');
    typeInto(inputLabelled(root, 'Phone'), '+49 151 23456789');
    await waitFor(() => picker.value === 'DE', 'picker follows +49');
    choose(picker, 'PL');
    await waitFor(() => inputLabelled(root, 'Phone').value === '+48', 'number follows the picker');
  });

  it("a number typed nationally counts in the picker's country: US +1 and 2015550123 is saved as +12015550123", async () => {
    const root = await toBillingEdit();
    choose(query<HTMLSelectElement>(root, 'select[aria-label="Phone country code"]'), 'US');
    typeInto(inputLabelled(root, 'Phone'), '2015550123');
    await waitFor(() => !button(root, 'Save').disabled, 'Save enabled');
    expect(text(root)).not.to.contain('Phone number is not valid');
    button(root, 'Save').click();
    await waitForText(root, 'Check your details');
    button(root, 'Edit').click();
    await waitFor(() => inputLabelled(root, 'Phone').value === '+12015550123', 'the saved phone, in international form');
  });

  it('a new residence country resets a phone whose prefix does not fit, and notes a mismatch', async () => {
    const root = await toBillingEdit();
    choose(labelled<HTMLSelectElement>(root, 'Country'), 'DE');
    await waitFor(() => inputLabelled(root, 'Phone').value === '+49', 'phone reset to +49');
    typeInto(inputLabelled(root, 'Phone'), '+44 7911 123456');
    await waitForText(root, 'Your phone number and your country do not match');
  });

  it('state only for countries that need one; the address is saved and shown on user info', async () => {
    const root = await toBillingEdit();
    const countrySelect = labelled<HTMLSelectElement>(root, 'Country');
    query<HTMLInputElement>(root, '.crw-check input').click();
    await waitForText(root, 'Street, building, apt');
    expect(text(root)).not.to.contain('Choose state');
    choose(countrySelect, 'US');
    await waitForText(root, 'Choose state');
    typeInto(inputLabelled(root, 'Phone'), '+1 415 555 2671');
    typeInto(inputLabelled(root, 'City'), 'San Francisco');
    typeInto(inputLabelled(root, 'Street, building, apt'), '1 Market Street');
    typeInto(inputLabelled(root, 'Postal code'), '94105');
    expect(button(root, 'Save').disabled).to.equal(true);
    choose(labelled<HTMLSelectElement>(root, 'State'), 'CA');
    await waitFor(() => !button(root, 'Save').disabled, 'valid with a state');
    choose(countrySelect, 'DE');
    await waitFor(() => ![...root.querySelectorAll('label')].some((l) => l.textContent === 'State'), 'state gone for DE');
    choose(countrySelect, 'US');
    await waitForText(root, 'Choose state'); // cleared when the country changed
    choose(labelled<HTMLSelectElement>(root, 'State'), 'CA');
    typeInto(inputLabelled(root, 'Phone'), '+1 415 555 2671');
    await waitFor(() => !button(root, 'Save').disabled, 'valid again');
    button(root, 'Save').click();
    await waitForText(root, 'Check your details');
    expect(text(query(root, '[data-testid="address-box"]'))).to.contain('1 Market Street');
    expect(text(query(root, '[data-testid="address-box"]'))).to.contain('United States');
  });

  it("a country the list gives states needs one too (Mexico); the states come from the country's own call", async () => {
    const root = await toBillingEdit();
    query<HTMLInputElement>(root, '.crw-check input').click();
    await waitForText(root, 'Street, building, apt');
    choose(labelled<HTMLSelectElement>(root, 'Country'), 'MX');
    await waitForText(root, 'Choose state');
    const stateSelect = await waitFor(() => {
      const select = labelled<HTMLSelectElement>(root, 'State');
      return [...select.options].some((o) => o.textContent === 'Jalisco') && select;
    }, 'the states of Mexico');
    expect([...stateSelect.options].map((o) => o.value)).to.deep.equal(['', 'CMX', 'JAL', 'NLE']);
    await waitFor(async () => ((await control('requests')) as { path: string }[]).some((r) => r.path === 'countries/MX/states'), 'the states call');
  });

  it('a reload keeps the edit in progress; Back discards it', async () => {
    const root = await toBillingEdit();
    typeInto(inputLabelled(root, 'Phone'), '+44 7400 123456');
    (root.host as HTMLElement).remove();
    const again = mountElement().root;
    await waitForText(again, 'Billing address');
    await waitFor(() => inputLabelled(again, 'Phone').value === '+44 7400 123456', 'the draft restored');
    button(again, 'Back').click();
    await waitForText(again, 'Check your details');
    button(again, 'Edit').click();
    await waitFor(() => inputLabelled(again, 'Phone').value === '+447911123456', 'the saved phone again');
  });

  it('validation messages for a short address and postal code', async () => {
    const root = await toBillingEdit();
    query<HTMLInputElement>(root, '.crw-check input').click();
    typeInto(inputLabelled(root, 'Street, building, apt'), 'abc');
    typeInto(inputLabelled(root, 'Postal code'), '12');
    typeInto(inputLabelled(root, 'City'), '');
    await waitForText(root, 'Type your street, building, apt');
    expect(text(root)).to.contain('Type your postal code');
    expect(text(root)).to.contain('Choose city');
  });
});
