// Rules of embedding that hold without a browser: which storage keys belong to one widget, and the
// address frame mode loads.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STORAGE_KEYS } from '../../src/domain/constants';
import { embeddedFrameUrl } from '../../src/domain/frameEmbed';
import { type OriginMemory, framingPageOrigin, parentOrigin } from '../../src/host/bridge';
import { storageKey } from '../../src/state/storage';

describe('storage keys of several widgets on one page', () => {
  const element = { prefix: 'crypto-ramp-widget:', widgetId: 'w1' };
  it("a widget's own keys carry its id: route, order-creation data, active orders, login step, drafts", () => {
    assert.equal(storageKey(element, STORAGE_KEYS.route), 'crypto-ramp-widget:w1:route');
    assert.equal(storageKey(element, `${STORAGE_KEYS.activeOrderId}:abc`), 'crypto-ramp-widget:w1:active-order-id:abc');
    assert.equal(storageKey(element, STORAGE_KEYS.orderCreationData), 'crypto-ramp-widget:w1:order-creation-data');
    assert.equal(storageKey({ prefix: '', widgetId: 'frame0' }, STORAGE_KEYS.loginStep), 'frame0:login-step');
  });
  it("the page's keys are shared: the session token, the language, dismissed notices", () => {
    assert.equal(storageKey(element, STORAGE_KEYS.authenticationToken), 'crypto-ramp-widget:authentication_token');
    assert.equal(storageKey({ prefix: '', widgetId: 'frame0' }, STORAGE_KEYS.lang), 'lang');
  });
});

describe('frame mode address', () => {
  it('carries the launch attributes as query parameters, exactly as given', () => {
    const url = new URL(embeddedFrameUrl('https://widget.example/', { apiKey: 'k', signature: 's', payload: '{"a":1}\n', widgetId: 'w0', lang: 'es' }));
    assert.equal(url.origin + url.pathname, 'https://widget.example/');
    assert.equal(url.searchParams.get('payload'), '{"a":1}\n');
    assert.equal(url.searchParams.get('widgetId'), 'w0');
    assert.equal(url.searchParams.get('lang'), 'es');
  });
  it('opens tracking and selling as the iframe page\'s deep links', () => {
    assert.equal(new URL(embeddedFrameUrl('https://w.example', { widgetId: 'w0', trackOrder: 'abc-1' })).pathname, '/orders/abc-1/public');
    assert.equal(new URL(embeddedFrameUrl('https://w.example', { widgetId: 'w0', flow: 'sell' })).pathname, '/sell');
  });
  it('leaves out the attributes that are not set or empty', () => {
    assert.equal(embeddedFrameUrl('https://w.example/', { widgetId: 'w0', lang: '', apiKey: undefined }), 'https://w.example/?widgetId=w0');
  });
});

describe("the iframe page's parent origin", () => {
  /** A framed window as a browser without `location.ancestorOrigins` has it (Firefox with it switched off). */
  const framed = (referrer: string, ancestorOrigins?: string[]) => {
    const win = { parent: {}, location: { ancestorOrigins }, document: { referrer } };
    return win as unknown as Window;
  };
  const memory = (): OriginMemory & { value: string | null } => {
    const kept = { value: null as string | null, read: () => kept.value, write: (origin: string) => (kept.value = origin) };
    return kept;
  };

  it('without ancestorOrigins, the first load learns it from the referrer, and a return from the bank keeps it', () => {
    const kept = memory();
    assert.equal(parentOrigin(framed('https://shop.example/checkout'), kept), 'https://shop.example');
    // Back from the bank's 3-D Secure page: the referrer is now the bank's.
    assert.equal(parentOrigin(framed('https://acs.bank.example/challenge'), kept), 'https://shop.example');
  });

  it('ancestorOrigins wins where the browser has it; at top level there is no parent', () => {
    const kept = memory();
    assert.equal(parentOrigin(framed('https://acs.bank.example/', ['https://shop.example']), kept), 'https://shop.example');
    assert.equal(kept.value, 'https://shop.example');
    const top = { location: {}, document: { referrer: 'https://shop.example/' } } as unknown as Window & { parent: unknown };
    (top as { parent: unknown }).parent = top;
    assert.equal(parentOrigin(top, kept), null);
  });

  it('names a page for the merchant check always: "null" for a parent it cannot tell (a data: or sandboxed frame), its own origin at top level', () => {
    assert.equal(framingPageOrigin(framed('', ['null']), memory()), 'null');
    assert.equal(framingPageOrigin(framed(''), memory()), 'null');
    assert.equal(framingPageOrigin(framed('https://shop.example/'), memory()), 'https://shop.example');
    const top = { location: { origin: 'https://widget.example' }, document: { referrer: '' } } as unknown as Window & { parent: unknown };
    (top as { parent: unknown }).parent = top;
    assert.equal(framingPageOrigin(top), 'https://widget.example');
  });
});
