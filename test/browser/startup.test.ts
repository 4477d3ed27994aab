import { expect } from '@open-wc/testing';
import {
  type Mounted,
  chooseLanguage,
  freshSandboxPerTest,
  SANDBOX,
  button,
  control,
  mountElement,
  mountSigned,
  query,
  ready,
  recordingWarnings,
  signed,
  text,
  waitFor,
  waitForText,
} from './helpers';
import { READ_RETRIES } from '../../src/domain/retry';

let mounted: Mounted | undefined;

freshSandboxPerTest();

const errorEvent = (m: Mounted) => m.events.find((e) => e.type === 'error' && e.channel === 'dom')?.data as
  | { code: string; message: string; payload: unknown }
  | undefined;

describe('start-up', () => {
  it('shows the frame and grey blocks at the calculator\'s size while it starts, never a blank widget', async () => {
    await control('latency', { ms: 800 });
    mounted = mountElement();
    const { root } = mounted;
    const skeleton = await waitFor(() => root.querySelector<HTMLElement>('[data-testid="skeleton"]'), 'the skeleton');
    expect(skeleton.getAttribute('role')).to.equal('status');
    expect(text(skeleton)).to.equal('Loading…');
    expect(skeleton.querySelector('.crw-header'), 'the header kept').not.to.equal(null);
    const waiting = skeleton.getBoundingClientRect().height;
    await waitForText(root, 'Buy for 100 USD');
    expect(root.querySelector('[data-testid="skeleton"]')).to.equal(null);
    // Nothing jumps: the calculator comes in about the skeleton's height (the promo plate aside).
    const shown = query(root, '.crw-frame').getBoundingClientRect().height;
    expect(Math.abs(shown - waiting) / shown, `skeleton ${waiting} px, calculator ${shown} px`).to.be.lessThan(0.12);
  });

  it('sends load and started both as CustomEvents on the element and as postMessages at our own origin', async () => {
    mounted = await mountSigned({});
    await ready(mounted);
    await waitFor(() => mounted?.events.filter((e) => e.type === 'started').length === 2, 'started on both channels');
    for (const type of ['load', 'started'] as const) {
      const seen = mounted.events.filter((e) => e.type === type);
      expect(seen.map((e) => e.channel).sort()).to.deep.equal(['dom', 'postMessage']);
      expect(seen.find((e) => e.channel === 'postMessage')?.origin).to.equal(window.location.origin);
    }
    expect(mounted.events.find((e) => e.type === 'started')?.data).to.deep.equal({ flowType: 'buy_any_crypto_flow' });
    await waitFor(() => mounted?.events.some((e) => e.type === 'resize' && (e.data as { height: number }).height > 0), 'resize');
  });

  it('makes its start-up calls in parallel, with the merchant in X-Merchant-Data', async () => {
    const params = await signed({ toCurrency: 'BTC' });
    mounted = mountElement({ 'api-key': params.apiKey, signature: params.signature, payload: params.payload });
    await ready(mounted);
    const requests = (await control('requests')) as { path: string; merchantData: string | null }[];
    expect(requests.map((r) => r.path).sort()).to.deep.equal([
      'currencies',
      'currencies/fees/BTC',
      'currencies/rates',
      'customers/current/country',
      'languages',
      'merchants/validate-widget',
    ]);
    for (const request of requests) expect(JSON.parse(request.merchantData ?? 'null')).to.deep.equal(params);
  });

  it('a wrong signature shows the invalid parameters screen saying so in words, tells the host the detail, and the developer why', async () => {
    const params = await signed({ toCurrency: 'BTC' });
    const refusedLaunch = '[crypto-ramp-widget] The merchant check refused this launch. ';
    const { warnings, result } = await recordingWarnings(async (said) => {
      const refused = mountElement({ 'api-key': params.apiKey, signature: 'ab'.repeat(32), payload: params.payload });
      await ready(refused);
      await waitForText(refused.root, 'Merchant parameters invalid');
      // Said by the integration doctor, whose code comes after the start.
      await waitFor(() => said.some((w) => w.startsWith(refusedLaunch)), 'the sandbox hint in the console');
      return refused;
    });
    mounted = result;
    expect(text(query(mounted.root, '[data-testid="merchant-problems"]'))).to.equal("The shop's signature does not match its parameters.");
    // The sandbox says which string it signed and with which key, in the console (sandbox builds only).
    const hint = `The sandbox signs the payload string exactly as the widget sent it, ${JSON.stringify(params.payload)} (${params.payload.length} characters), with HMAC-SHA256 and the secret key of pk_sandbox_demo_shop, sk_sandbox_demo_shop_secret, written as hex.`;
    expect(warnings.filter((w) => w.includes(hint))).to.have.length(1);
    // The error payload itself is for the shop: behind a closed disclosure, as the server sent it.
    const details = query<HTMLDetailsElement>(mounted.root, '[data-testid="merchant-payload"]');
    expect(details.open).to.equal(false);
    expect(text(query(details, 'summary'))).to.equal('Details for the shop');
    const payload = { signature: ['Signature does not match the payload'], sandboxHint: warnings.find((w) => w.startsWith(refusedLaunch))?.replace(refusedLaunch, '') };
    expect(JSON.parse(query(details, 'pre').textContent ?? '')).to.deep.equal(payload);
    expect(errorEvent(mounted)).to.deep.equal({ code: 'merchant_validation_failer', message: 'Merchant parameters invalid', payload });
  });

  it("a launch used on a page its merchant did not allow is refused at start-up, saying so; the host hears the page's origin", async () => {
    // Arcade Games allows only https://arcade.example; this page is elsewhere.
    const params = await signed({ toCurrency: 'BTC' }, 'pk_sandbox_arcade');
    mounted = mountElement({ 'api-key': params.apiKey, signature: params.signature, payload: params.payload });
    await ready(mounted);
    await waitForText(mounted.root, 'Merchant parameters invalid');
    expect(text(query(mounted.root, '[data-testid="merchant-problems"]'))).to.equal('This shop does not allow its checkout on this website.');
    expect(errorEvent(mounted)?.payload).to.deep.equal({ origin: [`The merchant does not allow pages of ${window.location.origin}`] });
    expect(text(mounted.root)).not.to.contain('Buy for');
  });

  it('a payload that is not JSON is refused before any call, with a clear screen', async () => {
    mounted = mountElement({ 'api-key': 'pk_sandbox_demo_shop', signature: 'abc', payload: '{toCurrency: BTC' });
    await ready(mounted);
    await waitForText(mounted.root, 'Merchant parameters invalid');
    expect(text(mounted.root)).to.contain("The shop's parameters could not be read");
    // The validator's own words wait behind the closed disclosure, for the shop.
    expect(text(query(mounted.root, '[data-testid="merchant-problems"]'))).not.to.contain('Payload is not valid JSON');
    expect(query<HTMLDetailsElement>(mounted.root, '[data-testid="merchant-payload"]').open).to.equal(false);
    expect(errorEvent(mounted)?.code).to.equal('merchant_validation_failer');
    expect(errorEvent(mounted)?.payload).to.deep.equal({ payload: ['Payload is not valid JSON'] });
  });

  it('an unknown currency in the payload is refused', async () => {
    mounted = await mountSigned({ toCurrency: 'XYZ-CHAIN' });
    await ready(mounted);
    await waitForText(mounted.root, "The shop's parameter toCurrency is not valid.");
    expect(errorEvent(mounted)?.payload).to.deep.equal({ toCurrency: ['Unknown currency XYZ-CHAIN'] });
  });

  it('a currency the shop may name but the backend does not offer now: initialization fails with Currency not found', async () => {
    // The merchant check accepts BTC; the currency list of this start-up lacks it.
    const currencies = (await (await fetch(`${SANDBOX.api}/provider/v1/currencies`)).json()) as { result: { tickerWithNetwork: string }[] };
    await control('fail', { path: 'currencies', mode: 'result', payload: currencies.result.filter((c) => c.tickerWithNetwork !== 'BTC') });
    mounted = await mountSigned({ toCurrency: 'BTC' });
    await ready(mounted);
    await waitForText(mounted.root, 'Widget initialization failed');
    expect(text(query(mounted.root, '[data-testid="error-detail"]'))).to.equal('Currency not found: BTC');
  });

  it('a payload with a wallet but no currency has no flow type: initialization fails clearly', async () => {
    mounted = await mountSigned({ toWallet: 'alice.near' });
    await ready(mounted);
    await waitForText(mounted.root, 'Widget initialization failed');
    expect(text(mounted.root)).to.contain('Undefined flow type');
    expect(errorEvent(mounted)?.code).to.equal('undefined_flow_type');
  });

  it('a backend that is down gives the initialization failed screen and an error event', async () => {
    // Nothing listens on port 9: connection refused, as when the backend is down.
    mounted = mountElement({ 'api-url': 'http://127.0.0.1:9' });
    await ready(mounted);
    await waitForText(mounted.root, 'Widget initialization failed');
    expect(errorEvent(mounted)?.message).to.equal('Widget initialization failed');
    expect(button(mounted.root, 'Try again').disabled).to.equal(false);
    // Back up (the host points it at a live backend): the widget restarts and works.
    mounted.element.setAttribute('api-url', SANDBOX.api);
    await waitForText(mounted.root, 'Buy for 100 USD');
  });

  it('Try again restarts the widget after a failed start-up', async () => {
    // A 503 is asked again (domain/retry.ts): every attempt of the first start-up fails.
    await control('fail', { path: 'currencies', code: 'api_server_error', status: 503, times: READ_RETRIES + 1 });
    mounted = mountElement();
    await waitForText(mounted.root, 'Widget initialization failed');
    button(mounted.root, 'Try again').click();
    await waitForText(mounted.root, 'Buy for 100 USD');
  });

  it('an unparseable reply is an unexpected_server_error', async () => {
    await control('fail', { path: 'currencies/rates', mode: 'raw', status: 502, times: READ_RETRIES + 1 });
    mounted = mountElement();
    await ready(mounted);
    await waitForText(mounted.root, 'Widget initialization failed');
    expect(text(mounted.root)).not.to.contain('Could not parse server response');
    expect(errorEvent(mounted)?.code).to.equal('unexpected_server_error');
    expect(JSON.stringify(errorEvent(mounted)?.payload)).to.contain('Could not parse server response');
  });

  it('an invalid api-url attribute is reported on screen, not ignored', async () => {
    mounted = mountElement({ 'api-url': 'javascript:alert(1)' });
    await ready(mounted);
    await waitForText(mounted.root, 'Widget initialization failed');
    expect(text(mounted.root)).to.contain('apiUrl');
  });

  for (const [attributes, why] of [
    [{ 'api-url': `${SANDBOX.api}/?debug=1` }, 'a query string'],
    [{ 'api-url': 'http://api.example.com', environment: 'production' }, 'plain http in production'],
  ] as const) {
    it(`an api-url with ${why} stops start-up naming the attribute`, async () => {
      mounted = mountElement(attributes);
      await ready(mounted);
      await waitForText(mounted.root, 'Widget initialization failed');
      expect(text(mounted.root)).to.contain('apiUrl');
    });
  }

  for (const [attributes, why] of [
    [{ environment: 'production', 'time-scale': '0.2' }, 'in production (the spec\'s waits always hold there)'],
    [{ 'time-scale': '5' }, 'above 1'],
  ] as const) {
    it(`a time-scale ${why} stops start-up naming the attribute`, async () => {
      mounted = mountElement(attributes);
      await ready(mounted);
      await waitForText(mounted.root, 'Widget initialization failed');
      expect(text(mounted.root)).to.contain('timeScale');
    });
  }

  it('restarts with the new parameters when an attribute changes after mount', async () => {
    mounted = await mountSigned({ fromCurrency: 'EUR' });
    await waitForText(mounted.root, 'Buy for 100 EUR');
    const next = await signed({ fromCurrency: 'GBP' });
    mounted.element.setAttribute('payload', next.payload);
    mounted.element.setAttribute('signature', next.signature);
    await waitForText(mounted.root, 'Buy for 100 GBP');
  });

  it('leaves the host page alone: no URL change, no unprefixed storage, styles only in the shadow root', async () => {
    const url = window.location.href;
    const styleSheets = document.styleSheets.length;
    mounted = mountElement();
    await waitForText(mounted.root, 'Buy for 100 USD');
    button(mounted.root, 'Buy for 100 USD').click();
    await waitForText(mounted.root, 'Confirm and proceed');
    expect(window.location.href).to.equal(url);
    expect(document.styleSheets.length).to.equal(styleSheets);
    expect(localStorage.length).to.be.greaterThan(0);
    // The prefix spelt out: what the host page's storage holds is the point.
    for (let i = 0; i < localStorage.length; i++) expect(localStorage.key(i)).to.match(/^crypto-ramp-widget:/);
    // The host's styles do not reach in: a page-wide rule leaves the widget's buttons alone.
    const hostRule = document.createElement('style');
    hostRule.textContent = 'button { color: rgb(255, 0, 0) !important; }';
    document.head.append(hostRule);
    expect(getComputedStyle(button(mounted.root, 'Confirm and proceed')).color).not.to.equal('rgb(255, 0, 0)');
    hostRule.remove();
  });
});

describe('country availability', () => {
  it('an unsupported country: USD, the country screen, unsupported then force continue to the host', async () => {
    await control('country', { isoAlpha2: 'IR' });
    mounted = mountElement();
    await waitForText(mounted.root, 'Your country is not supported');
    expect(text(mounted.root)).to.contain('Iran');
    await waitFor(() => mounted?.events.some((e) => e.type === 'unsupported' && e.channel === 'dom'), 'unsupported');
    button(mounted.root, 'Continue anyway').click();
    await waitForText(mounted.root, 'Buy for 100 USD');
    expect(mounted.events.find((e) => e.type === 'force_continue' && e.channel === 'dom')?.data).to.deep.equal({ country: 'IR' });
    mounted.remove();

    // The choice is remembered: straight to the calculator next time.
    mounted = mountElement();
    await waitForText(mounted.root, 'Buy for 100 USD');
  });

  it('launched by a merchant, going back to the merchant is the main action and Continue anyway a quiet one', async () => {
    await control('country', { isoAlpha2: 'IR' });
    mounted = await mountSigned({});
    await waitForText(mounted.root, 'Your country is not supported');
    const back = button(mounted.root, 'Back to Demo Shop');
    expect(back.getAttribute('part')).to.equal('primary-button');
    expect(button(mounted.root, 'Continue anyway').className).to.equal('crw-secondary');
    back.click();
    await waitFor(() => mounted?.events.some((e) => e.type === 'exit' && e.channel === 'dom'), 'exit');
  });

  it("uses the detected country's currency", async () => {
    await control('country', { isoAlpha2: 'DE' });
    mounted = mountElement();
    await waitForText(mounted.root, 'Buy for 100 EUR');
  });
});

describe('language', () => {
  it('switches to Spanish and Portuguese, changes the texts and the Accept-Language header (the locale, spec 1 §7), and remembers', async () => {
    mounted = mountElement();
    await waitForText(mounted.root, 'Buy for 100 USD');
    const first = (await control('requests')) as { acceptLanguage: string }[];
    expect(first.length).to.be.greaterThan(0);
    for (const request of first) expect(request.acceptLanguage).to.equal('en_US');
    const { root } = mounted;
    await chooseLanguage(root, 'Español');
    await waitForText(mounted.root, 'Comprar por 100 USD');
    expect(text(mounted.root)).to.contain('Recibes');
    await chooseLanguage(root, 'Português');
    await waitForText(mounted.root, 'Você recebe');
    expect(text(mounted.root)).to.contain('Comprar por 100 USD');
    mounted.remove();

    await control('reset');
    mounted = mountElement();
    await waitForText(mounted.root, 'Você paga');
    const requests = (await control('requests')) as { acceptLanguage: string }[];
    expect(requests.length).to.be.greaterThan(0);
    for (const request of requests) expect(request.acceptLanguage).to.equal('pt_BR');
  });

  it('takes the merchant lang attribute when the customer has not chosen', async () => {
    mounted = mountElement({ lang: 'es' });
    await waitForText(mounted.root, 'Comprar por 100 USD');
  });
});

describe('error reporting', () => {
  it('reports an unexpected error to the error-report service in production mode only', async () => {
    await control('fail', { path: 'currencies', mode: 'malformed' });
    mounted = mountElement({ environment: 'sandbox' });
    await waitForText(mounted.root, 'Widget initialization failed');
    mounted.remove();

    // The same kind of error from another call, in production mode: reported. The sandbox widget's, which
    // would have been sent first through the same reporter, never arrives.
    await control('fail', { path: 'merchants/validate-widget', mode: 'malformed' });
    mounted = await mountSigned({}, { environment: 'production' });
    await waitForText(mounted.root, 'Widget initialization failed');
    const received = await reportsReceived(1);
    expect(received).to.have.length(1);
    expect(JSON.stringify(received[0])).to.contain('Unexpected reply from merchants/validate-widget');
    expect(JSON.stringify(received)).not.to.contain('Unexpected reply from currencies');
  });

  it('does not report errors that carry a code', async () => {
    await control('fail', { path: 'currencies', code: 'api_server_error', status: 500 });
    mounted = mountElement({ environment: 'production' });
    await waitForText(mounted.root, 'Widget initialization failed');
    // A later error without a code is reported: by the time its report has arrived, one for the earlier
    // coded error (reported first, through the same lazily loaded reporter) would have arrived before it.
    await control('fail', { path: 'currencies', mode: 'malformed' });
    const second = mountElement({ environment: 'production', 'widget-id': 'second' });
    await waitForText(second.root, 'Widget initialization failed');
    const received = await reportsReceived(1);
    second.remove();
    expect(received).to.have.length(1);
    expect(JSON.stringify(received[0])).to.contain('Unexpected reply from currencies');
    expect(JSON.stringify(received)).not.to.contain('api_server_error');
  });
});

/** The error-report service's reports, once at least `count` have arrived. */
function reportsReceived(count: number): Promise<unknown[]> {
  return waitFor(async () => {
    const reports = (await control('error-reports')) as unknown[];
    return reports.length >= count && reports;
  }, `${count} error report(s)`);
}
