import assert from 'node:assert/strict';
import { LANGUAGE_CODES, localeFile, stringEntries, widgetResources } from '../strings';
import { describe, it } from 'node:test';
import { UndefinedFlowTypeError, flowTypeOf } from '../../src/domain/flowType';
import { billingNumber, exactAmount, shortOrderId, splitWallet } from '../../src/domain/format';
import { chooseLanguage, storedLanguageCode } from '../../src/domain/language';
import { apiUrlProblem } from '../../src/domain/apiUrl';
import { MAX_MERCHANT_AMOUNT, MAX_PAYLOAD_DEPTH, jsonDepth, parseLaunchParams } from '../../src/domain/launchParams';
import { merchantDataHeader, merchantDataSizeProblem } from '../../src/domain/merchantData';
import { MAX_MERCHANT_DATA_BYTES } from '../../src/domain/constants';
import { hasCompleteCalculator, isFresh, routeForRestoredFlow } from '../../src/domain/persistedOrderData';
import { HOST_EVENTS, HOST_EVENT_TYPES } from '../../src/host/protocol';
import { isHostMessage } from '../../src/host/isHostMessage';
import { withQuery } from '../../src/routing';

describe('flow type (spec 1 §4)', () => {
  it('no payload, or none of toCurrency, toAmount, toWallet: buy_any_crypto_flow', () => {
    assert.equal(flowTypeOf(null), 'buy_any_crypto_flow');
    assert.equal(flowTypeOf({ fromCurrency: 'EUR' }), 'buy_any_crypto_flow');
  });
  it('toAmount, toCurrency and toWallet all given: payment_flow', () => {
    assert.equal(flowTypeOf({ toAmount: 5, toCurrency: 'BTC', toWallet: 'x' }), 'payment_flow');
  });
  it('toCurrency given otherwise: buy_specific_crypto_flow', () => {
    assert.equal(flowTypeOf({ toCurrency: 'BTC', toWallet: 'x' }), 'buy_specific_crypto_flow');
  });
  it('any other payload: undefined flow, an error', () => {
    assert.throws(() => flowTypeOf({ toWallet: 'x' }), UndefinedFlowTypeError);
    assert.throws(() => flowTypeOf({ toAmount: 5 }), UndefinedFlowTypeError);
    assert.throws(() => flowTypeOf({ toAmount: 5, toWallet: 'x' }), (error: unknown) => error instanceof UndefinedFlowTypeError && error.name === 'UndefinedFlowTypeError' && error.message === 'Undefined flow type');
  });
  it('toCurrency alone, or with only an amount: buy_specific_crypto_flow', () => {
    assert.equal(flowTypeOf({ toCurrency: 'BTC' }), 'buy_specific_crypto_flow');
    assert.equal(flowTypeOf({ toCurrency: 'BTC', toAmount: 5 }), 'buy_specific_crypto_flow');
  });
});

describe('launch parameters', () => {
  it('the backend address: an origin with an optional path; https in production (loopback excepted)', () => {
    assert.equal(apiUrlProblem('https://api.example.com/v', 'production'), null);
    assert.equal(apiUrlProblem('http://127.0.0.1:8787', 'production'), null);
    assert.equal(apiUrlProblem('http://api.example.com', 'sandbox'), null);
    assert.equal(apiUrlProblem('http://api.example.com', 'production'), 'https is required in production');
    assert.equal(apiUrlProblem('http://localhost:8787', 'production'), null);
    assert.equal(apiUrlProblem('http://[::1]:8787', 'production'), null);
    assert.match(apiUrlProblem('xhttps://api.example.com', 'sandbox') ?? '', /origin/);
    // Shapes that look right but that the URL parser refuses are refused too (they threw before).
    const unparsable = ['http://[', 'http://:80', 'http://%', 'http://a:99999', 'https://evil.example\u0000.com'];
    for (const bad of ['https://api.example.com/?x=1', 'https://api.example.com/#top', 'ftp://api.example.com', 'javascript:alert(1)', ...unparsable]) {
      assert.match(apiUrlProblem(bad, 'sandbox') ?? '', /origin/);
    }
  });
  it("a build that pins its backend takes no other: a page's proxy cannot carry the widget's calls", () => {
    const pinned = 'https://api.provider.example';
    assert.equal(apiUrlProblem(pinned, 'production', pinned), null);
    assert.equal(apiUrlProblem('https://proxy.shop.example', 'production', pinned), "this build's backend is fixed: https://api.provider.example");
    assert.equal(apiUrlProblem('https://proxy.shop.example', 'production'), null);
  });
  it('a fixed amount is a positive decimal within bounds; anything else names the field', () => {
    const amountProblem = (value: unknown) => {
      const result = parseLaunchParams({ apiKey: 'k', signature: 's', payload: JSON.stringify({ toCurrency: 'BTC', fromAmount: value }) });
      return 'problems' in result ? result.problems.map((p) => p.field) : [];
    };
    for (const fine of [100, '100', '99.5', 0.01]) assert.deepEqual(amountProblem(fine), [], String(fine));
    for (const bad of [1e308, '0x10', '1e3', 'Infinity', -5, 0, '12abc', MAX_MERCHANT_AMOUNT + 1]) {
      assert.deepEqual(amountProblem(bad), ['payload.fromAmount'], String(bad));
    }
  });
  it('a payload nested too deeply, or too large, is refused before it is parsed or validated', () => {
    const deep = `{"externalData":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const refused = parseLaunchParams({ apiKey: 'k', signature: 's', payload: deep });
    assert.ok('problems' in refused && refused.problems.some((p) => p.field === 'payload'));
    const nested = `{"toCurrency":"BTC","externalData":${'['.repeat(20)}1${']'.repeat(20)}}`;
    assert.equal(jsonDepth(nested), 21);
    const result = parseLaunchParams({ apiKey: 'k', signature: 's', payload: nested });
    assert.deepEqual('problems' in result ? result.problems.map((p) => p.message) : [], ['Payload is nested too deeply']);
    assert.equal(jsonDepth('{"a":"[[[{{{","b":[1]}'), 2);
  });
  it('without an api key there is no merchant', () => {
    assert.deepEqual(parseLaunchParams({}), { merchant: null });
  });
  it('a payload that is not JSON, or a missing signature, is a problem', () => {
    const result = parseLaunchParams({ apiKey: 'k', payload: '{nope' });
    assert.ok('problems' in result);
    assert.deepEqual(result.problems.map((p) => p.field).sort(), ['payload', 'signature']);
  });
  it('a wrongly typed field is named', () => {
    const result = parseLaunchParams({ apiKey: 'k', signature: 's', payload: '{"toAmount": -3}' });
    assert.ok('problems' in result && result.problems[0]?.field === 'payload.toAmount');
  });
  it('a payload signed with a trailing newline is used byte for byte', () => {
    const payload = '{"toCurrency":"BTC"}\n';
    const result = parseLaunchParams({ apiKey: 'k', signature: 's', payload });
    assert.ok('merchant' in result && result.merchant?.payload === payload);
  });
  it(`launch data over ${MAX_MERCHANT_DATA_BYTES} bytes as sent is refused, naming the limit`, () => {
    // 1,100 'é' are 1,100 characters but 6,600 bytes in the header (each a 6-byte \u00e9 escape).
    const payload = JSON.stringify({ externalData: 'é'.repeat(1_100) });
    assert.ok(payload.length < MAX_MERCHANT_DATA_BYTES);
    const result = parseLaunchParams({ apiKey: 'k', signature: 's', payload });
    assert.ok('problems' in result);
    assert.match(result.problems[0]?.message ?? '', new RegExp(`limit is ${MAX_MERCHANT_DATA_BYTES} bytes`));
    const fits = parseLaunchParams({ apiKey: 'k', signature: 's', payload: JSON.stringify({ externalData: 'e'.repeat(5_000) }) });
    assert.ok('merchant' in fits);
  });
  it(`launch data of exactly ${MAX_MERCHANT_DATA_BYTES} bytes as sent fits; one byte more does not`, () => {
    const launch = (length: number) => ({ apiKey: 'k', signature: 's', payload: JSON.stringify({ externalData: 'e'.repeat(length) }) });
    const overhead = merchantDataHeader(launch(0)).length;
    assert.equal(merchantDataHeader(launch(MAX_MERCHANT_DATA_BYTES - overhead)).length, MAX_MERCHANT_DATA_BYTES);
    assert.equal(merchantDataSizeProblem(launch(MAX_MERCHANT_DATA_BYTES - overhead)), null);
    assert.notEqual(merchantDataSizeProblem(launch(MAX_MERCHANT_DATA_BYTES - overhead + 1)), null);
  });
  it('the header value escapes non-ASCII characters (6 bytes each)', () => {
    assert.equal(merchantDataHeader({ apiKey: 'k', signature: 's', payload: '{"a":"é"}' }), '{"apiKey":"k","signature":"s","payload":"{\\"a\\":\\"\\u00e9\\"}"}');
  });
  it('a good payload is kept exactly as signed', () => {
    const payload = '{"toCurrency":"BTC","toAmount":"0.01"}';
    const result = parseLaunchParams({ apiKey: 'k', signature: 's', payload });
    assert.ok('merchant' in result && result.merchant?.payload === payload);
  });
});

describe('launch parameters: what the host is told', () => {
  const problemsOf = (raw: Parameters<typeof parseLaunchParams>[0]) => {
    const result = parseLaunchParams(raw);
    return 'problems' in result ? result.problems : [];
  };
  it('spaces around the api key and the signature do not count', () => {
    assert.deepEqual(parseLaunchParams({ apiKey: '   ', signature: 's' }), { merchant: null });
    const result = parseLaunchParams({ apiKey: ' k ', signature: ' s ', payload: '{}' });
    assert.ok('merchant' in result);
    assert.deepEqual([result.merchant?.apiKey, result.merchant?.signature], ['k', 's']);
    assert.deepEqual(problemsOf({ apiKey: 'k', signature: '  ', payload: '{}' }), [{ field: 'signature', message: 'Signature is required' }]);
  });
  it('a missing signature is a problem even when the payload is good', () => {
    assert.deepEqual(problemsOf({ apiKey: 'k', payload: '{"toCurrency":"BTC"}' }), [{ field: 'signature', message: 'Signature is required' }]);
  });
  it('no payload is an empty one', () => {
    const result = parseLaunchParams({ apiKey: 'k', signature: 's' });
    assert.ok('merchant' in result);
    assert.deepEqual([result.merchant?.payload, result.merchant?.parsedPayload], ['{}', {}]);
  });
  it('a payload that is not JSON says so', () => {
    assert.deepEqual(problemsOf({ apiKey: 'k', signature: 's', payload: '{nope' }), [{ field: 'payload', message: 'Payload is not valid JSON' }]);
  });
  it('a payload that is JSON but not an object is named as the root', () => {
    assert.deepEqual(problemsOf({ apiKey: 'k', signature: 's', payload: '"BTC"' }).map((p) => p.field), ['payload.(root)']);
  });
  it('an amount given as text may carry spaces; the largest amount is allowed', () => {
    for (const amount of [' 100 ', MAX_MERCHANT_AMOUNT, String(MAX_MERCHANT_AMOUNT)]) {
      assert.deepEqual(problemsOf({ apiKey: 'k', signature: 's', payload: JSON.stringify({ fromAmount: amount }) }), [], String(amount));
    }
  });
  it(`a payload nested ${MAX_PAYLOAD_DEPTH} deep is read; one level more is refused, naming the payload`, () => {
    const nestedTo = (depth: number) => `{"extra":${'['.repeat(depth - 1)}1${']'.repeat(depth - 1)}}`;
    assert.equal(jsonDepth(nestedTo(MAX_PAYLOAD_DEPTH)), MAX_PAYLOAD_DEPTH);
    assert.deepEqual(problemsOf({ apiKey: 'k', signature: 's', payload: nestedTo(MAX_PAYLOAD_DEPTH) }), []);
    assert.deepEqual(problemsOf({ apiKey: 'k', signature: 's', payload: nestedTo(MAX_PAYLOAD_DEPTH + 1) }), [{ field: 'payload', message: 'Payload is nested too deeply' }]);
  });
  it('nesting depth counts closing brackets and skips escaped quotes inside strings', () => {
    assert.equal(jsonDepth('{"a":[1],"b":[2],"c":{"d":1},"e":{"f":1}}'), 2);
    assert.equal(jsonDepth('{"a":"\\"[["}'), 1);
  });
});

describe('persisted order-creation data (spec 1 §4)', () => {
  const data = { savedAt: 0, fixedSide: 'pay' as const, payCurrency: 'EUR', receiveCurrency: 'BTC', payValue: '100', receiveValue: '0.001' };
  it('restored only if under 3600 seconds old', () => {
    assert.equal(isFresh(data, 3_599_999), true);
    assert.equal(isFresh(data, 3_600_000), false);
  });
  it('the calculator is restored only with fixedSide, both currencies and both values', () => {
    assert.equal(hasCompleteCalculator(data), true);
    assert.equal(hasCompleteCalculator({ ...data, fixedSide: undefined }), false);
  });
  it('a restored flow goes to the wallet address screen once the customer had proceeded', () => {
    assert.equal(routeForRestoredFlow({ ...data, proceeded: true }), '/buy/wallet_address');
    assert.equal(routeForRestoredFlow({ ...data, proceeded: false }), '/');
    assert.equal(routeForRestoredFlow({ ...data, payValue: undefined, proceeded: true }), '/');
  });
});

describe('language (spec 1 §4)', () => {
  it('stored code, else the merchant lang, else the browser language, else English', () => {
    assert.equal(chooseLanguage({ stored: 'pt', requested: 'es', browser: 'en-US' }), 'pt');
    assert.equal(chooseLanguage({ requested: 'es', browser: 'pt-BR' }), 'es');
    assert.equal(chooseLanguage({ browser: 'pt-BR' }), 'pt');
    assert.equal(chooseLanguage({ browser: 'de-DE' }), 'de');
    assert.equal(chooseLanguage({ browser: 'ar-SA' }), 'ar');
    // A language the widget does not speak: English.
    assert.equal(chooseLanguage({ browser: 'ja-JP' }), 'en');
    assert.equal(chooseLanguage({ requested: 'xx', browser: 'nl-NL' }), 'en');
  });
  it("the stored entry's code, only when it is an entry with a text code", () => {
    assert.equal(storedLanguageCode({ code: 'es', locale: 'es_ES' }), 'es');
    assert.equal(storedLanguageCode({ code: 5 }), null);
    assert.equal(storedLanguageCode({ locale: 'es_ES' }), null);
    assert.equal(storedLanguageCode('es'), null);
    assert.equal(storedLanguageCode(null), null);
  });
});

describe('formats (spec 1 §9)', () => {
  const id = '3f2a9c1e-55b0-4c1e-9d1a-7e2b4c6d8f01';
  it('order id on QR and failed screens: first 4 and last 6', () => assert.equal(shortOrderId(id), '3f2a…6d8f01'));
  it('billing number: first 12 characters', () => assert.equal(billingNumber(id), '3f2a9c1e-55b'));
  it('wallet address: first 6, middle, last 6', () => {
    assert.deepEqual(splitWallet('0x1234567890abcdef1234'), { head: '0x1234', middle: '567890abcd', tail: 'ef1234' });
  });
  it('short ids and addresses are shown whole', () => {
    assert.equal(shortOrderId('abcdefghij'), 'abcdefghij');
    assert.equal(shortOrderId('abcdefghijk'), 'abcd…fghijk');
    assert.deepEqual(splitWallet('alice.near'), { head: 'alice.near', middle: '', tail: '' });
    assert.deepEqual(splitWallet('abcdefghijkl'), { head: 'abcdefghijkl', middle: '', tail: '' });
    assert.deepEqual(splitWallet('abcdefghijklm'), { head: 'abcdef', middle: 'g', tail: 'hijklm' });
  });
  it('an amount to send from a wallet: every decimal, a point, no grouping, no exponent', () => {
    assert.deepEqual([1234.5, 0.0000001, 100, 0.12345678].map(exactAmount), ['1234.5', '0.0000001', '100', '0.12345678']);
  });
});

describe('host contract', () => {
  it('has every event of the spec and our three additive ones, each DOM name being ramp: plus its postMessage type', () => {
    assert.deepEqual(HOST_EVENT_TYPES, [
      'error', 'load', 'resize', 'exit', 'started', 'operation_created', 'payment_sent', 'operation_success',
      'operation_fail', 'operation_pending', 'unsupported', 'force_continue', 'merchant_order_id_exists', 'payment_pending',
      'quote_updated', 'order_expired', 'diagnostic',
    ]);
    for (const type of HOST_EVENT_TYPES) assert.equal(HOST_EVENTS[type], `ramp:${type}`);
  });
  it('recognises only messages with our source, version, a known type and the sending widget', () => {
    assert.equal(isHostMessage({ source: 'crypto-ramp-widget', version: 1, type: 'load', data: {}, widgetId: 'w0' }), true);
    assert.equal(isHostMessage({ source: 'other', version: 1, type: 'load', data: {}, widgetId: 'w0' }), false);
    assert.equal(isHostMessage({ source: 'crypto-ramp-widget', version: 1, type: 'nope', data: {}, widgetId: 'w0' }), false);
    assert.equal(isHostMessage({ source: 'crypto-ramp-widget', version: 1, type: 'load', data: {} }), false);
    assert.equal(isHostMessage('load'), false);
  });
});

describe('routing', () => {
  it('keeps the query string on navigation', () => {
    assert.equal(withQuery('/buy/wallet_address', '?apiKey=k&signature=s'), '/buy/wallet_address?apiKey=k&signature=s');
    assert.equal(withQuery('/', ''), '/');
    assert.equal(withQuery('/x?a=1', '?b=2'), '/x?a=1');
  });
});

describe('i18n', () => {
  /** A key's plural forms are one key: `results_one`, `results_few` → `results` (CLDR's categories, as i18next names them). */
  const PLURAL = /_(zero|one|two|few|many|other)$/;
  const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort().join(',');
  const english = new Map(stringEntries(widgetResources('en')));

  it('every language has every key of English with its placeholders, no other key and no empty string (plural forms as the language counts)', () => {
    const englishKeys = new Set([...english.keys()].map((key) => key.replace(PLURAL, '')));
    for (const code of LANGUAGE_CODES) {
      const strings = new Map(stringEntries(widgetResources(code)));
      const keys = new Set([...strings.keys()].map((key) => key.replace(PLURAL, '')));
      assert.deepEqual([...englishKeys].filter((key) => !keys.has(key)), [], `${code}: missing`);
      assert.deepEqual([...keys].filter((key) => !englishKeys.has(key)), [], `${code}: not in English`);
      for (const [key, text] of strings) {
        assert.ok(text.trim() !== '', `${code}:${key} is empty`);
        const source = english.get(key) ?? english.get(key.replace(PLURAL, '_other')) ?? '';
        // A plural form may say its number in words (Arabic's "one currency", "two currencies") and leave the count out.
        const expected = PLURAL.test(key) ? placeholders(source).split(',').filter((name) => name !== 'count' || text.includes('{{count}}')).join(',') : placeholders(source);
        assert.equal(placeholders(text), expected, `${code}:${key}`);
      }
      // Each plural key has the form the language's plural rules pick for every count a screen shows (up to
      // 200 currencies, say), else i18next shows English for it.
      const rules = new Intl.PluralRules(code);
      for (const base of new Set([...english.keys()].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')))) {
        for (let count = 0; count <= 200; count++) assert.ok(strings.has(`${base}_${rules.select(count)}`), `${code}:${base}_${rules.select(count)} (${count})`);
      }
    }
  });

  it("no string is in both of English's files (the first screen's and the later screens')", () => {
    const core = new Set(stringEntries(localeFile('en')).map(([key]) => key));
    for (const [key] of stringEntries(localeFile('en.flow'))) assert.ok(!core.has(key), key);
  });
});
