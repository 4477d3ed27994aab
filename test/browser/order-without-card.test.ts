import { expect } from '@open-wc/testing';
import {
  type Mounted,
  EVM_WALLET,
  activeOrderId,
  button,
  control,
  freshSandboxPerTest,
  inputLabelled,
  query,
  text,
  toUserInfoAsVerified,
  typeInto,
  waitFor,
  waitForText,
} from './helpers';

freshSandboxPerTest();

/** A verified customer buys with Google Pay (USD's default) up to the cardless form. */
async function toWalletInfo(): Promise<{ mounted: Mounted; root: ShadowRoot; orderId: string }> {
  const mounted = await toUserInfoAsVerified();
  const { root } = mounted;
  button(root, 'Confirm and proceed').click();
  await waitForText(root, 'Pay with Google Pay');
  await waitFor(() => query<HTMLSelectElement>(root, 'select[aria-label="Phone country code"]').options.length > 1, 'countries');
  return { mounted, root, orderId: activeOrderId() };
}

describe('order without card (Google Pay, BLIK, Skrill)', () => {
  it('form with the profile, agreement, confirm, back, pay; the host hears payment pending; the order completes', async () => {
    const { mounted, root, orderId } = await toWalletInfo();
    expect(inputLabelled(root, 'Phone').value).to.equal('+447911123456');
    expect(inputLabelled(root, 'Street, building, apt').value).to.equal('221B Baker Street');
    button(root, 'Proceed').click();
    await waitForText(root, 'You should agree with our terms');
    query<HTMLInputElement>(root, '.crw-check input').click();
    button(root, 'Proceed').click();
    await waitForText(root, 'Check and pay');
    expect(text(root)).to.contain('221B Baker Street, NW1 6XE, London');
    button(root, 'Back').click();
    await waitForText(root, 'Street, building, apt');
    button(root, 'Proceed').click();
    await waitForText(root, 'Check and pay');
    await control('settle-step', { ms: 300 });
    button(root, 'Pay with Google Pay').click();
    await waitForText(root, 'Done', 12_000);
    const pending = mounted.events.filter((e) => e.type === 'payment_pending' && e.channel === 'dom');
    expect(pending.map((e) => e.data)).to.deep.equal([{ orderId, merchantOrderId: null, toWallet: EVM_WALLET }]);
  });

  it('a phone typed on the form shows as typed, and its country code follows the number', async () => {
    const { root } = await toWalletInfo();
    typeInto(inputLabelled(root, 'Phone'), '+12025550143');
    await waitFor(() => inputLabelled(root, 'Phone').value === '+12025550143', 'the typed phone');
    await waitFor(() => query<HTMLSelectElement>(root, 'select[aria-label="Phone country code"]').value === 'US', 'the picker following the number');
  });

  it('a field error from the server goes back to the form, on the field', async () => {
    const { root, orderId } = await toWalletInfo();
    query<HTMLInputElement>(root, '.crw-check input').click();
    button(root, 'Proceed').click();
    await waitForText(root, 'Check and pay');
    await control('fail', { path: `orders/${orderId}/wallet-info`, code: 'validation_error', status: 400, message: 'Invalid', payload: { 'card.phone': ['This phone cannot pay with Google Pay'] } });
    button(root, 'Pay with Google Pay').click();
    await waitForText(root, 'This phone cannot pay with Google Pay');
    expect(text(root)).to.contain('Street, building, apt');
  });

  it('back on the form goes to user info', async () => {
    const { root } = await toWalletInfo();
    button(root, 'Back').click();
    await waitForText(root, 'Check your details');
  });
});
