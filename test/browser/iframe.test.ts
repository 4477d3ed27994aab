import { expect } from '@open-wc/testing';
import { isHostMessage } from '../../src/host/isHostMessage';
import { ROUTES } from '../../src/domain/routes';
import { SANDBOX, control, signed, waitFor } from './helpers';

type Received = { type: string; data: unknown; origin: string; fromFrame: boolean };

let frame: HTMLIFrameElement | undefined;
let received: Received[] = [];
const onMessage = (event: MessageEvent) => {
  if (isHostMessage(event.data)) {
    received.push({ type: event.data.type, data: event.data.data, origin: event.origin, fromFrame: event.source === frame?.contentWindow });
  }
};

beforeEach(async () => {
  await control('reset');
  received = [];
  window.addEventListener('message', onMessage);
});
afterEach(() => {
  window.removeEventListener('message', onMessage);
  frame?.remove();
});

function openFrame(query: string, path: string = ROUTES.root): HTMLIFrameElement {
  frame = document.createElement('iframe');
  frame.src = `${SANDBOX.widget}${path}${query}`;
  frame.allow = 'camera; microphone; payment; clipboard-write';
  frame.style.cssText = 'width: 440px; height: 700px; border: 0';
  document.body.append(frame);
  return frame;
}

describe('iframe page', () => {
  it('posts load, started and resize to the parent as { source, version, type, data } from its own origin', async () => {
    const params = await signed({ toCurrency: 'BTC' });
    openFrame(`?${new URLSearchParams(params)}`);
    await waitFor(() => received.some((m) => m.type === 'started'), 'started');
    await waitFor(() => received.some((m) => m.type === 'resize'), 'resize');
    for (const message of received) {
      expect(message.origin).to.equal(SANDBOX.widget);
      expect(message.fromFrame).to.equal(true);
    }
    expect(received.find((m) => m.type === 'started')?.data).to.deep.equal({ flowType: 'buy_specific_crypto_flow' });
    expect(received.map((m) => m.type)).to.include('load');
    const resize = received.find((m) => m.type === 'resize')?.data as { width: number; height: number };
    expect(resize.width).to.be.greaterThan(0);
    expect(resize.height).to.be.greaterThan(100);
  });

  it('a wrong signature in the query string gives an error message to the parent', async () => {
    const params = await signed({});
    openFrame(`?${new URLSearchParams({ ...params, signature: 'cd'.repeat(32) })}`);
    const error = await waitFor(() => received.find((m) => m.type === 'error'), 'error');
    const { payload, ...rest } = error.data as { payload: { signature: string[]; sandboxHint: string } };
    expect(rest).to.deep.equal({ code: 'merchant_validation_failer', message: 'Merchant parameters invalid' });
    expect(payload.signature).to.deep.equal(['Signature does not match the payload']);
    // The sandbox's word to the developer comes with it (docs/sandbox.md): the string it signed.
    expect(payload.sandboxHint).to.contain('The sandbox signs the payload string exactly as the widget sent it, "{}" (2 characters)');
  });

  it('starts on a deep link of an unknown path without launch parameters (standalone page)', async () => {
    openFrame('', '/no/such/page');
    await waitFor(() => received.find((m) => m.type === 'started'), 'started');
  });
});
