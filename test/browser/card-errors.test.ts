/**
 * Each processing error of spec 1 §8 as the card form meets it, a timeout retried, the reservation running
 * out and a reload mid-payment (the test cards' outcomes are card-outcomes.test.ts). The customer types
 * the card into the vault's frames.
 */
import { expect } from '@open-wc/testing';
import {
  confirmAndBuy,
  control,
  enterCard,
  freshSandboxPerTest,
  toCardDetails,
  mountElement,
  query,
  text,
  waitFor,
  waitForText,
  payWith,
} from './helpers';
import { PROCESSING_RETRIES_ON_TIMEOUT, REQUEST_TIMEOUT_MS } from '../../src/domain/constants';
import { TEST_TIME_SCALE } from '../timeScale';

freshSandboxPerTest();

describe('processing errors on the card form', () => {
  it('card field errors from the provider go back a page and show inline', async function () {
    // Two payment attempts, the second one to Done: on a busy 2-core machine with the other engines beside it, more than 20 s.
    this.timeout(40_000);
    const { root, orderId } = await toCardDetails();
    await enterCard(root, '4242424242424242');
    await control('fail', {
      path: `orders/${orderId}/processing`,
      code: 'validation_error',
      status: 400,
      message: 'Check the card',
      payload: { 'card.holder': ['Cardholder name is invalid'], 'card.city': ['Choose city'] },
    });
    await confirmAndBuy(root);
    await waitForText(root, 'Enter card details');
    expect(text(root)).to.contain('Cardholder name is invalid');
    expect(query(root, '[data-testid="billing-address"]').parentElement?.textContent).to.contain('Choose city');
    // The next attempt goes through.
    await confirmAndBuy(root);
    await waitForText(root, 'Done', 15_000);
  });

  it('must_pass_kyc: to full verification', async () => {
    const { root, orderId } = await toCardDetails();
    await enterCard(root, '4242424242424242');
    await control('fail', { path: `orders/${orderId}/processing`, code: 'must_pass_kyc', status: 400, message: 'Verify' });
    await confirmAndBuy(root);
    await waitForText(root, 'Identity verification');
  });

  it('api_server_error is fatal: the failed screen', async () => {
    const { root, orderId } = await toCardDetails();
    await enterCard(root, '4242424242424242');
    await control('fail', { path: `orders/${orderId}/processing`, code: 'api_server_error', status: 500, message: 'Down' });
    await confirmAndBuy(root);
    await waitForText(root, 'Payment failed');
  });

  it('a timeout is retried with the same idempotency key: one payment', async function () {
    this.timeout(40_000);
    const { root, orderId } = await toCardDetails();
    await enterCard(root, '4242424242424242');
    // The provider answers the first attempt after the widget gave up on it; the retry carries the same key.
    await control('fail', { path: `orders/${orderId}/processing`, mode: 'delay', ms: 1.5 * REQUEST_TIMEOUT_MS * TEST_TIME_SCALE });
    await confirmAndBuy(root);
    await waitForText(root, 'Done', 30_000);
    const payments = (await control('payments')) as { started: number };
    expect(payments.started).to.equal(1);
    // Both attempts carried one key: the provider could tell the retry for the same payment.
    const requests = (await control('requests')) as { method: string; path: string; idempotencyKey: string | null }[];
    const keys = requests.filter((r) => r.method === 'POST' && r.path === `orders/${orderId}/processing`).map((r) => r.idempotencyKey);
    expect(keys).to.have.length(2);
    expect(keys[0]).to.match(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).to.equal(1);
  });

  it('every attempt times out while the provider started the payment: the order is read again and followed, not paid twice', async function () {
    this.timeout(60_000);
    const { root, orderId, mounted } = await toCardDetails();
    await enterCard(root, '4242424242424242');
    // Each attempt is answered after the widget gave up on it; the first one started the payment.
    const attempts = PROCESSING_RETRIES_ON_TIMEOUT + 1;
    await control('fail', { path: `orders/${orderId}/processing`, mode: 'delay', ms: 1.5 * REQUEST_TIMEOUT_MS * TEST_TIME_SCALE, times: attempts });
    await confirmAndBuy(root);
    await waitForText(root, 'Done', 45_000);
    expect(text(root)).not.to.contain('Something went wrong');
    // The host hears the payment went out, once.
    expect(mounted.events.filter((e) => e.type === 'payment_sent' && e.channel === 'dom').map((e) => e.data)).to.deep.equal([{ orderId }]);
    const payments = (await control('payments')) as { started: number };
    expect(payments.started).to.equal(1);
    const requests = (await control('requests')) as { method: string; path: string }[];
    expect(requests.filter((r) => r.method === 'POST' && r.path === `orders/${orderId}/processing`)).to.have.length(attempts);
  });
});

describe('reservation and reload', () => {
  it('the reservation running out: the timer blanks and the expired screen follows', async () => {
    await control('reservation', { ms: 4_000 });
    const { root } = await toCardDetails();
    await waitFor(() => /Rate locked · 00:0\d/.test(text(root)), 'the short reservation counting down');
    await waitForText(root, 'Order expired', 10_000);
  });

  it('a reload mid-payment resumes on the order screen', async () => {
    const { root, mounted } = await payWith('4000000000001000');
    await waitForText(root, 'Enter SMS code', 12_000);
    mounted.remove();
    const again = mountElement();
    await waitForText(again.root, 'Enter SMS code');
  });
});
