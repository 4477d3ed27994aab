/**
 * The host-page event contract on its channels (spec 2 "Host-page event contract"): each event as a
 * `ramp:` CustomEvent on the element, and as a message with a source tag and data posted to the host's
 * exact origin, never '*'.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createHostBridge } from '../../src/host/bridge';

describe('host events on their channels', () => {
  it("each event is a ramp: CustomEvent on the element and a message to the host window at its exact origin, never '*'", () => {
    const posted: [unknown, string][] = [];
    const host = { postMessage: (message: unknown, origin: string) => void posted.push([message, origin]) } as unknown as Window;
    const element = new EventTarget() as HTMLElement;
    const heard: [string, unknown][] = [];
    for (const type of ['ramp:payment_pending', 'ramp:operation_created']) element.addEventListener(type, (event) => heard.push([event.type, (event as CustomEvent).detail]));
    const bridge = createHostBridge({ target: { window: host, origin: 'https://shop.example' }, element, widgetId: 'w0' });
    const pending = { orderId: 'o1', merchantOrderId: 'm-1', toWallet: null };
    bridge.emit('payment_pending', pending);
    bridge.emit('operation_created', { orderId: 'o1' });
    assert.deepEqual(heard, [
      ['ramp:payment_pending', pending],
      ['ramp:operation_created', { orderId: 'o1' }],
    ]);
    assert.deepEqual(posted, [
      [{ source: 'crypto-ramp-widget', version: 1, type: 'payment_pending', data: pending, widgetId: 'w0' }, 'https://shop.example'],
      [{ source: 'crypto-ramp-widget', version: 1, type: 'operation_created', data: { orderId: 'o1' }, widgetId: 'w0' }, 'https://shop.example'],
    ]);
  });
});
