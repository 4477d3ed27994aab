// The integration doctor in each engine (issue 45; its merchant pages under a policy, in Chromium, are in
// test/e2e/diagnostics.test.ts): what every engine lets the widget see (its width, storage that throws, a
// new tab that does not open, a policy's violations) is told in each; the frame's permissions only where
// the browser can say (Chromium's `document.featurePolicy`), and nothing where it cannot.
import { expect } from '@open-wc/testing';
import { docsOf } from '../../src/domain/diagnostics';
import {
  type CollectedEvent,
  type Mounted,
  SANDBOX,
  activeOrderKey,
  button,
  collectEvents,
  control,
  freshSandboxPerTest,
  mountElement,
  placeOrder,
  ready,
  recordingWarnings,
  signInAs,
  signed,
  waitFor,
  waitForText,
} from './helpers';

freshSandboxPerTest();

type Told = { channel: CollectedEvent['channel']; code: string; blocked: string; docs: string };

const told = (events: CollectedEvent[]): Told[] =>
  events.filter((event) => event.type === 'diagnostic').map((event) => ({ channel: event.channel, ...(event.data as Omit<Told, 'channel'>) }));

/** The diagnostics once `code` has come on each of `channels`. */
function heard(events: CollectedEvent[], code: string, channels: CollectedEvent['channel'][] = ['dom', 'postMessage']): Promise<Told[]> {
  return waitFor(
    () => {
      const all = told(events);
      return channels.every((channel) => all.some((d) => d.channel === channel && d.code === code)) && all;
    },
    () => `${code}: ${JSON.stringify(told(events))}`,
    15_000,
  );
}

/** The doctor's chunk has come into this page (it loads after the widget started). */
const doctorLoaded = () => waitFor(() => performance.getEntriesByType('resource').some((entry) => /\/diagnostics-\w+\.js$/.test(entry.name)), "the doctor's chunk", 15_000);

/** The element in a column of `width` px. */
async function inColumn(width: number, attributes: Record<string, string> = {}): Promise<{ mounted: Mounted; column: HTMLElement }> {
  const column = document.createElement('div');
  column.style.width = `${width}px`;
  document.body.append(column);
  const launch = await signed({});
  const mounted = mountElement({ 'api-key': launch.apiKey, signature: launch.signature, payload: launch.payload, ...attributes });
  column.append(mounted.element);
  return { mounted, column };
}

describe('the integration doctor, in this engine', () => {
  it('a wide column: nothing; made 280 px wide: too_narrow alone, once on each channel, with its section', async () => {
    const { mounted, column } = await inColumn(600);
    await ready(mounted);
    await doctorLoaded();
    column.style.width = '280px';
    const all = await heard(mounted.events, 'too_narrow');
    expect(all).to.deep.equal([
      { channel: 'dom', code: 'too_narrow', blocked: '280px', docs: docsOf('too_narrow') },
      { channel: 'postMessage', code: 'too_narrow', blocked: '280px', docs: docsOf('too_narrow') },
    ]);
    column.remove();
  });

  it('storage that throws: storage_blocked, and the widget still starts', async () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage') ?? Object.getOwnPropertyDescriptor(Window.prototype, 'localStorage');
    const launch = await signed({});
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The user denied storage', 'SecurityError');
      },
    });
    try {
      const mounted = mountElement({ 'api-key': launch.apiKey, signature: launch.signature, payload: launch.payload });
      await waitForText(mounted.root, 'Buy for 100 USD');
      const all = await heard(mounted.events, 'storage_blocked');
      expect(all.map(({ code, blocked }) => [code, blocked])).to.deep.equal([
        ['storage_blocked', 'localStorage'],
        ['storage_blocked', 'localStorage'],
      ]);
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
      else Reflect.deleteProperty(window, 'localStorage');
    }
  });

  it("a page that replaced window.open: the bank's page does not open, popup_blocked naming its origin, and one console line", async () => {
    await control('settle-step', { ms: 300 });
    const token = await signInAs('kyc-complete@sandbox.test');
    const id = await placeOrder(token, 'skrill');
    await control('order-status', { id, status: 'auth_requested', auth: 'url', displayType: 'new_tab' });
    const launch = await signed({});
    localStorage.setItem(activeOrderKey({ signature: launch.signature }), id);
    const open = window.open;
    window.open = () => null;
    try {
      const { warnings } = await recordingWarnings(async (said) => {
        const mounted = mountElement({ 'api-key': launch.apiKey, signature: launch.signature, payload: launch.payload });
        await waitForText(mounted.root, "Open the bank's page");
        button(mounted.root, "Open the bank's page").click();
        await waitForText(mounted.root, 'Your browser blocked the new tab');
        const all = await heard(mounted.events, 'popup_blocked');
        expect(all.map(({ code, blocked }) => [code, blocked])).to.deep.equal([
          ['popup_blocked', SANDBOX.api],
          ['popup_blocked', SANDBOX.api],
        ]);
        await waitFor(() => said.some((line) => line.startsWith('[crypto-ramp-widget] popup_blocked: ')), 'the console line');
      });
      expect(warnings.filter((line) => line.startsWith('[crypto-ramp-widget] '))).to.have.length(1);
    } finally {
      window.open = open;
    }
  });

  it("an iframe without allow: camera, payment and clipboard-write where the browser can tell (Chromium), nothing where it cannot; then 280 px: too_narrow", async () => {
    const launch = await signed({});
    const collected = collectEvents(document.createElement('div'));
    const frame = document.createElement('iframe');
    frame.title = 'Widget';
    frame.style.cssText = 'width: 440px; height: 640px; border: 0';
    frame.src = `${SANDBOX.widget}/?${new URLSearchParams({ apiKey: launch.apiKey, signature: launch.signature, payload: launch.payload, timeScale: '0.2' })}`;
    document.body.append(frame);
    try {
      await waitFor(() => collected.events.some((event) => event.type === 'started'), 'started, from the frame', 15_000);
      const canTell = 'featurePolicy' in document || 'permissionsPolicy' in document;
      if (canTell) await heard(collected.events, 'clipboard_write_not_allowed', ['postMessage']);
      // Whatever the frame had to say on loading it has said before its width can be told (a second later).
      frame.style.width = '280px';
      const all = await heard(collected.events, 'too_narrow', ['postMessage']);
      const expected = canTell ? ['camera_not_allowed', 'payment_not_allowed', 'clipboard_write_not_allowed', 'too_narrow'] : ['too_narrow'];
      // A frame on another site may be denied storage by the engine itself: said, but not this test's point.
      expect(all.map((d) => d.code).filter((code) => code !== 'storage_blocked')).to.deep.equal(expected);
      expect(all.every((d) => d.channel === 'postMessage')).to.equal(true);
    } finally {
      collected.stop();
      frame.remove();
    }
  });

  it('a page whose policy leaves the API out of connect-src: csp_blocks_api naming it, once on each channel', async () => {
    const launch = await signed({});
    // The merchant's page: a document of its own (a blob: of this origin) whose policy the parser reads (a
    // <meta> added later is not applied everywhere), loading the element as a page does.
    const page = `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="connect-src 'self'">
      <script type="module">await import(${JSON.stringify(`${SANDBOX.widget}/element/crypto-ramp-widget.js`)}); window.__elementReady = true;</script>
      </head><body></body></html>`;
    const frame = document.createElement('iframe');
    frame.title = 'Merchant page';
    frame.style.cssText = 'width: 600px; height: 700px; border: 0';
    frame.src = URL.createObjectURL(new Blob([page], { type: 'text/html' }));
    document.body.append(frame);
    try {
      const merchant = await waitFor(() => (Reflect.get(frame.contentWindow ?? {}, '__elementReady') === true ? frame.contentWindow : null), 'the element in the merchant page', 15_000);
      const element = merchant.document.createElement('crypto-ramp-widget');
      for (const [name, value] of Object.entries({ 'api-url': SANDBOX.api, 'time-scale': '0.2', 'api-key': launch.apiKey, signature: launch.signature, payload: launch.payload })) {
        element.setAttribute(name, value);
      }
      const events: CollectedEvent[] = [];
      element.addEventListener('ramp:diagnostic', (event) => events.push({ channel: 'dom', type: 'diagnostic', data: (event as CustomEvent).detail }));
      merchant.addEventListener('message', (event: MessageEvent) => {
        if (event.data?.type === 'diagnostic') events.push({ channel: 'postMessage', type: 'diagnostic', data: event.data.data });
      });
      let violations = 0;
      merchant.document.addEventListener('securitypolicyviolation', () => {
        violations += 1;
      });
      merchant.document.body.append(element);
      await heard(events, 'csp_blocks_api');
      // Told once, however often the widget tries again (its probes of the backend, each a violation).
      const then = violations;
      await waitFor(() => violations >= then + 2, 'two more violations', 15_000);
      const all = told(events);
      expect(all.map(({ channel, code, blocked }) => [channel, code, blocked])).to.deep.equal([
        ['dom', 'csp_blocks_api', SANDBOX.api],
        ['postMessage', 'csp_blocks_api', SANDBOX.api],
      ]);
    } finally {
      URL.revokeObjectURL(frame.src);
      frame.remove();
    }
  });
});
