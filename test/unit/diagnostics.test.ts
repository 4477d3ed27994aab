// The integration doctor's rules (issue 45, src/domain/diagnostics.ts): which origin is which, what each
// finding is called, its section of docs/troubleshooting.md, and the first problem of each kind only.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  DIAGNOSTIC_CODES,
  MIN_WIDGET_WIDTH_PX,
  type PolicyViolation,
  TROUBLESHOOTING_URL,
  blockedByPolicy,
  blockedPopup,
  blockedStorage,
  consoleLine,
  debugRequested,
  diagnosticOf,
  docsOf,
  isFirstOfItsCode,
  missingPermissions,
  refusedPageOrigin,
  tooNarrow,
  widgetOrigins,
} from '../../src/domain/diagnostics';
import { embeddedFrameUrl } from '../../src/domain/frameEmbed';

/** The sandbox's origins (sandbox/server.ts): the API serves the stand-ins of Collect.js, the identity check and 3-D Secure. */
const API = 'http://127.0.0.1:8787';
const VAULT = 'http://127.0.0.1:8790';
const sandbox = widgetOrigins({ apiUrl: `${API}/`, nearRpcUrl: `${API}/near-rpc`, errorDsn: 'http://sandbox@127.0.0.1:8787/1', vault: { kind: 'sandbox', scriptUrl: `${API}/vault/collect.js` } });
const production = widgetOrigins({
  apiUrl: 'https://api.ramp.example',
  nearRpcUrl: 'https://rpc.mainnet.near.org',
  errorDsn: 'https://key@o1.ingest.sentry.io/2',
  vault: { kind: 'vgs' },
});

const violation = (directive: string, blockedUri: string, own: PolicyViolation['own'] = null): PolicyViolation => ({ directive, blockedUri, own });

describe("which of the widget's origins a Content-Security-Policy blocked", () => {
  it('the calls: the API, the NEAR RPC and error reports in connect-src are the API', () => {
    assert.deepEqual(blockedByPolicy(violation('connect-src', `${API}/provider/v1/currencies`), sandbox), { code: 'csp_blocks_api', blocked: API });
    assert.deepEqual(blockedByPolicy(violation('connect-src', 'https://rpc.mainnet.near.org/'), production), { code: 'csp_blocks_api', blocked: 'https://rpc.mainnet.near.org' });
    assert.deepEqual(blockedByPolicy(violation('connect-src', 'https://o1.ingest.sentry.io/api/2/envelope/'), production)?.code, 'csp_blocks_api');
  });
  it("the page's own calls elsewhere are not the widget's", () => {
    assert.equal(blockedByPolicy(violation('connect-src', 'https://analytics.shop.example/collect'), sandbox), null);
  });
  it('currency logos: an image of the API in img-src, or of the widget wherever it comes from, is the API', () => {
    assert.equal(blockedByPolicy(violation('img-src', `${API}/logos/btc.svg`), sandbox)?.code, 'csp_blocks_api');
    const logo = violation('img-src', 'https://cdn.ramp.example/btc.svg', { kind: 'image', place: 'shadow', url: 'https://cdn.ramp.example/btc.svg' });
    assert.deepEqual(blockedByPolicy(logo, production), { code: 'csp_blocks_api', blocked: 'https://cdn.ramp.example' });
    assert.equal(blockedByPolicy(violation('img-src', 'https://cdn.shop.example/banner.png'), production), null);
  });
  it('the card vault: its script (script-src, script-src-elem), its field frames (frame-src), VGS calls', () => {
    assert.deepEqual(blockedByPolicy(violation('script-src-elem', `${API}/vault/collect.js`), sandbox), { code: 'csp_blocks_card_vault', blocked: API });
    assert.equal(blockedByPolicy(violation('script-src', 'https://js.verygoodvault.com/vgs-collect/2.25.1/vgs-collect.js'), production)?.code, 'csp_blocks_card_vault');
    assert.equal(blockedByPolicy(violation('frame-src', 'https://js3.verygoodvault.com'), production)?.code, 'csp_blocks_card_vault');
    assert.equal(blockedByPolicy(violation('connect-src', 'https://vgs-collect-keeper.apps.verygood.systems/vgs'), production)?.code, 'csp_blocks_card_vault');
    // The stand-in's frames are on an origin the widget is not configured with: found in the element's light DOM.
    const field = violation('frame-src', VAULT, { kind: 'frame', place: 'light', url: `${VAULT}/field.html?name=number` });
    assert.deepEqual(blockedByPolicy(field, sandbox), { code: 'csp_blocks_card_vault', blocked: VAULT });
  });
  it("a script of the page's own, or of the API's origin in production, is not the vault's", () => {
    assert.equal(blockedByPolicy(violation('script-src-elem', 'https://tags.shop.example/t.js'), sandbox), null);
    assert.equal(blockedByPolicy(violation('script-src-elem', 'https://api.ramp.example/x.js'), production), null);
  });
  it("frames of the widget's shadow root: the WebSDK's page is the identity check, any other the 3-D Secure page", () => {
    // Chromium names a blocked frame by its origin only: the widget's own frame says which it is.
    const identity = violation('frame-src', API, { kind: 'frame', place: 'shadow', url: `${API}/websdk/websdk.html?_=id_x` });
    assert.deepEqual(blockedByPolicy(identity, sandbox), { code: 'csp_blocks_identity_check', blocked: API });
    const sumsub = violation('child-src', 'https://in.sumsub.com', { kind: 'frame', place: 'shadow', url: 'https://in.sumsub.com/websdk/websdk.html?_=x' });
    assert.deepEqual(blockedByPolicy(sumsub, production), { code: 'csp_blocks_identity_check', blocked: 'https://in.sumsub.com' });
    const acs = violation('frame-src', `${API}/__acs/o1`, { kind: 'frame', place: 'shadow', url: `${API}/__acs/o1` });
    assert.deepEqual(blockedByPolicy(acs, sandbox), { code: 'csp_blocks_3d_secure', blocked: API });
  });
  it("a frame that is not the widget's, inline code and eval are not the widget's", () => {
    assert.equal(blockedByPolicy(violation('frame-src', 'https://chat.shop.example'), sandbox), null);
    assert.equal(blockedByPolicy(violation('script-src-elem', 'inline'), sandbox), null);
    assert.equal(blockedByPolicy(violation('script-src', 'eval'), sandbox), null);
    assert.equal(blockedByPolicy(violation('style-src-attr', 'inline'), sandbox), null);
  });
  it("the configured origins: the sandbox's vault script is the API's; VGS's hosts in production", () => {
    assert.deepEqual(sandbox, { calls: [API], vaultScripts: [API], vaultFrames: [], vaultCalls: [] });
    assert.deepEqual(production.vaultFrames, ['https://js.verygoodvault.com', 'https://js3.verygoodvault.com']);
  });
});

describe('the rest of the page', () => {
  it('permissions: each the policy refuses is a finding of its own; one the browser cannot tell about is none', () => {
    const refused = new Set(['camera', 'clipboard-write']);
    assert.deepEqual(missingPermissions((feature) => !refused.has(feature)), [
      { code: 'camera_not_allowed', blocked: 'camera' },
      { code: 'clipboard_write_not_allowed', blocked: 'clipboard-write' },
    ]);
    assert.deepEqual(missingPermissions(() => null), []);
    assert.deepEqual(missingPermissions(() => true), []);
  });
  it('storage: the first that throws is named; none, nothing', () => {
    assert.deepEqual(blockedStorage(['localStorage', 'sessionStorage']), { code: 'storage_blocked', blocked: 'localStorage' });
    assert.deepEqual(blockedStorage(['sessionStorage']), { code: 'storage_blocked', blocked: 'sessionStorage' });
    assert.equal(blockedStorage([]), null);
  });
  it(`width: under ${MIN_WIDGET_WIDTH_PX} px is too narrow (280 px says "280px"); 320 px fits; 0 is not laid out`, () => {
    assert.deepEqual(tooNarrow(280), { code: 'too_narrow', blocked: '280px' });
    assert.deepEqual(tooNarrow(319.6), { code: 'too_narrow', blocked: '320px' });
    assert.equal(tooNarrow(320), null);
    assert.equal(tooNarrow(0), null);
  });
  it('a new tab that did not open names the origin of its page', () => {
    assert.deepEqual(blockedPopup(`${API}/__acs/o1?returnUrl=x`), { code: 'popup_blocked', blocked: API });
  });
  it("the merchant check's refusal of the page's origin (the sandbox's field error `origin`), and only that", () => {
    const refusal = { origin: ['The merchant does not allow pages of http://localhost:8789'] };
    assert.deepEqual(refusedPageOrigin(refusal, 'http://localhost:8789'), { code: 'page_origin_not_allowed', blocked: 'http://localhost:8789' });
    assert.deepEqual(refusedPageOrigin(refusal, null), { code: 'page_origin_not_allowed', blocked: 'null' });
    assert.equal(refusedPageOrigin({ signature: ['Signature does not match the payload'] }, 'http://localhost:8789'), null);
    assert.equal(refusedPageOrigin(null, 'http://localhost:8789'), null);
  });
  it('debug: the attribute or query parameter present (empty, "true", "1") and not "false"', () => {
    for (const value of ['', 'true', '1', 'debug']) assert.equal(debugRequested(value), true, value);
    for (const value of [null, 'false']) assert.equal(debugRequested(value), false, String(value));
  });
  it("frame mode hands the element's debug to the framed page (debug=1)", () => {
    assert.equal(new URL(embeddedFrameUrl('https://w.example', { widgetId: 'w0', debug: true })).searchParams.get('debug'), '1');
    assert.equal(new URL(embeddedFrameUrl('https://w.example', { widgetId: 'w0' })).searchParams.has('debug'), false);
  });
});

describe('what the merchant is told', () => {
  it('each code once per widget: the first problem of its kind', () => {
    const told = new Set<(typeof DIAGNOSTIC_CODES)[number]>(['csp_blocks_api']);
    assert.equal(isFirstOfItsCode(told, { code: 'csp_blocks_api', blocked: 'https://other.example' }), false);
    assert.equal(isFirstOfItsCode(told, { code: 'too_narrow', blocked: '280px' }), true);
  });
  it("the event's data: the code, the thing blocked, the troubleshooting page's section of the code", () => {
    assert.deepEqual(diagnosticOf({ code: 'storage_blocked', blocked: 'localStorage' }), {
      code: 'storage_blocked',
      blocked: 'localStorage',
      docs: `${TROUBLESHOOTING_URL}#storage_blocked`,
    });
  });
  it('one console line, prefixed, naming the code, the thing blocked and the section', () => {
    const line = consoleLine(diagnosticOf({ code: 'csp_blocks_api', blocked: API }));
    assert.match(line, /^\[crypto-ramp-widget\] csp_blocks_api: /);
    assert.ok(line.includes(API) && line.includes('connect-src') && line.endsWith(docsOf('csp_blocks_api')), line);
    assert.doesNotMatch(line, /\n/);
  });
  it('docs/troubleshooting.md has a section for every code, and one only for those', () => {
    const page = readFileSync(new URL('../../docs/troubleshooting.md', import.meta.url), 'utf8');
    // A heading that is a code alone has the code as its anchor (`## \`too_narrow\`` → #too_narrow).
    const codes = [...page.matchAll(/^## `([a-z0-9_]+)`$/gm)].map(([, code]) => code);
    assert.deepEqual(codes, [...DIAGNOSTIC_CODES]);
    for (const code of DIAGNOSTIC_CODES) assert.equal(new URL(docsOf(code)).hash, `#${code}`);
  });
});
