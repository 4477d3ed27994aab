/**
 * The provider's page in a window of its own (spec 2 §4 "Windows"): closed on an authentication-completed
 * message (unless it is a bank authorization) and when the widget's page goes away. The page's `window`
 * is a stand-in here: an event target that opens child windows the test can look at.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { openAuthWindow } from '../../src/integrations/authWindow';
import { MESSAGE_SOURCE } from '../../src/host/protocol';

const WIDGET_ORIGIN = 'https://widget.example';
type Child = { closed: boolean; close: () => void };

/** The widget's page: `window.open` gives a child window that records its closing. */
function widgetPage() {
  const page = new EventTarget() as EventTarget & { location: { origin: string }; open: () => Child; children: Child[] };
  page.location = { origin: WIDGET_ORIGIN };
  page.children = [];
  page.open = () => {
    const child: Child = {
      closed: false,
      close: () => {
        child.closed = true;
      },
    };
    page.children.push(child);
    return child;
  };
  return page;
}

/** A message as the browser delivers it: from `source`, at `origin`. */
function message(source: unknown, origin: string, data: unknown): Event {
  return Object.assign(new Event('message'), { source, origin, data });
}

const completed = { source: MESSAGE_SOURCE, type: 'authentication_completed', data: { outcome: 'success' } };

describe('the authentication window (spec 2 §4 "Windows")', () => {
  let page: ReturnType<typeof widgetPage>;
  const original = Object.getOwnPropertyDescriptor(globalThis, 'window');
  beforeEach(() => {
    page = widgetPage();
    Object.defineProperty(globalThis, 'window', { configurable: true, value: page });
  });
  afterEach(() => {
    if (original) Object.defineProperty(globalThis, 'window', original);
    else delete (globalThis as { window?: unknown }).window;
  });

  it("a child window closes on the provider's authentication-completed message, and the widget moves on", () => {
    let moved = 0;
    openAuthWindow('https://acs.example/3ds/1', () => {
      moved += 1;
    });
    const [child] = page.children;
    // Another window's message, or one from another origin, closes nothing.
    page.dispatchEvent(message({}, 'https://acs.example', completed));
    page.dispatchEvent(message(child, 'https://evil.example', completed));
    assert.equal(child?.closed, false);
    page.dispatchEvent(message(child, 'https://acs.example', completed));
    assert.equal(child?.closed, true);
    assert.equal(moved, 1);
  });

  it('a child window closes when our own /close_on_success page in it says it loaded', () => {
    let moved = 0;
    openAuthWindow('https://acs.example/3ds/1', () => {
      moved += 1;
    });
    const [child] = page.children;
    page.dispatchEvent(message(child, WIDGET_ORIGIN, { source: MESSAGE_SOURCE, version: 1, type: 'load', data: {} }));
    assert.equal(child?.closed, true);
    assert.equal(moved, 1);
  });

  it("a bank authorization's window stays open on completion (the bank's page finishes there)", () => {
    let moved = 0;
    openAuthWindow('https://bank.example/bank-authorization/42', () => {
      moved += 1;
    });
    const [child] = page.children;
    page.dispatchEvent(message(child, 'https://bank.example', completed));
    assert.equal(child?.closed, false);
    assert.equal(moved, 1);
  });

  it("a child window closes when the widget's page goes away (unload)", () => {
    openAuthWindow('https://bank.example/bank-authorization/42', () => undefined);
    const [child] = page.children;
    assert.equal(child?.closed, false);
    page.dispatchEvent(new Event('pagehide'));
    assert.equal(child?.closed, true);
  });
});
