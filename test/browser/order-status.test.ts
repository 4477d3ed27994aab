import { expect } from '@open-wc/testing';
import {
  EVM_WALLET,
  activeOrderKey,
  signed,
  SANDBOX,
  button,
  control,
  freshSandboxPerTest,
  mountElement,
  placeOrder,
  query,
  signInAs,
  startOn,
  text,
  typeInto,
  waitFor,
  waitForText,
} from './helpers';
import { LONG_WAIT_MESSAGE_MS } from '../../src/domain/constants';
import { ROUTES } from '../../src/domain/routes';
import { READ_RETRIES } from '../../src/domain/retry';
import { TEST_TIME_SCALE } from '../timeScale';

freshSandboxPerTest();

/** A verified customer with an order made through the API, opened on the order screen. */
async function withOrder(
  paymentType = 'skrill',
  status?: string,
  extra: Record<string, string | number> = {},
  attributes: Record<string, string> = {},
  beforeMount: (id: string) => Promise<unknown> = async () => undefined,
) {
  const id = await placeOrder(await signInAs('kyc-complete@sandbox.test'), paymentType);
  if (status) await control('order-status', { id, status, ...extra });
  await beforeMount(id);
  localStorage.setItem(activeOrderKey(), id);
  startOn(ROUTES.order);
  const mounted = mountElement(attributes);
  return { id, mounted, root: mounted.root };
}

const hostEvents = (mounted: { events: { type: string; channel: string; data: unknown }[] }, type: string) =>
  mounted.events.filter((e) => e.type === type && e.channel === 'dom');

describe('order screen by status', () => {
  it('processing: after 30 s a longer-wait message and Skip waiting, which shows the progress', async function () {
    this.timeout(30_000);
    const { root } = await withOrder('card', 'processing_started');
    // Measured from the mount, which comes before the screen's clock starts: the accessibility audit
    // that waitForText runs once the screen shows can itself take seconds on a loaded machine.
    const mounted = performance.now();
    await waitForText(root, 'Processing your payment');
    expect(text(root)).not.to.contain('Skip waiting');
    await waitForText(root, 'Skip waiting', 15_000);
    expect(performance.now() - mounted).to.be.at.least(LONG_WAIT_MESSAGE_MS * TEST_TIME_SCALE);
    expect(text(root)).to.contain('This is taking longer than usual');
    button(root, 'Skip waiting').click();
    await waitForText(root, 'Almost done');
  });

  it('failed: the provider reason, the short order id, help; a wallet payment offers Try again, and Start over (the spec\'s Close) forgets the order', async () => {
    const { id, root } = await withOrder('skrill', 'failed', { failureReason: 'Card declined by the issuing bank' });
    await waitForText(root, 'Payment failed');
    expect(text(root)).to.contain('Card declined by the issuing bank');
    expect(text(root)).to.contain(`${id.slice(0, 4)}…${id.slice(-6)}`);
    expect(query<HTMLAnchorElement>(root, '[data-testid="support-email"] a').href).to.equal('mailto:support@example.com');
    expect(button(root, 'Try again').getAttribute('part')).to.equal('primary-button');
    button(root, 'Start over').click();
    await waitForText(root, 'Confirm and proceed');
    expect(localStorage.getItem(activeOrderKey())).to.equal(null);
  });

  it('an order that cannot be read says so with Try again, never an endless spinner; Try again shows it', async () => {
    const id = await placeOrder(await signInAs('kyc-complete@sandbox.test'), 'skrill');
    await control('order-status', { id, status: 'expired' });
    // Both reads of the order fail: start-up's (which leaves it to the screen) and the screen's.
    await control('fail', { path: `orders/${id}`, mode: 'malformed', times: 2 });
    localStorage.setItem(activeOrderKey(), id);
    startOn(ROUTES.order);
    const { root } = mountElement();
    await waitForText(root, 'We could not load your order just now.');
    button(root, 'Try again').click();
    await waitForText(root, 'Exchange rates are reserved for 10-15 minutes');
  });

  it('Done is a success moment that leads on: what was bought and paid, Buy more; after a reload the same', async () => {
    const { root, mounted } = await withOrder('skrill', 'complete', { txId: '0xabc' });
    await waitForText(root, 'Done');
    const success = text(query(root, '[data-testid="order-success"]'));
    expect(success).to.contain('You bought 104.65 USDT Polygon');
    expect(success).to.contain('You paid 100.00 EUR');
    // Standalone: no merchant to go back to.
    expect(text(root)).not.to.contain('Back to');
    mounted.remove();
    const again = mountElement();
    await waitForText(again.root, 'You bought 104.65 USDT Polygon');
    button(again.root, 'Buy more').click();
    await waitForText(again.root, 'Buy for');
    expect(localStorage.getItem(activeOrderKey())).to.equal(null);
  });

  it("Done, when a merchant launched the widget: 'Back to Demo Shop' tells the host to close (exit)", async () => {
    const id = await placeOrder(await signInAs('kyc-complete@sandbox.test'), 'skrill');
    await control('order-status', { id, status: 'complete', txId: '0xabc' });
    const params = await signed({});
    localStorage.setItem(activeOrderKey({ signature: params.signature }), id);
    startOn(ROUTES.order);
    const mounted = mountElement({ 'api-key': params.apiKey, signature: params.signature, payload: params.payload });
    await waitForText(mounted.root, 'You bought');
    button(mounted.root, 'Back to Demo Shop').click();
    await waitFor(() => hostEvents(mounted, 'exit').length === 1, 'exit');
  });

  it('expired: rates are reserved for 10-15 minutes', async () => {
    const { root } = await withOrder('skrill', 'expired');
    await waitForText(root, 'Exchange rates are reserved for 10-15 minutes');
  });

  it('processing → progress through the long poll, then Done by polling; the host hears success once', async () => {
    const { id, root, mounted } = await withOrder('skrill', 'processing_started');
    await waitFor(() => root.querySelector('[data-testid="order-processing"]'), 'processing');
    await control('order-status', { id, status: 'transfer_processing_started' });
    await waitForText(root, 'Almost done');
    expect(text(query(root, '[data-testid="order-progress"]'))).to.contain(id.slice(0, 12));
    // The summary's first line, while the crypto is on its way (the spec's "you got": a declared rewording).
    expect(query(root, 'details.crw-box dl').textContent).to.contain('You get');
    expect(query(root, `[data-testid="order-progress"] [title="${EVM_WALLET}"]`).textContent).to.equal('0x1111…111111');
    await control('order-status', { id, status: 'complete', txId: '0xabc' });
    await waitForText(root, 'Done', 8_000);
    expect(query<HTMLAnchorElement>(root, 'a.crw-button-link').href).to.equal('https://polygonscan.com/tx/0xabc');
    await waitFor(() => hostEvents(mounted, 'operation_success').length === 1, 'operation_success');
    expect(hostEvents(mounted, 'operation_success')[0]?.data).to.deep.equal({ orderId: id });
    // Polling stopped at a final status: no second success.
    expect(hostEvents(mounted, 'operation_success')).to.have.length(1);
  });

  it('the host hears operation pending when processing starts, and operation fail when it fails', async () => {
    const { id, root, mounted } = await withOrder('skrill', 'can_be_processed');
    await waitFor(() => root.querySelector('[data-testid="order-processing"]'), 'processing');
    await control('order-status', { id, status: 'processing_started' });
    await waitFor(() => hostEvents(mounted, 'operation_pending').length === 1, 'operation_pending', 8_000);
    await control('order-status', { id, status: 'failed' });
    await waitForText(root, 'Payment failed', 8_000);
    expect(hostEvents(mounted, 'operation_fail')).to.have.length(1);
    expect(hostEvents(mounted, 'operation_pending')).to.have.length(1);
  });

  it('on hold: its own title and description with the support e-mail, and progress at step 2 (ordered and verified reached, verified current)', async () => {
    const { root } = await withOrder('skrill', 'on_hold');
    await waitForText(root, 'Order on hold');
    expect(text(root)).to.contain('We are checking this order before it goes on.');
    expect(query<HTMLAnchorElement>(root, '[data-testid="support-email"] a').href).to.equal('mailto:support@example.com');
    expect(root.querySelectorAll('.crw-steps .crw-step-done')).to.have.length(2);
    expect(text(query(root, '.crw-steps [aria-current="step"]'))).to.contain('Transaction verified');
    // Screen readers hear the step, and hear it change: a polite live region follows the order.
    const announcement = query(root, '[data-testid="progress-announcement"]');
    expect(announcement.getAttribute('aria-live')).to.equal('polite');
    expect(text(announcement)).to.equal('Transaction verified');
  });
});

describe('errors while polling', () => {
  it('a reply of the wrong shape while the order is polled is reported (production), and the order screen stays', async () => {
    const { id, root } = await withOrder('skrill', 'transfer_processing_started', {}, { environment: 'production' });
    await waitForText(root, 'Almost done');
    await control('fail', { path: `orders/${id}`, mode: 'malformed' });
    const reports = await waitFor(async () => {
      const received = (await control('error-reports')) as unknown[];
      return received.length > 0 && received;
    }, 'an error report', 12_000);
    expect(JSON.stringify(reports[0])).to.contain(`Unexpected reply from orders/${id}`);
    expect(text(root)).to.contain('Almost done');
  });
});

describe('every other status', () => {
  // spec 1 §2: the view of each status not covered above, and its progress step (spec 1 §4).
  for (const [status, view, doneSteps] of [
    ['can_be_processed', 'Processing your payment', null],
    ['auth_complete', 'Almost done', 2],
    ['blockchain_transaction_submited', 'Almost done', 3],
  ] as const) {
    it(`${status}: ${view}`, async () => {
      const { root } = await withOrder('skrill', status);
      await waitForText(root, view);
      if (doneSteps !== null) expect(root.querySelectorAll('.crw-steps .crw-step-done')).to.have.length(doneSteps);
    });
  }
  for (const status of ['created', 'kyc_waiting'] as const) {
    it(`${status} on a card order: the card payment flow`, async () => {
      const { root } = await withOrder('card', status);
      await waitForText(root, 'Enter card details');
    });
  }
});

describe('provider authentication', () => {
  it("'Enter SMS code': a wrong code shows the server message, the right one authorizes", async () => {
    await control('settle-step', { ms: 300 });
    const { root } = await withOrder('skrill', 'auth_requested', { auth: 'sms' });
    await waitForText(root, 'Enter SMS code');
    const code = () => root.querySelector<HTMLInputElement>('input.crw-code-input') as HTMLInputElement;
    button(root, 'Authorize Transaction').click();
    await waitForText(root, 'Please enter a 6-digit code');
    typeInto(code(), '000000');
    button(root, 'Authorize Transaction').click();
    await waitForText(root, 'The code is not right');
    typeInto(code(), '12-34-56');
    button(root, 'Authorize Transaction').click();
    await waitForText(root, 'Done', 12_000);
  });

  it('its data failing on the way (a gateway’s 503 to every retry) is asked again, never "Payment failed"', async () => {
    const { root } = await withOrder('skrill', 'auth_requested', { auth: 'sms' }, {}, (id) =>
      control('fail', { path: `orders/${id}/processing/auth`, code: 'api_server_error', status: 503, times: READ_RETRIES + 1 }),
    );
    await waitForText(root, 'Enter SMS code');
    expect(text(root)).not.to.contain('Payment failed');
  });

  it("'Enter BANK code' for a bank statement code", async () => {
    const { root } = await withOrder('skrill', 'auth_requested', { auth: 'bank' });
    await waitForText(root, 'Enter BANK code');
  });

  it("'Awaiting order confirmation' when there is nothing to enter", async () => {
    const { root } = await withOrder('skrill', 'auth_requested');
    await waitForText(root, 'Awaiting order confirmation');
  });

  it('an auth URL with display type iframe shows the bank page framed; its outcome moves the order on', async () => {
    await control('settle-step', { ms: 300 });
    const { id, root } = await withOrder('skrill', 'auth_requested', { auth: 'url', displayType: 'iframe' });
    const frame = await waitFor(() => root.querySelector<HTMLIFrameElement>('[data-testid="auth-frame"]'), 'the auth frame');
    expect(frame.src).to.equal(`${SANDBOX.api}/__acs/${id}`);
    await fetch(frame.src, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'outcome=complete' });
    await waitForText(root, 'Done', 15_000);
  });

  it('a failed authentication ends on the failed screen with the reason', async () => {
    const { id, root } = await withOrder('skrill', 'auth_requested', { auth: 'url', displayType: 'new_tab' });
    await waitForText(root, "Open the bank's page");
    await fetch(`${SANDBOX.api}/__acs/${id}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'outcome=fail' });
    await waitForText(root, 'The card issuer declined the authentication', 10_000);
  });
});
