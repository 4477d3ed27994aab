// The sandbox over HTTP: signatures, envelopes, error injection, CORS.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { type IncomingHttpHeaders, get as httpGet, request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, beforeEach, describe, it } from 'node:test';
import { DEMO_SHOP_CART, signPayload, signatureMatches } from '../../sandbox/data/merchants';
import { signLaunchParams } from '../../server';
import { signLaunchParams as signLaunchParamsWithNode } from '../../server/node';
import { type Sandbox, startSandbox } from '../../sandbox/server';
import { SHARE_TOKEN_TTL_MS, createShareTokens } from '../../sandbox/shareTokens';
import { CONTROL_HANDLERS } from '../../sandbox/controlHandlers';
import { createSignInThrottle } from '../../sandbox/signInThrottle';
import { controlClient } from '../sandboxControl';

let sandbox: Sandbox;
const control = controlClient(() => sandbox.urls.api);
before(async () => {
  sandbox = await startSandbox({ ports: 'any' });
});
after(() => sandbox.close());
beforeEach(() => control('reset'));

const api = (path: string, init?: RequestInit) => fetch(`${sandbox.urls.api}/provider/${path}`, init);
/** The merchant check as a page of this machine asks it (the Demo Shop allows them). */
const validate = (body: unknown) =>
  api('v1/merchants/validate-widget', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:5173' }, body: JSON.stringify(body) });
const SECRET = 'sk_sandbox_demo_shop_secret';
const API_KEY = 'pk_sandbox_demo_shop';
/** A merchant's signed launch as the widget sends it with every call: the X-Merchant-Data header. */
const merchantData = (merchant: { apiKey: string; secret: string }) => {
  const payload = JSON.stringify({ toCurrency: 'BTC' });
  return JSON.stringify({ apiKey: merchant.apiKey, payload, signature: signPayload(merchant.secret, payload) });
};

describe('sandbox: merchants/validate-widget', () => {
  it('accepts an HMAC-SHA256 signature of the payload made with the merchant secret', async () => {
    const payload = JSON.stringify({ toCurrency: 'BTC' });
    const response = await validate({ apiKey: API_KEY, payload, signature: signPayload(SECRET, payload) });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { result: { merchantName: 'Demo Shop' } });
  });
  it('rejects a wrong signature, an unknown api key, a malformed payload and an unknown currency with validation_error', async () => {
    const cases: [unknown, string][] = [
      [{ apiKey: API_KEY, payload: '{}', signature: signPayload('other', '{}') }, 'signature'],
      [{ apiKey: 'pk_nobody', payload: '{}', signature: signPayload(SECRET, '{}') }, 'apiKey'],
      [{ apiKey: API_KEY, payload: '{oops', signature: signPayload(SECRET, '{oops') }, 'payload'],
      [{ apiKey: API_KEY, payload: '{"toCurrency":"XYZ"}', signature: signPayload(SECRET, '{"toCurrency":"XYZ"}') }, 'toCurrency'],
    ];
    for (const [body, field] of cases) {
      const response = await validate(body);
      assert.equal(response.status, 400);
      const { error } = (await response.json()) as { error: { code: string; payload: Record<string, unknown> } };
      assert.equal(error.code, 'validation_error');
      assert.ok(field in error.payload, field);
    }
  });
  it('accepts exactly 64 hex characters: a valid signature with anything after it is refused', async () => {
    const signature = signPayload(SECRET, '{}');
    for (const tampered of [`${signature}zz`, `${signature}0`, `${signature} `, ` ${signature}`, signature.slice(0, 63)]) {
      const response = await validate({ apiKey: API_KEY, payload: '{}', signature: tampered });
      assert.equal(response.status, 400, JSON.stringify(tampered));
    }
    assert.equal((await validate({ apiKey: API_KEY, payload: '{}', signature: signature.toUpperCase() })).status, 200);
  });
  it('tells the developer why a signature does not match: its shape, the string signed and the key', async () => {
    const hintFor = async (payload: string, signature: string) => {
      const { error } = (await (await validate({ apiKey: API_KEY, payload, signature })).json()) as { error: { payload: { sandboxHint?: string } } };
      return error.payload.sandboxHint ?? '';
    };
    const signed = ' {"toCurrency": "BTC"}';
    const key = `with HMAC-SHA256 and the secret key of ${API_KEY}, ${SECRET}, written as hex.`;
    assert.equal(
      await hintFor(signed, signPayload(SECRET, JSON.stringify(JSON.parse(signed)))),
      `The signature is 64 hex characters but not the one the sandbox computes. The sandbox signs the payload string exactly as the widget sent it, " {\\"toCurrency\\": \\"BTC\\"}" (22 characters), ${key} Sign that same string on your server (a payload serialized again can differ in key order or spaces), with that key.`,
    );
    assert.ok((await hintFor('{}', 'xyz')).startsWith('A signature is 64 hex characters; this one is 3 characters and not all hex. '));
    assert.ok((await hintFor('{}', 'abc')).startsWith('A signature is 64 hex characters; this one is 3 characters. '));
  });
});

describe('sandbox: requests it cannot read', () => {
  it("every control answers a body of the wrong types as the caller's mistake, never a 500 (issue 41)", async () => {
    const wrong = [{ email: { x: 1 }, id: [1], path: { x: 1 }, status: { x: 1 }, country: 7, ms: 'soon', apiKey: { x: 1 }, payload: { x: 1 }, mode: [] }, [1, 2], 'text', null, 12];
    for (const action of Object.keys(CONTROL_HANDLERS)) {
      for (const body of wrong) {
        const reply = await fetch(`${sandbox.urls.api}/__sandbox/${action}`, { method: 'POST', body: JSON.stringify(body) });
        assert.ok(reply.status < 500, `${action} ${JSON.stringify(body)}: ${reply.status}`);
        await control('reset');
      }
    }
  });

  it('malformed JSON and bad percent-encoding are 400 with the envelope; a body over 1 MB is 413', async () => {
    const malformed = await api('v1/merchants/validate-widget', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"apiKey":' });
    assert.equal(malformed.status, 400);
    assert.equal(((await malformed.json()) as { error: { code: string } }).error.code, 'api_client_error');
    const badEncoding = await api('v1/currencies/fees/%E0%A4%A');
    assert.equal(badEncoding.status, 400);
    assert.ok('error' in ((await badEncoding.json()) as object));
    const huge = await api('v1/merchants/validate-widget', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'x'.repeat(1024 * 1024 + 1) });
    assert.equal(huge.status, 413);
  });
  it('static files: nothing outside the served directory (whole segments compared), no source maps', async () => {
    // `dist/element` is served at /element/…: nothing outside it, however the path is written.
    const outside = await fetch(`${sandbox.urls.widget}/element/..%2F..%2Fdist-elsewhere%2Fsecret.txt`);
    assert.equal(outside.status, 404);
    const badEncoding = await fetch(`${sandbox.urls.widget}/element/%E0%A4%A`);
    assert.equal(badEncoding.status, 400);
    const map = await fetch(`${sandbox.urls.widget}/element/crypto-ramp-widget.js.map`);
    assert.equal(map.status, 404);
  });
  it('stores that grow from requests keep the newest 500 entries', async () => {
    const send = (n: number) =>
      fetch(`${sandbox.urls.api}/widget/v1/analytics/amount-submitted`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ n }) });
    for (let n = 0; n < 520; n += 1) await send(n);
    const events = (await control('analytics')) as { n: number }[];
    assert.equal(events.length, 500);
    assert.deepEqual([events[0]?.n, events.at(-1)?.n], [20, 519]);
  });
});

describe('sandbox: envelopes and controls', () => {
  it('wraps replies in result, and rates come from v2 keyed FROM_TO', async () => {
    const { result } = (await (await api('v2/currencies/rates')).json()) as { result: Record<string, { minAmount: number }> };
    assert.equal(result['EUR_USDT-MATIC']?.minAmount, 18);
    assert.equal(result.PLN_BTC, undefined);
  });
  it('makes the next call to a path fail with a given code and status, once', async () => {
    await control('fail', { path: 'currencies', code: 'api_client_error', status: 422 });
    const failed = await api('v1/currencies');
    assert.equal(failed.status, 422);
    assert.equal(((await failed.json()) as { error: { code: string } }).error.code, 'api_client_error');
    assert.equal((await api('v1/currencies')).status, 200);
  });
  it('detects the country set by control', async () => {
    await control('country', { isoAlpha2: 'IR' });
    const { result } = (await (await api('v1/customers/current/country')).json()) as { result: { isoAlpha2: string; available: boolean } };
    assert.deepEqual([result.isoAlpha2, result.available], ['IR', false]);
  });
  it('answers CORS with credentials for local origins only', async () => {
    const local = await api('v1/currencies', { method: 'OPTIONS', headers: { Origin: 'http://localhost:5000' } });
    assert.equal(local.headers.get('access-control-allow-origin'), 'http://localhost:5000');
    assert.equal(local.headers.get('access-control-allow-credentials'), 'true');
    assert.match(local.headers.get('access-control-allow-headers') ?? '', /X-Merchant-Data/);
    const foreign = await api('v1/currencies', { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } });
    assert.equal(foreign.headers.get('access-control-allow-origin'), null);
  });
  it('serves the iframe page on any path (deep links) with its backend named', async () => {
    const html = await (await fetch(`${sandbox.urls.widget}/orders/123/public`)).text();
    assert.ok(html.includes(`<meta name="crw-api-url" content="${sandbox.urls.api}"`), html.slice(0, 400));
  });
  it('keeps only event items of the error-report envelopes', async () => {
    const envelope = [
      JSON.stringify({ event_id: 'a' }),
      JSON.stringify({ type: 'session' }),
      JSON.stringify({ status: 'ok' }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify({ exception: { values: [{ value: 'boom' }] } }),
    ].join('\n');
    await fetch(`${sandbox.urls.api}/api/1/envelope/?sentry_key=sandbox`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: envelope });
    const reports = (await control('error-reports')) as { events: unknown[] }[];
    assert.equal(reports.length, 1);
    assert.equal(reports[0]?.events.length, 1);
  });
});

describe('sandbox: messages in the customer\'s language (Accept-Language, as the provider answers)', () => {
  const signUp = (language: string) =>
    api('v1/customers/sign-up', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
      body: JSON.stringify({ email: 'not-an-email' }),
    }).then((r) => r.json() as Promise<{ error: { message: string; payload: { email: string[] } } }>);
  it('answers in Spanish and Portuguese, message and field messages; in English otherwise', async () => {
    assert.deepEqual((await signUp('es')).error, { code: 'validation_error', message: 'El correo electrónico no es válido', payload: { email: ['El correo electrónico no es válido'] } });
    assert.equal((await signUp('pt-BR,pt;q=0.9')).error.message, 'O e-mail não é válido');
    assert.equal((await signUp('en')).error.message, 'E-mail is not valid');
    assert.equal((await signUp('de')).error.message, 'E-mail is not valid');
  });
});

describe('sandbox: sign-up names its agreements by flow', () => {
  // A new e-mail each time: one e-mail may ask for a code only every 30 s.
  const signUp = (url: string, body: Record<string, unknown>) =>
    fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: `names-${crypto.randomUUID()}@example.com`, ...body }) }).then(
      (r) => r.json() as Promise<{ result?: unknown; error?: { payload: unknown } }>,
    );
  it('buying takes acceptTheRules (spec 1 §7); the off-ramp legalAgreement and newsletterAgreement (spec 2 §3), refusing the buy names', async () => {
    const buy = `${sandbox.urls.api}/provider/v1/customers/sign-up`;
    const sell = `${sandbox.urls.api}/widget/v1/offramp/customers/sign-up`;
    assert.ok((await signUp(buy, { acceptTheRules: true, subscribeOnMailing: false })).result);
    assert.ok((await signUp(sell, { legalAgreement: true, newsletterAgreement: false })).result);
    assert.deepEqual((await signUp(sell, { acceptTheRules: true })).error?.payload, { legalAgreement: ['You should agree with our terms'] });
  });
});

describe('sandbox: one-time codes (ours: the spec names no limits)', () => {
  const post = (path: string, body: unknown) =>
    api(`v1/customers/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then(
      (r) => r.json() as Promise<{ result?: unknown; error?: { code: string } }>,
    );
  const latestCode = async (email: string) =>
    ((await control(`mailbox/${encodeURIComponent(email)}`)) as { latest: string }).latest;

  it('a code takes 5 wrong tries, then it is spent: the right one no longer works', async () => {
    const email = 'tries@example.com';
    await post('sign-up', { email, acceptTheRules: true });
    const code = await latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1) codes.push((await post('sign-in', { email, password: wrong })).error?.code ?? 'ok');
    assert.deepEqual(codes, ['validation_error', 'validation_error', 'validation_error', 'validation_error', 'password_attempts_exceeded']);
    assert.equal((await post('sign-in', { email, password: code })).error?.code, 'password_attempts_exceeded');
  });

  it('a code expires', async () => {
    const email = 'late@example.com';
    await control('code-ttl', { ms: 0 });
    await post('sign-up', { email, acceptTheRules: true });
    const code = await latestCode(email);
    // A code that lives 0 ms is out of date whenever it is tried.
    assert.equal((await post('sign-in', { email, password: code })).error?.code, 'password_expired');
  });
});

describe('sandbox: the vault stand-in', () => {
  it('takes only its configured routes, and aliases every card field it protects', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${sandbox.urls.vault}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    // Any other route of the API (or of anything) is refused: card data cannot be sent anywhere else.
    for (const path of ['/__sandbox/requests', '/provider/v1/customers/sign-in', '/widget/v1/analytics/amount-submitted']) {
      assert.equal((await post(path, { card: [{ number: '4242424242424242' }] })).status, 403, path);
    }
    const card = { number: '4242424242424242', cvv: '123', expirationDate: '12/39', holder: 'ADA LOVELACE' };
    const forwarded = await post('/provider/v2/orders/nope/processing', { card: [card] });
    assert.equal(forwarded.status, 401); // reached the API (no session): forwarded, with every field aliased
    const data = (await control('card-data')) as { clearAtApi: number };
    assert.equal(data.clearAtApi, 0);
  });

  it("does not count a vault alias whose random part happens to hold a card-like run of digits", async () => {
    await control('reset');
    const alias = 'tok_sandbox_4242424242424242abcdef01';
    await fetch(`${sandbox.urls.api}/widget/v1/analytics/amount-submitted`, { method: 'POST', body: JSON.stringify({ card: [{ number: alias }] }) });
    const data = (await control('card-data')) as { clearAtApi: number };
    assert.equal(data.clearAtApi, 0);
  });

  it('counts card data that reaches the API in clear, on any route', async () => {
    await fetch(`${sandbox.urls.api}/widget/v1/analytics/amount-submitted`, { method: 'POST', body: JSON.stringify({ note: 'card 4242 4242 4242 4242' }) });
    const data = (await control('card-data')) as { clearAtApi: number };
    assert.equal(data.clearAtApi, 1);
  });
});

describe("signing launch parameters: only what the merchant's server built (issue 27)", () => {
  const launch = (body?: unknown) =>
    fetch(`${sandbox.urls.demo}/merchant/launch`, { method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

  it("the demo shop's backend refuses a payload or a merchant chosen by the caller", async () => {
    const attacker = JSON.stringify({ toCurrency: 'BTC', toWallet: 'bc1qattackerattackerattackerattacker00' });
    for (const body of [{ payload: attacker }, { apiKey: 'pk_sandbox_arcade' }, { apiKey: 'pk_sandbox_demo_shop', payload: attacker }]) {
      const reply = await launch(body);
      assert.equal(reply.status, 400, JSON.stringify(body));
      assert.equal('signature' in ((await reply.json()) as object), false);
    }
    // The old sign-anything endpoint is gone.
    assert.equal((await fetch(`${sandbox.urls.demo}/merchant/sign`, { method: 'POST', body: JSON.stringify({ payload: attacker }) })).status, 404);
  });

  it("answers a body it cannot read as the client's: 400 for bad JSON, 413 for one over the limit (was 500)", async () => {
    const post = (body: string) => fetch(`${sandbox.urls.demo}/merchant/launch`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    assert.equal((await post('{"apiKey":')).status, 400);
    assert.equal((await post('x'.repeat(10 * 1024 * 1024))).status, 413);
    // The card vault's proxy alike.
    const vault = (body: string) => fetch(`${sandbox.urls.vault}/provider/v2/orders/x/processing`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    assert.equal((await vault('{"card":')).status, 400);
    assert.equal((await vault('x'.repeat(10 * 1024 * 1024))).status, 413);
  });

  it('signs the purchase the shop built from its own state, for its one merchant', async () => {
    const params = (await (await launch()).json()) as { apiKey: string; signature: string; payload: string };
    assert.equal(params.apiKey, 'pk_sandbox_demo_shop');
    assert.equal(params.payload, JSON.stringify(DEMO_SHOP_CART));
    assert.equal(signatureMatches('sk_sandbox_demo_shop_secret', params.payload, params.signature), true);
  });

  it("the package's helpers, WebCrypto's and Node's, sign an object the server built alike and refuse a string or an empty key", async () => {
    for (const sign of [signLaunchParams, signLaunchParamsWithNode]) {
      const payload = { toCurrency: 'BTC', toWallet: 'ünïcødé.near', fromAmount: 100 };
      assert.deepEqual(await sign({ apiKey: 'pk', secret: 'sk_test_ünïcødé_0123', payload }), {
        apiKey: 'pk',
        payload: JSON.stringify(payload),
        signature: signPayload('sk_test_ünïcødé_0123', JSON.stringify(payload)),
      });
      await assert.rejects(sign({ apiKey: 'pk', secret: 'sk_test_0123456789ab', payload: '{"toCurrency":"BTC"}' as never }), /never a string/);
      // WebCrypto refuses an empty key and Node's crypto would sign with it: both say it first.
      await assert.rejects(sign({ apiKey: 'pk', secret: '', payload: {} }), /needs the merchant's secret: it is empty/);
      await assert.rejects(sign({ apiKey: '', secret: 'sk_test_0123456789ab', payload: {} }), /needs the merchant's apiKey: it is empty/);
      await assert.rejects(sign({ apiKey: 'pk', secret: 'sk_short', payload: {} }), /this one is 8 characters/);
      // What a request brings is refused too: not a plain object, too large, too deep, a field of the wrong type.
      const secret = 'sk_test_0123456789ab';
      await assert.rejects(sign({ apiKey: 'pk', secret, payload: new Map() as never }), /plain payload object/);
      await assert.rejects(sign({ apiKey: 'pk', secret, payload: ['BTC'] as never }), /plain payload object/);
      await assert.rejects(sign({ apiKey: 'pk', secret, payload: { externalData: 'x'.repeat(6_200) } }), /the limit is 6144 bytes/);
      const deep = JSON.parse(`${'{"a":'.repeat(9)}1${'}'.repeat(9)}`);
      await assert.rejects(sign({ apiKey: 'pk', secret, payload: { contractCall: deep } as never }), /nested too deeply/);
      await assert.rejects(sign({ apiKey: 'pk', secret, payload: { fromAmount: 'ten' } }), /payload\.fromAmount/);
      await assert.doesNotReject(sign({ apiKey: 'pk', secret, payload: Object.assign(Object.create(null), { toCurrency: 'BTC' }) }));
    }
  });
});

describe('share tokens: issued to one merchant for one of its customers, for minutes, once, until sign-out (issues 27, 41)', () => {
  const ARCADE = { apiKey: 'pk_sandbox_arcade', secret: 'sk_sandbox_arcade_secret' };
  const json = { 'Content-Type': 'application/json' };
  const issue = (secret: string | null, email: string) =>
    api('v1/merchants/share-tokens', { method: 'POST', headers: { ...json, ...(secret ? { Authorization: `Bearer ${secret}` } : {}) }, body: JSON.stringify({ email }) });
  /** The customer signs in with a code through the merchant's launch (what lets the merchant vouch for them later). */
  const serve = async (email: string, merchant: { apiKey: string; secret: string }) => {
    const headers = { ...json, 'X-Merchant-Data': merchantData(merchant) };
    await control('code-interval', { ms: 0 });
    await api('v1/customers/sign-up', { method: 'POST', headers, body: JSON.stringify({ email, acceptTheRules: true }) });
    const { latest } = (await control(`mailbox/${encodeURIComponent(email)}`)) as { latest: string };
    await api('v1/customers/sign-in', { method: 'POST', headers, body: JSON.stringify({ email, password: latest }) });
  };
  const tokenFor = async (email: string, secret = SECRET) => {
    const merchant = secret === SECRET ? { apiKey: API_KEY, secret } : ARCADE;
    await serve(email, merchant);
    return ((await (await issue(secret, email)).json()) as { result: { shareToken: string } }).result.shareToken;
  };
  const signIn = async (email: string, shareToken: string, merchant = { apiKey: API_KEY, secret: SECRET }) => {
    const reply = await api('v1/customers/sign-in-without-confirmation', {
      method: 'POST',
      headers: { ...json, 'X-Merchant-Data': merchantData(merchant) },
      body: JSON.stringify({ email, shareToken }),
    });
    return (await reply.json()) as { result?: { token: string }; error?: { code: string } };
  };

  it("is issued only to a merchant's server presenting its secret key, never for a launch signature", async () => {
    assert.equal((await issue(null, 'ada@example.com')).status, 401);
    assert.equal((await issue(API_KEY, 'ada@example.com')).status, 401);
    assert.equal((await issue(signPayload(SECRET, 'share:ada@example.com'), 'ada@example.com')).status, 401);
    await serve('ada@example.com', { apiKey: API_KEY, secret: SECRET });
    const reply = (await (await issue(SECRET, 'Ada@Example.com ')).json()) as { result: { shareToken: string; expiresAt: string } };
    assert.match(reply.result.shareToken, /^shr_[\w-]{43}$/);
    const minutes = (Date.parse(reply.result.expiresAt) - Date.now()) / 60_000;
    assert.ok(minutes > 9 && minutes <= 10, `lives ${minutes} minutes`);
    // The merchant's secret key is not kept in the request log.
    const logged = (await control('requests')) as { path: string; authorization: string | null }[];
    assert.equal(logged.find((r) => r.path === 'merchants/share-tokens')?.authorization, null);
  });

  it("is issued only for the merchant's own customers: one who signed in through its launch with a code", async () => {
    // A customer of the provider the merchant never served: its secret key opens nothing.
    const stranger = await issue(SECRET, 'grace@example.com');
    assert.equal(stranger.status, 400);
    assert.deepEqual(((await stranger.json()) as { error: { payload: unknown } }).error.payload, { email: ['This customer has not signed in through your shop with a code yet'] });
    // Served by another merchant: still not this one's.
    await serve('grace@example.com', ARCADE);
    assert.equal((await issue(SECRET, 'grace@example.com')).status, 400);
    assert.equal((await issue(ARCADE.secret, 'grace@example.com')).status, 200);
    // Once she signs in through this merchant with a code, it may vouch for her.
    await serve('grace@example.com', { apiKey: API_KEY, secret: SECRET });
    assert.equal((await issue(SECRET, 'grace@example.com')).status, 200);
  });

  it('signs the customer in once: a second use is refused', async () => {
    const token = await tokenFor('ada@example.com');
    assert.ok((await signIn('ada@example.com', token)).result?.token);
    assert.equal((await signIn('ada@example.com', token)).error?.code, 'validation_error');
  });

  it('is bound to its merchant and its e-mail', async () => {
    assert.equal((await signIn('ada@example.com', await tokenFor('ada@example.com'), ARCADE)).error?.code, 'validation_error');
    assert.equal((await signIn('grace@example.com', await tokenFor('ada@example.com'))).error?.code, 'validation_error');
    // Another merchant's token for the customer does not open the account through this merchant's launch.
    assert.equal((await signIn('ada@example.com', await tokenFor('ada@example.com', ARCADE.secret))).error?.code, 'validation_error');
    assert.ok((await signIn('ada@example.com', await tokenFor('ada@example.com', ARCADE.secret), ARCADE)).result);
  });

  it('refuses what a launch signature could make: the former HMAC of share:{email}', async () => {
    assert.equal((await signIn('ada@example.com', signPayload(SECRET, 'share:ada@example.com'))).error?.code, 'validation_error');
  });

  it("is revoked when the customer signs out, every merchant's alike", async () => {
    const kept = await tokenFor('ada@example.com', ARCADE.secret);
    const session = (await signIn('ada@example.com', await tokenFor('ada@example.com'))).result?.token;
    await api('v1/customers/current/sign-out', { method: 'POST', headers: { Authorization: `Bearer ${session}` } });
    assert.equal((await signIn('ada@example.com', kept, ARCADE)).error?.code, 'validation_error');
  });

  it('expires after ten minutes', () => {
    const tokens = createShareTokens();
    const { shareToken } = tokens.issue(API_KEY, 'ada@example.com', 0);
    assert.equal(tokens.take(shareToken, API_KEY, 'ada@example.com', SHARE_TOKEN_TTL_MS), false);
    const fresh = tokens.issue(API_KEY, 'ada@example.com', 0).shareToken;
    assert.equal(tokens.take(fresh, API_KEY, 'ADA@example.com', SHARE_TOKEN_TTL_MS - 1), true);
  });
});

describe('sign-in throttle: per client address, and per e-mail from it, with the error envelope (issues 27, 41)', () => {
  /** The Demo Shop's signed launch, as the widget sends it with every call (X-Merchant-Data). */
  const LAUNCH = merchantData({ apiKey: API_KEY, secret: SECRET });
  /**
   * A sign-in call from a client address of this machine (127.0.0.1 by default; 127.0.0.2 is another
   * device), with the merchant's launch or without one (a script calling the API).
   */
  const post = (path: string, body: unknown, { from = '127.0.0.1', launched = true } = {}) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; json: () => Promise<unknown> }>((resolve, reject) => {
      const text = JSON.stringify(body);
      const request = httpRequest(
        `${sandbox.urls.api}/provider/v1/customers/${path}`,
        {
          method: 'POST',
          localAddress: from,
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), ...(launched ? { 'X-Merchant-Data': LAUNCH } : {}) },
        },
        (response) => {
          let data = '';
          response.on('data', (chunk: Buffer) => (data += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, json: async () => JSON.parse(data) }));
        },
      );
      request.on('error', reject);
      request.end(text);
    });
  const latestCode = async (email: string) => ((await control(`mailbox/${encodeURIComponent(email)}`)) as { latest: string }).latest;
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

  it('ten failed attempts at one e-mail from one client hold that client back, a right code too: 429, Retry-After and retryAfter', async () => {
    const email = 'sprayed@example.com';
    await control('code-interval', { ms: 0 });
    for (let round = 0; round < 2; round += 1) {
      await post('sign-up', { email, acceptTheRules: true });
      const wrong = wrongFor(await latestCode(email));
      for (let i = 0; i < 5; i += 1) assert.notEqual((await post('sign-in', { email, password: wrong })).status, 429);
    }
    await post('sign-up', { email, acceptTheRules: true });
    const refused = await post('sign-in', { email, password: await latestCode(email) });
    assert.equal(refused.status, 429);
    const seconds = Number(refused.headers['retry-after']);
    assert.ok(seconds > 0 && seconds <= 15 * 60, `Retry-After ${seconds}`);
    const { error } = (await refused.json()) as { error: { code: string; message: string; payload: { retryAfter: string } } };
    assert.equal(error.code, 'too_many_sign_in_attempts');
    assert.equal(error.message, 'Too many sign-in attempts. Please try again later');
    assert.ok(Date.parse(error.payload.retryAfter) > Date.now());
    // Another customer from the same address is not held back by this e-mail's count.
    await post('sign-up', { email: 'other@example.com', acceptTheRules: true });
    assert.equal((await post('sign-in', { email: 'other@example.com', password: await latestCode('other@example.com') })).status, 200);
  });

  it("a stranger's junk attempts never block the customer's right code: not the throttle, not the code's own tries", async () => {
    const email = 'victim@example.com';
    await control('code-interval', { ms: 0 });
    await post('sign-up', { email, acceptTheRules: true }, { from: '127.0.0.2' });
    const code = await latestCode(email);
    // Ten junk attempts from another device: a script without a launch, then through a merchant's page.
    for (let i = 0; i < 5; i += 1) await post('sign-in', { email, password: wrongFor(code) }, { from: '127.0.0.2', launched: false });
    for (let i = 0; i < 5; i += 1) await post('sign-in', { email, password: wrongFor(code) }, { from: '127.0.0.2' });
    assert.equal((await post('sign-in', { email, password: code }, { from: '127.0.0.2' })).status, 400, 'the stranger spent the code for itself');
    // The customer, on their own device, signs in with the code they were sent.
    assert.equal((await post('sign-in', { email, password: code })).status, 200);
  });

  it('thirty failed attempts from one address hold it back, whatever the e-mail, with a launch or without; share tokens count too', async () => {
    for (let i = 0; i < 20; i += 1) await post('sign-in', { email: `guess${i}@example.com`, password: '123456' }, { launched: false });
    for (let i = 0; i < 5; i += 1) await post('sign-in', { email: `guess${i}@example.com`, password: '123456' });
    for (let i = 0; i < 5; i += 1) await post('sign-in-without-confirmation', { email: `token${i}@example.com`, shareToken: 'shr_guess' });
    await post('sign-up', { email: 'fresh@example.com', acceptTheRules: true });
    assert.equal((await post('sign-in', { email: 'fresh@example.com', password: await latestCode('fresh@example.com') })).status, 429);
    assert.equal((await post('sign-in-without-confirmation', { email: 'fresh@example.com', shareToken: 'shr_x' })).status, 429);
    // Another address is not held back.
    assert.equal((await post('sign-in', { email: 'fresh@example.com', password: await latestCode('fresh@example.com') }, { from: '127.0.0.2' })).status, 200);
  });

  it('the window slides: failures older than it no longer count; a success clears the e-mail; an attempt without a launch counts for its address only', () => {
    const throttle = createSignInThrottle({ perEmail: 2, perIp: 100, windowMs: 1000 });
    throttle.failed('1.2.3.4', 'a@example.com', true, 0);
    throttle.failed('1.2.3.4', 'a@example.com', true, 500);
    assert.equal(throttle.blockedUntil('1.2.3.4', 'a@example.com', 600), 1000);
    assert.equal(throttle.blockedUntil('5.6.7.8', 'a@example.com', 600), null);
    assert.equal(throttle.blockedUntil('1.2.3.4', 'a@example.com', 1000), null);
    throttle.failed('1.2.3.4', 'a@example.com', true, 1100);
    throttle.succeeded('a@example.com');
    assert.equal(throttle.blockedUntil('1.2.3.4', 'a@example.com', 1100), null);
    throttle.failed('1.2.3.4', 'b@example.com', false, 1200);
    throttle.failed('1.2.3.4', 'b@example.com', false, 1300);
    assert.equal(throttle.blockedUntil('1.2.3.4', 'b@example.com', 1400), null);
  });
});

describe('framing: the iframe page only in its merchant\'s pages, window-closing and payment pages never (issue 27)', () => {
  const page = (path: string) => fetch(`${sandbox.urls.widget}${path}`);
  const frameAncestors = (response: Response) => /frame-ancestors ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

  it("serves the iframe page with frame-ancestors from the launching merchant's allowed origins, and Referrer-Policy strict-origin", async () => {
    const arcade = await page('/?apiKey=pk_sandbox_arcade');
    assert.equal(frameAncestors(arcade), 'https://arcade.example');
    assert.equal(arcade.headers.get('referrer-policy'), 'strict-origin');
    assert.equal(frameAncestors(await page('/buy/order?apiKey=pk_sandbox_demo_shop')), 'http://localhost:* http://127.0.0.1:*');
    // No merchant (the provider's own standalone page) or one it does not know: this machine's pages.
    assert.equal(frameAncestors(await page('/')), 'http://localhost:* http://127.0.0.1:*');
    assert.equal(frameAncestors(await page('/?apiKey=pk_nobody')), 'http://localhost:* http://127.0.0.1:*');
    for (const closing of ['/close_on_success', '/close_on_failure?apiKey=pk_sandbox_demo_shop']) assert.equal(frameAncestors(await page(closing)), "'none'", closing);
  });

  it("the 3-D Secure page is framed only by the widget's pages, the QR payment page never", async () => {
    const { id } = await placeOrderFor('kyc-complete@sandbox.test');
    const acs = await fetch(`${sandbox.urls.api}/__acs/${id}`);
    assert.equal(frameAncestors(acs), `${sandbox.urls.widget} http://localhost:* http://127.0.0.1:* https://arcade.example`);
    assert.equal(frameAncestors(await fetch(`${sandbox.urls.api}/__pay/${id}`)), "'none'");
  });

  it("validate-widget refuses a page its merchant did not allow: the element's Origin, or the page the iframe page names", async () => {
    const payload = JSON.stringify({ toCurrency: 'BTC' });
    const check = (apiKey: string, secret: string, origin: string | null, pageOrigin?: string) =>
      api('v1/merchants/validate-widget', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(origin ? { Origin: origin } : {}) },
        body: JSON.stringify({ apiKey, payload, signature: signPayload(secret, payload), ...(pageOrigin ? { pageOrigin } : {}) }),
      });
    const ARCADE_SECRET = 'sk_sandbox_arcade_secret';
    assert.equal((await check('pk_sandbox_arcade', ARCADE_SECRET, 'https://arcade.example')).status, 200);
    const refused = await check('pk_sandbox_arcade', ARCADE_SECRET, 'https://clickjack.example');
    assert.equal(refused.status, 400);
    assert.deepEqual(((await refused.json()) as { error: { payload: unknown } }).error.payload, { origin: ['The merchant does not allow pages of https://clickjack.example'] });
    // The iframe page's calls come from its own origin and name its parent.
    assert.equal((await check('pk_sandbox_arcade', ARCADE_SECRET, sandbox.urls.widget, 'https://clickjack.example')).status, 400);
    assert.equal((await check('pk_sandbox_arcade', ARCADE_SECRET, sandbox.urls.widget, 'https://arcade.example')).status, 200);
    // The Demo Shop allows this machine's pages, any port.
    assert.equal((await check(API_KEY, SECRET, 'http://localhost:5173')).status, 200);
  });

  it('validate-widget fails closed: a launch that names no page, or an opaque one, is refused', async () => {
    const payload = JSON.stringify({ toCurrency: 'BTC' });
    const check = (origin: string | null, pageOrigin?: string) =>
      api('v1/merchants/validate-widget', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(origin ? { Origin: origin } : {}) },
        body: JSON.stringify({ apiKey: API_KEY, payload, signature: signPayload(SECRET, payload), ...(pageOrigin ? { pageOrigin } : {}) }),
      });
    // No Origin (a proxy that drops it, a server's call) and no page named.
    const nameless = await check(null);
    assert.equal(nameless.status, 400);
    assert.deepEqual(((await nameless.json()) as { error: { payload: unknown } }).error.payload, { origin: ['The launch names no page: the widget says which page it is on'] });
    // The iframe page's own origin without its parent named; a parent it could not tell (a data: or sandboxed frame).
    assert.equal((await check(sandbox.urls.widget)).status, 400);
    assert.equal((await check(sandbox.urls.widget, 'null')).status, 400);
    assert.equal((await check(null, 'null')).status, 400);
    // The iframe page at top level names its own origin: the provider's page.
    assert.equal((await check(sandbox.urls.widget, sandbox.urls.widget)).status, 200);
  });
});

/** A verified customer's order, placed through the API. */
async function placeOrderFor(email: string): Promise<{ id: string }> {
  const { token } = (await control('customers', { email })) as { token: string };
  const reply = await api('v1/orders', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ paymentType: 'card', fromCurrency: 'EUR', toCurrency: 'USDT-MATIC', toWallet: '0x1111111111111111111111111111111111111111', fromAmount: 100 }),
  });
  return ((await reply.json()) as { result: { id: string } }).result;
}

describe('pages framed by the widget say who may frame them (issue 41)', () => {
  const frameAncestors = (headers: string | null) => /frame-ancestors ([^;\r\n]+)/.exec(headers ?? '')?.[1] ?? null;

  it("the identity check's stand-in: the widget's pages and the merchants' allowed pages, no one else", async () => {
    const page = await fetch(`${sandbox.urls.api}/websdk/websdk.html`);
    assert.equal(page.status, 200);
    assert.equal(frameAncestors(page.headers.get('content-security-policy')), `${sandbox.urls.widget} http://localhost:* http://127.0.0.1:* https://arcade.example`);
  });

  it('the page saying the iframe page’s address is too long: the merchants’ allowed pages', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const request = httpGet(`${sandbox.urls.widget}/?payload=${'x'.repeat(70 * 1024)}`, (response) => {
        resolve(`${response.statusCode} ${response.headers['content-security-policy'] ?? ''}`);
        response.resume();
      });
      request.on('error', reject);
    });
    assert.equal(raw, '431 frame-ancestors http://localhost:* http://127.0.0.1:* https://arcade.example');
  });
});

describe('the widget host: the iframe page only with its policy (issue 41)', () => {
  it('has no second route to a file: encoded slashes and dot segments are not found, dist/ is not readable', async () => {
    for (const path of ['/assets/..%2findex.html', '/assets/..%2Findex.html', '/element/..%2fwidget%2findex.html', '/element/..%2f..%2fpackage.json', '/element/..%5cwidget%5cindex.html']) {
      const reply = await fetch(`${sandbox.urls.widget}${path}`);
      assert.equal(reply.status, 404, path);
      assert.doesNotMatch(await reply.text(), /<html/i, path);
    }
    // Whatever path shows the iframe page, it comes with its policy (`%2e%2e` is `..` to the URL parser: the
    // path it names is the page's own route).
    for (const path of ['/', '/index.html', '/orders/x/public', '/assets/%2e%2e/index.html', '/element/%2e%2e/widget/index.html']) {
      const reply = await fetch(`${sandbox.urls.widget}${path}`);
      assert.match(reply.headers.get('content-security-policy') ?? '', /frame-ancestors/, path);
    }
  });
});

describe('the widget host serves the release as a CDN would (issue 28)', () => {
  /** A GET whose body stays as sent (fetch would decode it). */
  const rawGet = (url: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      httpGet(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  const dist = new URL('../../dist/', import.meta.url);
  /** A hashed chunk's path under element/chunks/ (its build's directory and its name). */
  const firstChunk = () => readdirSync(new URL('element/chunks/', dist), { recursive: true, encoding: 'utf8' }).find((name) => /-[A-Z0-9]{8}\.js$/.test(name)) ?? '';

  it('a hashed chunk: brotli or gzip as the browser takes it, Vary, cached a year and immutable', async () => {
    const name = firstChunk();
    const raw = readFileSync(new URL(`element/chunks/${name}`, dist));
    const br = await rawGet(`${sandbox.urls.widget}/element/chunks/${name}`, { 'Accept-Encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(br.headers.vary, 'Accept-Encoding');
    assert.deepEqual(brotliDecompressSync(br.body), raw);
    const gz = await rawGet(`${sandbox.urls.widget}/element/chunks/${name}`, { 'Accept-Encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(gunzipSync(gz.body), raw);
    const plain = await rawGet(`${sandbox.urls.widget}/element/chunks/${name}`, { 'Accept-Encoding': 'br;q=0, identity' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.deepEqual(plain.body, raw);
  });

  it("entries under the release's version and its major's alias, revalidated; integrity.json pins their bytes", async () => {
    const { version, files } = JSON.parse(readFileSync(new URL('integrity.json', dist), 'utf8')) as { version: string; files: Record<string, string> };
    const entry = readFileSync(new URL('element/crypto-ramp-widget.js', dist));
    for (const path of [`/v${version}/element/crypto-ramp-widget.js`, `/v${version.split('.')[0]}/element/crypto-ramp-widget.js`]) {
      const reply = await rawGet(`${sandbox.urls.widget}${path}`);
      assert.equal(reply.status, 200, path);
      assert.equal(reply.headers['cache-control'], 'no-cache', path);
      assert.deepEqual(reply.body, entry, path);
    }
    assert.equal((await rawGet(`${sandbox.urls.widget}/v9.9.9/element/crypto-ramp-widget.js`)).status, 404);
    assert.equal(files['element/crypto-ramp-widget.js'], `sha384-${createHash('sha384').update(entry).digest('base64')}`);
  });

  it('answers CORS preflights with Access-Control-Max-Age: a repeat visit sends its calls without one', async () => {
    const reply = await fetch(`${sandbox.urls.api}/provider/v1/currencies`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-merchant-data' },
    });
    assert.equal(reply.headers.get('access-control-max-age'), '7200');
  });
});

describe('sandbox: what sign-up sent is kept (`sign-ups`)', () => {
  it('keeps each sign-up with its path and agreements as sent, for a test to read back', async () => {
    const post = (path: string, body: Record<string, unknown>) =>
      fetch(`${sandbox.urls.api}/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const sell = `kept-${crypto.randomUUID()}@example.com`;
    const buy = `kept-${crypto.randomUUID()}@example.com`;
    await post('widget/v1/offramp/customers/sign-up', { email: sell, refcode: 'r1', legalAgreement: true, newsletterAgreement: true });
    await post('provider/v1/customers/sign-up', { email: buy, refcode: null, acceptTheRules: true, subscribeOnMailing: false });
    const kept = (await control('sign-ups')) as { email: string }[];
    assert.deepEqual(
      kept.filter((s) => s.email === sell || s.email === buy),
      [
        { path: 'offramp/customers/sign-up', email: sell, refcode: 'r1', agreements: { legalAgreement: true, newsletterAgreement: true } },
        { path: 'customers/sign-up', email: buy, refcode: null, agreements: { acceptTheRules: true, subscribeOnMailing: false } },
      ],
    );
  });
});
