import { expect } from '@open-wc/testing';
import {
  type Mounted,
  activeOrderId,
  button,
  control,
  freshSandboxPerTest,
  inputLabelled,
  mountElement,
  proceedToWallet,
  signInAs,
  submitWallet,
  typeInto,
  query,
  text,
  toUserInfoAsVerified,
  waitFor,
  waitForText,
} from './helpers';

freshSandboxPerTest();

/**
 * A verified customer in Brazil pays by card in reals, which the backend routes to better_bro (a QR to
 * pay), up to the confirm transaction screen.
 */
async function toConfirm(): Promise<{ mounted: Mounted; root: ShadowRoot; orderId: string }> {
  await control('country', { isoAlpha2: 'BR' });
  const mounted = await toUserInfoAsVerified('card');
  const { root } = mounted;
  button(root, 'Confirm and proceed').click();
  await waitForText(root, 'Confirm your purchase');
  return { mounted, root, orderId: activeOrderId() };
}

const domEvents = (mounted: Mounted) => mounted.events.filter((e) => e.channel === 'dom').map((e) => e.type);

describe('the order agrees with its quote', () => {
  it('the amounts the calculator quoted are the order\'s: same pay, same receive after fees', async () => {
    await control('country', { isoAlpha2: 'BR' });
    await signInAs('kyc-complete@sandbox.test');
    const { root } = mountElement();
    await waitFor(() => !button(root, 'Buy for').disabled, 'calculator');
    typeInto(inputLabelled(root, 'You pay'), '250');
    await waitFor(() => !button(root, 'Buy for 250 BRL').disabled, 'Buy for 250 BRL');
    const quoted = Number(inputLabelled(root, 'You get').value);
    expect(quoted).to.be.greaterThan(0).and.lessThan(250 / 5.1); // fees come off: less than the rate's USDT
    const number = (selector: string) => Number(/[\d.]+/.exec(text(query(root, selector)))?.[0]);
    const quotedProviderFee = number('[data-testid="fee-provider"]');
    await proceedToWallet(root);
    submitWallet(root);
    await waitForText(root, 'Check your details');
    button(root, 'Confirm and proceed').click();
    await waitForText(root, 'Confirm your purchase');
    const summary = query(root, '[data-testid="order-summary"]');
    const amount = (label: string) => Number(/[\d.]+/.exec([...summary.querySelectorAll('div')].find((row) => row.querySelector('dt')?.textContent === label)?.querySelector('dd')?.textContent ?? '')?.[0]);
    expect(amount('You pay')).to.equal(250);
    expect(amount('You get')).to.equal(quoted);
    // The fee summary of the order (spec 1 §2): its rate and fees, as quoted.
    expect(text(query(root, '[data-testid="order-rate"]'))).to.match(/^1 USDT Polygon = [\d.,]+ BRL$/);
    expect(Math.abs(number('[data-testid="order-provider-fee"]') - quotedProviderFee)).to.be.lessThan(0.01);
    expect(text(query(root, '[data-testid="order-network-fee"]'))).to.contain('BRL');
  });
});

describe('better_bro: confirm, QR, paid', () => {
  it('from confirm to Done, with the host told each step exactly once', async () => {
    const { mounted, root, orderId } = await toConfirm();
    await waitFor(() => /Rate locked · 1[45]:\d\d/.test(text(root)), 'the reservation timer');
    button(root, 'Buy now').click();
    await waitForText(root, 'You should agree with our terms');
    query<HTMLInputElement>(root, '.crw-check input').click();
    button(root, 'Buy now').click();
    await waitForText(root, 'Scan to pay');
    const image = await waitFor(() => root.querySelector<HTMLImageElement>('[data-testid="order-qr"] img'), 'the QR image');
    expect(image.src.startsWith('data:image/png;base64,')).to.equal(true);
    expect(image.width).to.equal(236);
    // The customer pays on the page the QR opens.
    const payUrl = query<HTMLAnchorElement>(root, 'a.crw-link-button').href;
    await control('settle-step', { ms: 300 });
    await fetch(payUrl, { method: 'POST' });
    await waitForText(root, 'Done', 12_000);
    expect(domEvents(mounted).filter((type) => type.startsWith('operation') || type === 'payment_sent')).to.deep.equal([
      'operation_created',
      'payment_sent',
      'operation_pending',
      'operation_success',
    ]);
    expect(mounted.events.find((e) => e.type === 'payment_sent')?.data).to.deep.equal({ orderId });
  });

  it('a changed rate: the notice, and the next attempt goes through', async () => {
    const { root, orderId } = await toConfirm();
    query<HTMLInputElement>(root, '.crw-check input').click();
    await control('fail', { path: `orders/${orderId}/processing`, code: 'order_data_changed', status: 409, message: 'Rate changed' });
    button(root, 'Buy now').click();
    await waitForText(root, 'The exchange rate has been updated');
    // The order is refetched before Buy now is offered again.
    await waitFor(() => !button(root, 'Buy now').disabled, 'Buy now again');
    button(root, 'Buy now').click();
    await waitForText(root, 'Scan to pay');
  });

  it('a card limit: the limit screen with the server message mapped', async () => {
    const { root, orderId } = await toConfirm();
    query<HTMLInputElement>(root, '.crw-check input').click();
    await control('fail', { path: `orders/${orderId}/processing`, code: 'validation_error', status: 400, message: 'Invalid', payload: { fromAmount: ['You reached your weekly limit.'] } });
    button(root, 'Buy now').click();
    await waitForText(root, 'You reached your weekly limit.');
    button(root, 'Choose another card').click();
    await waitForText(root, 'Confirm your purchase');
  });

  it('a server error is fatal: the failed screen', async () => {
    const { root, orderId } = await toConfirm();
    query<HTMLInputElement>(root, '.crw-check input').click();
    await control('fail', { path: `orders/${orderId}/processing`, code: 'api_server_error', status: 500, message: 'Provider down' });
    button(root, 'Buy now').click();
    await waitForText(root, 'Payment failed');
  });

  it('the reservation runs out: the timer empties and the order shows as expired', async () => {
    const { root, orderId } = await toConfirm();
    (root.host as HTMLElement).remove();
    await control('order-reservation', { id: orderId, ms: 2_500 });
    const again = mountElement();
    await waitFor(() => /Rate locked · 00:0[0-2]/.test(text(again.root)), 'a short reservation');
    await waitForText(again.root, 'Order expired', 10_000);
    button(again.root, 'Start over').click();
    await waitForText(again.root, 'Confirm and proceed');
  });
});
