/** Error reports leave without personal data (issue 12): each kind the scrubber removes. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scrubDeep, scrubText } from '../../src/domain/scrub';

describe('error-report scrubbing', () => {
  const cases: [string, string, string][] = [
    ['an e-mail', 'No user ada.lovelace+shop@example.co.uk here', 'No user [email] here'],
    ['a bearer token', 'Authorization: Bearer 4039a3b5-2473-4862-899f-6644755da939', 'Authorization: Bearer [token]'],
    ['an EVM wallet', 'toWallet 0x1111111111111111111111111111111111111111 invalid', 'toWallet [wallet] invalid'],
    ['a Tron wallet', 'to TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf', 'to [wallet]'],
    ['a Bitcoin wallet', 'to bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'to [wallet]'],
    ['a NEAR account', 'to alice.near and ' + 'ab'.repeat(32), 'to [wallet] and [wallet]'],
    ['a phone', 'phone +44 7911 123456 wrong', 'phone [phone] wrong'],
    ['a card number', 'card 4242 4242 4242 4242 or 4000000000001000', 'card [card] or [card]'],
    ['a one-time code', 'code 123456 refused', 'code [code] refused'],
    ['a URL query string', 'GET https://widget.example/buy?apiKey=k&payload=%7B%7D#x failed', 'GET https://widget.example/buy?[query] failed'],
    [
      "an identity provider's access token",
      'token _act-sbx-jwt-eyJhbGciOiJub25lIn0.eyJqdGkiOiJfYWN0LXNieC0xMjMiLCJ1cmwiOiJodHRwcyJ9.',
      'token _act-sbx-jwt-[token]',
    ],
    ['a JWT', 'refused eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U here', 'refused [token] here'],
    ['a credential after its name', 'accessToken=abc.def&x=1 client_secret: s3cr3t "password":"hunter2"', 'accessToken=[redacted]&x=1 client_secret: [redacted] "password":"[redacted]"'],
    ['a long hex secret', 'key 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15 end', 'key [token] end'],
    ['a long base64 secret', 'sig dGhpcyBpcyBhIHNlY3JldCBzaWduYXR1cmUgdmFsdWUxMjM0NQ== end', 'sig [token] end'],
    ['an identity check token (a prefix and a UUID)', 'token sbx-4039a3b5-2473-4862-899f-6644755da939 expired', 'token [token] expired'],
    ["a schema library's quote of the value", 'At path: kyc.status -- Expected one of `"approved"`, but received: "221B Baker Street"', 'At path: kyc.status -- Expected one of `"approved"`, but received: [value]'],
  ];
  for (const [kind, text, scrubbed] of cases) it(`removes ${kind}`, () => assert.equal(scrubText(text), scrubbed));

  it('withholds the value of any key named like a credential, and leaves the report its own ids', () => {
    const event = { event_id: '0123456789abcdef0123456789abcdef', extra: { accessToken: 'opaque', shareToken: 'x', apiKey: 'pk_live_1', signature: 'ab', note: 'fine' } };
    assert.deepEqual(scrubDeep(event), {
      event_id: '0123456789abcdef0123456789abcdef',
      extra: { accessToken: '[redacted]', shareToken: '[redacted]', apiKey: '[redacted]', signature: '[redacted]', note: 'fine' },
    });
  });

  it("withholds the value of any key that names a person's data, whatever it looks like; the SDK's own names stay", () => {
    const event = {
      sdk: { name: 'sentry.javascript.browser' },
      user: { ip_address: '203.0.113.9' },
      extra: { lastName: 'Byron', street: '221B Baker Street', postalCode: 'NW1 6XE', city: 'London', dateOfBirth: '1815-12-10', phoneNumber: 7911123456, country: { name: 'United Kingdom' } },
    };
    assert.deepEqual(scrubDeep(event), {
      sdk: { name: 'sentry.javascript.browser' },
      user: { ip_address: '[personal]' },
      extra: { lastName: '[personal]', street: '[personal]', postalCode: '[personal]', city: '[personal]', dateOfBirth: '[personal]', phoneNumber: '[personal]', country: { name: 'United Kingdom' } },
    });
  });

  it('leaves ordinary text alone and scrubs every string of an event, at any depth', () => {
    assert.equal(scrubText('Unexpected reply from orders/3f2a: Expected a number'), 'Unexpected reply from orders/3f2a: Expected a number');
    // An order id (a UUID) and long plain words stay: a report needs them.
    assert.equal(scrubText('order 4039a3b5-2473-4862-899f-6644755da939 internationalizationization'), 'order 4039a3b5-2473-4862-899f-6644755da939 internationalizationization');
    const event = { message: 'x ada@example.com', exception: { values: [{ value: 'wallet 0x1111111111111111111111111111111111111111', lineno: 12 }] } };
    assert.deepEqual(scrubDeep(event), { message: 'x [email]', exception: { values: [{ value: 'wallet [wallet]', lineno: 12 }] } });
  });
});

describe('error-report scrubbing: the spellings each rule covers', () => {
  const UUID = '4039a3b5-2473-4862-899f-6644755da939';
  const cases: [string, string, string][] = [
    ["a schema library's quote without a colon", 'Expected a string, but received 221', 'Expected a string, but received [value]'],
    ['a bearer token after more than one space', 'Authorization: Bearer  abc.def', 'Authorization: Bearer [token]'],
    ['an API key named without a separator or with an underscore', 'apikey=k1 api_key=k2', 'apikey=[redacted] api_key=[redacted]'],
    ['a credential whose name goes on after the word', 'session_token_value=abc123', 'session_token_value=[redacted]'],
    ['an identity check token at the very start', `sbx-${UUID} expired`, '[token] expired'],
    ['an identity check token with a prefix of several parts', `token _act-sbx-${UUID} expired`, 'token [token] expired'],
    ['a plain-http URL query string', 'GET http://localhost:8080/buy?payload=%7B%7D failed', 'GET http://localhost:8080/buy?[query] failed'],
    ['a legacy Bitcoin wallet', 'to 1BoatSLRHtKNngkdXEeobR76b53LETtpyT', 'to [wallet]'],
    ['a NEAR sub-account', 'to app.alice.near', 'to [wallet]'],
    ['a long secret at the very start', '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b end', '[token] end'],
    ['a long secret that starts with digits', 'key 1234567890abcdef1234567890abcdef end', 'key [token] end'],
  ];
  for (const [kind, text, scrubbed] of cases) it(`removes ${kind}`, () => assert.equal(scrubText(text), scrubbed));

  it('keeps long runs of letters only, or of digits only: words and numbers are not secrets', () => {
    assert.equal(scrubText('pneumonoultramicroscopicsilicovolcanoconiosis'), 'pneumonoultramicroscopicsilicovolcanoconiosis');
    assert.equal(scrubText('n 12345678901234567890123456789012345'), 'n 12345678901234567890123456789012345');
  });
});

describe("error-report scrubbing: keys naming a credential or a person's data", () => {
  it('withholds credentials under every spelling of an API key', () => {
    assert.deepEqual(scrubDeep({ 'api-key': 'k1', api_key: 'k2', apikey: 'k3' }), { 'api-key': '[redacted]', api_key: '[redacted]', apikey: '[redacted]' });
  });

  it("withholds a person's data under keys spelt with or without separators", () => {
    const keys = ['last_name', 'first-name', 'email', 'e_mail', 'e-mail', 'postcode', 'post_code', 'nationalId', 'national_id', 'taxId', 'tax_id', 'dob', 'customerDob', 'dob_text', 'ssn', 'customerSsn', 'ssnLast4'];
    const event = Object.fromEntries(keys.map((key) => [key, 'value']));
    assert.deepEqual(scrubDeep(event), Object.fromEntries(keys.map((key) => [key, '[personal]'])));
  });

  it('keeps values whose keys only look like a name or a zip field', () => {
    const event = { fontFamilyName: 'Inter', lastNameLength: 5, gzipSize: 1024 };
    assert.deepEqual(scrubDeep(event), event);
  });

  it("keeps every one of the report's own ids whole", () => {
    const ids = {
      event_id: '0123456789abcdef0123456789abcdef',
      trace_id: '1123456789abcdef0123456789abcdef',
      span_id: '1234567890123456',
      parent_span_id: '6543210987654321',
      sid: '2123456789abcdef0123456789abcdef',
    };
    assert.deepEqual(scrubDeep({ contexts: { trace: ids } }), { contexts: { trace: ids } });
  });

  it('keeps nulls, numbers and booleans as they are', () => {
    assert.deepEqual(scrubDeep({ a: null, b: 5, c: true, d: [null, 1] }), { a: null, b: 5, c: true, d: [null, 1] });
  });

  it('an event that refers to itself is scrubbed without running forever', () => {
    const event: Record<string, unknown> = { message: 'mail ada@example.com' };
    event.self = event;
    const scrubbed = scrubDeep(event) as { message: string; self: { message: string } };
    assert.equal(scrubbed.message, 'mail [email]');
    assert.equal(scrubbed.self.message, 'mail [email]');
  });

  it('scrubs strings twenty levels deep', () => {
    let event: unknown = { message: 'mail ada@example.com' };
    for (let level = 0; level < 20; level += 1) event = { inner: event };
    let scrubbed = scrubDeep(event) as { inner?: unknown; message?: string };
    while (scrubbed.inner) scrubbed = scrubbed.inner as typeof scrubbed;
    assert.equal(scrubbed.message, 'mail [email]');
  });
});
