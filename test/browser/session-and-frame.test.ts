import { expect } from '@open-wc/testing';
import { listenToWindow } from '../../src/host/bridge';
import { isHostMessage } from '../../src/host/isHostMessage';
import {
  type Mounted,
  TOKEN_KEY,
  activeOrderKey,
  button,
  control,
  freshSandboxPerTest,
  mountElement,
  mountSigned,
  placeOrder,
  query,
  signed,
  signInAs,
  text,
  waitFor,
  waitForText,
} from './helpers';

let mounted: Mounted | undefined;

freshSandboxPerTest();

describe('session', () => {
  it("a removed widget's late reply does not sign out the next one (the session token is shared)", async () => {
    await signInAs('returning@example.com');
    await control('latency', { ms: 1_000 });
    // Its reply reaching the page, seen through the page's fetch (WebKit keeps no Resource Timing entry of it).
    let replies = 0;
    const pageFetch = window.fetch;
    window.fetch = (input, init) =>
      pageFetch(input, init).finally(() => {
        if (String(input instanceof Request ? input.url : input).endsWith('/customers/current')) replies += 1;
      });
    try {
      const first = mountElement();
      const asked = async () => ((await control('requests')) as { path: string }[]).some((r) => r.path === 'customers/current');
      await waitFor(asked, 'the first widget asking for its customer (held 1 s)');
      first.remove();
      // The sandbox forgets every session: the held call will be refused. A new session starts meanwhile.
      await control('reset');
      const token = await signInAs('returning@example.com');
      await waitFor(() => replies > 0, "the removed widget's refused reply");
      expect(sessionStorage.getItem(TOKEN_KEY)).to.equal(token);
    } finally {
      window.fetch = pageFetch;
    }
  });

  it('a returning customer with a stored token is signed in: no promo plate, token sent as a bearer', async () => {
    const { token } = (await control('customers', { email: 'returning@example.com' })) as { token: string };
    sessionStorage.setItem(TOKEN_KEY, token);
    mounted = mountElement();
    await waitForText(mounted.root, 'Buy for 100 USD');
    expect(text(mounted.root)).not.to.contain('without verification');
    const requests = (await control('requests')) as { path: string; authorization: string | null }[];
    expect(requests.find((r) => r.path === 'customers/current')?.authorization).to.equal(`Bearer ${token}`);
  });

  it('an expired token signs the customer out and is forgotten', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'expired-token');
    mounted = mountElement();
    await waitForText(mounted.root, 'Buy for 100 USD');
    expect(text(mounted.root)).to.contain('Swap up to 900 euro without verification');
    expect(sessionStorage.getItem(TOKEN_KEY)).to.equal(null);
  });
});

describe('frame', () => {
  it('with a merchant, the close button tells the host to close (exit)', async () => {
    mounted = await mountSigned({});
    await waitForText(mounted.root, 'Buy for 100 USD');
    button(mounted.root, 'Close').click();
    await waitFor(() => mounted?.events.some((e) => e.type === 'exit' && e.channel === 'dom'), 'exit');
  });

  it('while a payment is under way, Close asks first: Stay keeps the widget, Close anyway tells the host', async () => {
    const id = await placeOrder(await signInAs('kyc-complete@sandbox.test'), 'skrill');
    await control('order-status', { id, status: 'auth_requested', auth: 'sms' });
    const params = await signed({});
    localStorage.setItem(activeOrderKey({ signature: params.signature }), id);
    mounted = mountElement({ 'api-key': params.apiKey, signature: params.signature, payload: params.payload });
    await waitForText(mounted.root, 'Enter SMS code');
    button(mounted.root, 'Close').click();
    await waitForText(mounted.root, 'Close during payment?');
    button(mounted.root, 'Stay').click();
    await waitFor(() => !mounted?.root.querySelector('dialog'), 'dialog closed');
    expect(mounted.events.some((e) => e.type === 'exit')).to.equal(false);
    button(mounted.root, 'Close').click();
    await waitForText(mounted.root, 'Close during payment?');
    button(mounted.root, 'Close anyway').click();
    await waitFor(() => mounted?.events.some((e) => e.type === 'exit' && e.channel === 'dom'), 'exit');
  });

  it('standalone, a help link takes the close button’s place', async () => {
    mounted = mountElement();
    await waitForText(mounted.root, 'Buy for 100 USD');
    expect(query<HTMLAnchorElement>(mounted.root, 'a.crw-help').target).to.equal('_blank');
    expect(mounted.root.querySelector('button[aria-label="Close"]')).to.equal(null);
  });

  it('the currency modal opens from the keyboard and closes with Escape', async () => {
    mounted = mountElement();
    const { root } = mounted;
    await waitForText(root, 'Buy for 100 USD');
    const currencyButton = query<HTMLButtonElement>(root, '[data-testid="receive-field"] .crw-currency-button');
    currencyButton.focus();
    currencyButton.click(); // Enter or Space on a focused button clicks it
    const dialog = await waitFor(() => root.querySelector<HTMLDialogElement>('dialog[open]'), 'modal');
    expect(root.activeElement?.getAttribute('type')).to.equal('search');
    dialog.dispatchEvent(new Event('cancel', { cancelable: true })); // what Escape fires on a modal dialog
    await waitFor(() => !root.querySelector('dialog'), 'modal closed');
  });
});

describe('message guard for windows the widget talks to', () => {
  it('accepts a message only from the expected window at the expected origin, with a valid shape', async () => {
    const frame = document.createElement('iframe');
    const message = { source: 'crypto-ramp-widget', version: 1, type: 'load', data: {}, widgetId: 'w0' };
    frame.srcdoc = `<script>parent.postMessage(${JSON.stringify(message)}, '*'); parent.postMessage({ nonsense: true }, '*');</script>`;
    const accepted: unknown[] = [];
    const wrongWindow: unknown[] = [];
    const wrongOrigin: unknown[] = [];
    const parse = (data: unknown) => (isHostMessage(data) ? data : null);
    const stops = [
      listenToWindow(window, { source: () => frame.contentWindow, origin: window.location.origin }, parse, (m) => accepted.push(m)),
      listenToWindow(window, { source: () => window, origin: window.location.origin }, parse, (m) => wrongWindow.push(m)),
      listenToWindow(window, { source: () => frame.contentWindow, origin: 'https://elsewhere.example' }, parse, (m) => wrongOrigin.push(m)),
    ];
    document.body.append(frame);
    await waitFor(() => accepted.length === 1, 'one accepted message');
    expect(accepted).to.deep.equal([message]);
    expect(wrongWindow).to.deep.equal([]);
    expect(wrongOrigin).to.deep.equal([]);
    for (const stop of stops) stop();
    frame.remove();
  });
});
