/**
 * Each sandbox test card from the card form to its final screen (the processing errors, the reservation
 * and a reload are card-errors.test.ts). The customer types the card into the vault's frames.
 */
import { expect } from '@open-wc/testing';
import {
  type Mounted,
  SANDBOX,
  TOKEN_KEY,
  activeOrderId,
  activeOrderKey,
  button,
  confirmAndBuy,
  enterCard,
  freshSandboxPerTest,
  toCardDetails,
  inputLabelled,
  text,
  typeInto,
  waitFor,
  waitForText,
  payWith,
  query,
  control,
} from './helpers';

freshSandboxPerTest();

const domTypes = (mounted: Mounted) => mounted.events.filter((e) => e.channel === 'dom').map((e) => e.type);

describe('test cards', function () {
  // Each test walks a whole purchase, the card typed into the vault's frames, to the provider's outcome:
  // WebKit, run beside the two other engines on this machine's two cores, can take more than the default 20 s.
  this.timeout(40_000);

  it('SMS code: a wrong code is refused, the right one completes the order', async () => {
    const { root } = await payWith('4000000000001000');
    await waitForText(root, 'Enter SMS code', 12_000);
    typeInto(inputLabelled(root, 'Code'), '000000');
    button(root, 'Authorize Transaction').click();
    await waitForText(root, 'The code is not right');
    typeInto(inputLabelled(root, 'Code'), '123456');
    button(root, 'Authorize Transaction').click();
    await waitForText(root, 'Done', 15_000);
  });

  it('BANK code completes the order', async () => {
    const { root } = await payWith('4000000000002008');
    await waitForText(root, 'Enter BANK code', 12_000);
    typeInto(inputLabelled(root, 'Code'), '123456');
    button(root, 'Authorize Transaction').click();
    await waitForText(root, 'Done', 15_000);
  });

  it('3-D Secure in an iframe: the bank page shows inside the widget, at least 390 × 400; completing it completes the order', async () => {
    const { root, mounted } = await payWith('4000000000003006');
    const frame = await waitFor(() => root.querySelector<HTMLIFrameElement>('[data-testid="auth-frame"]'), 'the bank page', 12_000);
    expect(new URL(frame.src).pathname).to.match(/^\/__acs\//);
    // EMV 3-D Secure's 390 × 400 challenge window where the widget is that wide; edge to edge on a phone.
    const box = () => frame.getBoundingClientRect();
    expect(box().width).to.be.at.least(390);
    expect(box().height).to.be.at.least(400);
    mounted.element.style.width = '360px';
    await waitFor(() => Math.round(box().width) === 360, () => `the bank page across the 360 px widget (${box().width} px)`);
    expect(box().height).to.be.at.least(400);
    // The customer presses Complete on the bank's page (another origin): the same form post.
    await fetch(frame.src, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'outcome=complete' });
    await waitForText(root, 'Done', 15_000);
  });

  for (const [number, how] of [
    ['4000000000003105', 'in a new tab'],
    ['4000000000003204', 'by redirect (from inside a page, a new tab too)'],
  ] as const) {
    it(`3-D Secure ${how}: the widget offers to open the bank page`, async () => {
      const { root } = await payWith(number);
      await waitForText(root, "Open the bank's page", 12_000);
    });
  }

  it('authentication_error on paying (the session ended elsewhere): signed out, the order cleared, back to the start (spec 1 §8)', async () => {
    const { root } = await toCardDetails();
    await enterCard(root, '4242424242424242');
    const token = sessionStorage.getItem(TOKEN_KEY) ?? '';
    await fetch(`${SANDBOX.api}/provider/v1/customers/current/sign-out`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    await confirmAndBuy(root);
    await waitForText(root, 'Buy for');
    expect(sessionStorage.getItem(TOKEN_KEY)).to.equal(null);
    expect(localStorage.getItem(activeOrderKey())).to.equal(null);
  });

  it('declined: the failed screen with the provider reason, and the host told operation fail', async () => {
    const { root, mounted, orderId } = await payWith('4000000000004004');
    await waitForText(root, 'Insufficient funds', 12_000);
    expect(text(root)).to.contain(`${orderId.slice(0, 4)}`);
    expect(domTypes(mounted)).to.include('operation_fail');
  });

  it('declined: Try another card (the main action) starts a new order for the same purchase on the new-card form; Start over is there too', async () => {
    const { root, mounted, orderId } = await payWith('4000000000004004');
    await waitForText(root, 'Insufficient funds', 12_000);
    const again = button(root, 'Try another card');
    expect(again.getAttribute('part')).to.equal('primary-button');
    expect(button(root, 'Start over').getAttribute('part')).to.equal(null);
    again.click();
    await waitForText(root, 'Enter card details');
    const created = mounted.events.filter((e) => e.channel === 'dom' && e.type === 'operation_created').map((e) => (e.data as { orderId: string }).orderId);
    expect(created).to.have.length(2);
    expect(created[1]).not.to.equal(orderId);
    expect(activeOrderId()).to.equal(created[1]);
    expect(query(root, '[data-testid="order-total"]').textContent).to.contain('100');
  });

  for (const [number, message] of [
    ['4000000000005001', 'You reached your daily limit.'],
    ['4000000000005100', 'You reached your weekly limit.'],
    ['4000000000005209', 'You reached your yearly limit'],
  ] as const) {
    it(`limit card ${number}: '${message}', then Choose another card goes back to the card form`, async () => {
      const { root } = await payWith(number);
      await waitForText(root, message);
      button(root, 'Choose another card').click();
      await waitForText(root, 'Enter card details');
    });
  }

  it('on hold: the progress screen titled for the hold, still in progress', async () => {
    const { root, mounted } = await payWith('4000000000006009');
    await waitForText(root, 'Order on hold', 12_000);
    expect(root.querySelectorAll('.crw-steps .crw-step-done')).to.have.length(2);
    expect(domTypes(mounted)).not.to.include('operation_success');
  });

  it('expires: the expired screen and order_expired to the host; Get a new quote buys the same at the current rate and shows the amount before and now', async () => {
    const { root, mounted, orderId } = await payWith('4000000000007007');
    await waitForText(root, 'Order expired', 12_000);
    // The order number as the progress screen writes it: its first 12 characters.
    expect(query(root, '[data-testid="order-expired"]').textContent).to.contain(`Order number: ${orderId.slice(0, 12)}`);
    const expired = await waitFor(() => {
      const heard = mounted.events.filter((e) => e.type === 'order_expired');
      return heard.length === 2 && heard;
    }, 'order_expired on both channels');
    expect(expired.map((e) => e.channel).sort()).to.deep.equal(['dom', 'postMessage']);
    expect(expired[0]?.data).to.deep.equal({ orderId });
    await control('rates', { factor: 0.9 });
    button(root, 'Get a new quote').click();
    await waitForText(root, 'The rate has changed');
    const change = query(root, '[data-testid="amount-change"]');
    const cells = [...change.querySelectorAll('tbody td')].map((cell) => cell.textContent ?? '');
    // Only what moved: what the customer gets (the payment stays 100 USD).
    expect(change.querySelectorAll('tbody')).to.have.length(1);
    expect(change.querySelector('tbody th')?.textContent).to.equal('You get');
    const [before, now] = cells.map((cell) => Number.parseFloat(cell));
    expect(now).to.be.closeTo((before ?? 0) * 0.9, 0.02);
    expect(query(root, '[data-testid="order-summary"]').textContent).to.contain(cells[1]);
    expect(query(root, '[data-testid="order-total"]').textContent).to.contain('100');
    expect(activeOrderId()).not.to.equal(orderId);
  });

  it('rate changed: the notice on the confirm page with the amount before and now, Buy Now offered again', async () => {
    const { root } = await payWith('4000000000008005');
    await waitForText(root, 'The exchange rate has been updated');
    await waitFor(() => !button(root, 'Buy Now').disabled, 'Buy Now again');
    const [before, now] = [...query(root, '[data-testid="amount-change"]').querySelectorAll('tbody td')].map((cell) => Number.parseFloat(cell.textContent ?? ''));
    expect(now).to.be.closeTo((before ?? 0) * 0.98, 0.02);
  });

  it('the rate lock counts down right under the amounts on every card page', async () => {
    const { root } = await toCardDetails();
    const lockUnderAmounts = () => {
      const timer = query(root, '[data-testid="reservation-timer"]');
      expect(timer.textContent).to.match(/^Rate locked · 1[45]:\d\d$/);
      expect(timer.previousElementSibling?.getAttribute('data-testid')).to.equal('order-summary');
      // What is charged comes last in the summary, bold, as checkouts end with the total.
      const total = query(root, '[data-testid="order-summary"]').lastElementChild as HTMLElement;
      expect(total.querySelector('[data-testid="order-total"]')).not.to.equal(null);
      expect(Number(getComputedStyle(total).fontWeight)).to.be.at.least(600);
    };
    lockUnderAmounts();
    await enterCard(root, '4242424242424242');
    button(root, 'Proceed').click();
    await waitForText(root, 'Confirm transaction');
    lockUnderAmounts();
  });
});
