/** Public order tracking in the element (`track-order`): live order, unknown id, a flaky backend, the link. */
import { expect } from '@open-wc/testing';
import { TRACKING_POLL_MS, TRACKING_RETRIES, TRACKING_RETRY_DELAY_MS } from '../../src/domain/constants';
import { SANDBOX, button, control, freshSandboxPerTest, mountElement, placeOrder, query, signInAs, text, virtualTimers, waitFor, waitForText } from './helpers';

freshSandboxPerTest();

/** An order placed by a customer; the tracker is someone else, with no session. */
async function placedOrder(): Promise<string> {
  const id = await placeOrder(await signInAs('kyc-complete@sandbox.test'), 'card');
  sessionStorage.clear();
  return id;
}

const trackCalls = async (id: string) => ((await control('requests')) as { path: string }[]).filter((r) => r.path === `orders/${id}/track`).length;

/** Counts the page's fetches of URLs ending in `path` from now on (the element calls through the page's fetch). */
function countingFetches(path: string): { count: () => number; stop: () => void } {
  let count = 0;
  const pageFetch = window.fetch;
  window.fetch = (input, init) => {
    if (String(input instanceof Request ? input.url : input).endsWith(path)) count += 1;
    return pageFetch(input, init);
  };
  return {
    count: () => count,
    stop: () => {
      window.fetch = pageFetch;
    },
  };
}

/** A task later: every promise settled before has run its callbacks (a message, not a timer: the page's timers may be the test's). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => resolve();
    port2.postMessage(null);
  });
}

describe('public order tracking', () => {
  it('shows a live order to anyone and follows its status every 2 s', async () => {
    const id = await placedOrder();
    const { root } = mountElement({ 'track-order': id });
    await waitForText(root, 'Order tracking');
    await waitForText(root, id.slice(0, 12));
    expect(text(root)).to.match(/0x1111\s*…\s*111111/);
    // Amounts as a person reads them: cents for fiat, the currency's display name, never 'USDT-MATIC'.
    expect(text(root)).to.contain('Total 100.00 EUR');
    expect(text(root)).to.match(/You get [\d.]+ USDT Polygon/);
    expect(text(root)).not.to.contain('USDT-MATIC');
    // The spec's 12-character order number, with the whole id a click away.
    expect(button(root, 'Copy the full order number')).to.be.ok;
    // The support card's knowledge-base link opens the help widget's address (spec 2 §9).
    const knowledgeBase = [...root.querySelectorAll('a')].find((a) => a.textContent === 'Visit our knowledge base');
    expect(knowledgeBase?.href).to.equal('https://help-widget.example.com/');
    expect(query(root, '[data-testid="status-badge"]').dataset.status).to.equal('reserved');
    await control('order-status', { id, status: 'complete' });
    await waitFor(() => query(root, '[data-testid="status-badge"]').dataset.status === 'complete', 'the badge to follow the order', 5_000);
    expect(query(root, '[data-testid="status-badge"]').className).to.contain('success');
    // The badge is a status region: its change is read out.
    expect(query(root, '[data-testid="status-badge"]').getAttribute('role')).to.equal('status');
  });

  it('an unknown order: not found at once, without retrying the 404', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const fetches = countingFetches(`/orders/${unknown}/track`);
    // The widget's timers on a clock the test moves: the time in which tracking would read the order
    // again (a poll, or the retries of a failure) is passed at once, and what it set to run then, runs.
    const clock = virtualTimers();
    const { root } = mountElement({ 'track-order': unknown });
    try {
      await waitFor(() => text(root).includes('Order not found'), 'Order not found');
      expect(await trackCalls(unknown)).to.equal(1);
      clock.advance(TRACKING_POLL_MS + TRACKING_RETRIES * TRACKING_RETRY_DELAY_MS);
      // A read set off by those timers has called fetch once the promises it awaits have run.
      await nextTask();
      expect(fetches.count(), "the widget's reads of the order").to.equal(1);
    } finally {
      clock.restore();
      fetches.stop();
    }
    await waitForText(root, 'Order not found');
    button(root, 'Home').click();
    await waitFor(() => button(root, 'Buy for'), 'the calculator');
  });

  it('a flaky backend: two failures are retried 2 s apart and the order shows', async () => {
    const id = await placedOrder();
    await control('fail', { path: `orders/${id}/track`, code: 'api_server_error', status: 502, times: 2 });
    const { root } = mountElement({ 'track-order': id });
    await waitForText(root, id.slice(0, 12), 7_000);
    expect(await trackCalls(id)).to.be.at.least(3);
  });

  it('a backend that keeps failing: after 2 retries an error with Try again', async function () {
    this.timeout(30_000);
    const id = await placedOrder();
    await control('fail', { path: `orders/${id}/track`, code: 'api_server_error', status: 502, times: 3 });
    const { root } = mountElement({ 'track-order': id });
    await waitForText(root, 'We could not load this order just now.', 8_000);
    expect(await trackCalls(id)).to.equal(3);
    button(root, 'Try again').click();
    await waitForText(root, id.slice(0, 12));
  });

  it('copies a tracking link on the widget page, with feedback for a second (spec 1 §9: 1 s)', async () => {
    const id = await placedOrder();
    // A settled order: tracking reads it no more, and the feedback's is the one timer the page sets.
    await control('order-status', { id, status: 'complete' });
    let copied = '';
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    // The OS clipboard is out of a headless test's reach: a stand-in records what the widget copies.
    const writeText = async (value: string) => {
      copied = value;
    };
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    try {
      const { root } = mountElement({ 'track-order': id });
      await waitForText(root, id.slice(0, 12));
      await waitFor(() => query(root, '[data-testid="status-badge"]').dataset.status === 'complete', 'the settled order');
      // The widget's timers run on a clock the test moves: the second is measured exactly, whatever the load.
      const clock = virtualTimers();
      try {
        button(root, 'Copy tracking link').click();
        await waitFor(() => text(root).includes('Copied'), 'the feedback');
        // The address spelt out: the link a customer hands on is the point.
        expect(copied).to.equal(`${SANDBOX.widget}/orders/${id}/public`);
        await waitFor(() => clock.made() === 1, 'the feedback to be timed');
        clock.advance(999);
        expect(clock.waiting(), 'still shown at 999 ms').to.equal(1);
        expect(text(root)).to.contain('Copied');
        clock.advance(1);
        await waitFor(() => !text(root).includes('Copied'), 'the feedback to go at 1 s', 3_000);
      } finally {
        clock.restore();
      }
    } finally {
      delete (navigator as { clipboard?: unknown }).clipboard;
      if (original) Object.defineProperty(Navigator.prototype, 'clipboard', original);
    }
  });

  it('a malformed order id in track-order stops with a clear message', async () => {
    const { root } = mountElement({ 'track-order': '../../etc' });
    await waitFor(() => text(root).includes('trackOrder'), 'the configuration problem');
  });
});
