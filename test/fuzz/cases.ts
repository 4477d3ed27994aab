/**
 * Seeded fuzz cases for the launch parameters: the element's attributes (or properties a framework sets)
 * and the iframe page's query string and path. Case i is made by its own generator seeded from (seed, i),
 * so the first n cases of a seed are the same whatever the count: `npm test` runs a prefix of `npm run fuzz`.
 *
 * Every string that could run code if it were ever treated as markup or script calls `__fuzzPwn(…)` (the
 * runner exposes it in every frame and counts calls) and every element it could create carries
 * `data-fuzz-markup` (the runner looks for it in every document and shadow root).
 */
import { ELEMENT_ATTRIBUTES } from '../../elements/attributes';
import { MERCHANTS, signPayload } from '../../sandbox/data/merchants';

export type Embed = 'element' | 'iframe';

export type FuzzCase = {
  readonly id: number;
  readonly kind: Kind;
  readonly embed: Embed;
  /** Element: attributes set before it is inserted (values any string). */
  readonly attributes?: Readonly<Record<string, string>>;
  /** Element: properties a framework sets before inserting it (any JavaScript value a test can pass). */
  readonly properties?: Readonly<Record<string, unknown>>;
  /** Iframe page: query parameters, in order, duplicates allowed. */
  readonly query?: readonly (readonly [string, string])[];
  /** Iframe page: the path of the frame's address (deep links). */
  readonly path?: string;
  /** A merchant page without a Content-Security-Policy (many are): an injection would not be blocked there. */
  readonly permissive: boolean;
  /** The case must not reach a calculator (a bad signature, plain http in production…). */
  readonly refused: boolean;
  /**
   * Tests of the runner itself: the host page does one thing each check must catch (run an injected
   * script, add marked markup, pollute a prototype, call another origin, throw, remove the widget).
   */
  readonly sabotage?: Sabotage;
};

export const SABOTAGES = ['script', 'markup', 'pollute', 'request', 'throw', 'remove'] as const;
export type Sabotage = (typeof SABOTAGES)[number];

const KINDS = [
  'wrong-types',
  'huge-strings',
  'unicode',
  'prototype-keys',
  'extreme-numbers',
  'markup',
  'bad-signature',
  'bad-api-url',
  'track-order',
  'bad-lang',
  'mixed',
] as const;
export type Kind = (typeof KINDS)[number];

/** mulberry32: small, fast, and the same sequence on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof generator>;

const MERCHANT = MERCHANTS[0] as (typeof MERCHANTS)[number];
const OTHER_MERCHANT = MERCHANTS[1] as (typeof MERCHANTS)[number];

export const MARKUP = [
  '<script>__fuzzPwn("script")</script>',
  '"><img data-fuzz-markup src=x onerror=__fuzzPwn("img")>',
  "'><svg data-fuzz-markup onload=__fuzzPwn('svg')>",
  '<b data-fuzz-markup>bold</b>',
  'javascript:__fuzzPwn("js-url")',
  '{{constructor.constructor("__fuzzPwn(`template`)")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder as text, on purpose.
  '${__fuzzPwn("template-literal")}',
  '$t(errors.genericTitle)',
  '{{- value}}{{lng}}',
  '</style><b data-fuzz-markup>',
  '<iframe data-fuzz-markup srcdoc="<script>parent.__fuzzPwn(`srcdoc`)</script>"></iframe>',
  '" autofocus onfocus="__fuzzPwn(\'focus\')" x="',
  '<a data-fuzz-markup href="javascript:__fuzzPwn(`link`)">x</a>',
  'data:text/html,<script>__fuzzPwn("data-url")</script>',
] as const;

export const UNICODE = [
  '\u202Eevil\u202C',
  'zero\u200Bwidth\u200D',
  '😀💸🚀',
  'lone\uD800surrogate',
  'nul\u0000byte',
  'ＵＳＤＴ',
  '١٠٠',
  'e\u0301\u0301\u0301',
  'İstanbul',
  '\uFEFFbom',
  'straße',
  'line\nbreak\ttab',
  '𝟙𝟘𝟘',
  'ﷺ',
] as const;

const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'] as const;

/** A JSON number written as is into the payload text (JavaScript could not hold some of them exactly). */
const raw = (text: string) => `@@raw:${text}@@`;
const writeRaw = (json: string) => json.replace(/"@@raw:([^@]*)@@"/g, '$1');

/** Amounts a payload might carry: extremes, other notations, other types. */
const NUMBERS: readonly unknown[] = [
  raw('1e308'), raw('-1e308'), raw('1e-324'), raw('-0'), raw('1e400'), raw('9007199254740993'), raw('1.7976931348623157e308'), raw('5e-7'), raw('1E3'),
  0, -1, 123456789012, 1_000_000_001, 0.000001,
  '0x10', '1e3', 'Infinity', '-Infinity', 'NaN', '  100  ', '100.', '.5', '1_000', '１００', '100,5', '10e', '9'.repeat(400),
  null, true, [], {}, [100], { value: 100 }, '', ' ',
];

const PAYLOAD_FIELDS = [
  'toWallet', 'fromCurrency', 'fromAmount', 'toCurrency', 'toAmount', 'merchantOrderId', 'contractCall', 'email',
  'shareToken', 'externalData', 'paymentType', 'defaultCurrency',
] as const;
const AMOUNT_FIELDS = ['fromAmount', 'toAmount'] as const;

const ATTRIBUTE_NAMES = Object.keys(ELEMENT_ATTRIBUTES).map((prop) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
const QUERY_NAMES = ['apiKey', 'signature', 'payload', 'defaultCurrency', 'lang', 'widgetId', 'refcode'] as const;

/** A long string of one of several shapes, at most `max` characters. */
function hugeString(random: Random, max: number): string {
  const length = Math.min(max, random.pick([1_000, 5_000, 20_000, 100_000, 1_000_000]));
  const unit = random.pick(['A', '9', '{', '[', '"', '\\', 'é', '😀', '<b data-fuzz-markup>', '%']);
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

/** Any troublesome string: markup, unicode, prototype names, long ones, near-misses of valid values. */
function anyString(random: Random, max: number): string {
  switch (random.int(0, 5)) {
    case 0:
      return random.pick(MARKUP);
    case 1:
      return random.pick(UNICODE);
    case 2:
      return random.pick(PROTOTYPE_NAMES);
    case 3:
      return hugeString(random, max);
    case 4:
      return writeRaw(JSON.stringify(random.pick(NUMBERS)));
    default:
      return random.pick(['', ' ', 'null', 'undefined', 'true', '[]', '{}', '-1', '../', '%00', '%', '\\', '"', 'USDT-MATIC', 'buy', 'frame']);
  }
}

/** A merchant payload: the demo's fixed purchase, with some fields replaced by fuzz. */
function fuzzedPayload(random: Random, kind: Kind, max: number): string {
  const payload: Record<string, unknown> = { fromCurrency: 'USD', toCurrency: 'USDT-MATIC', fromAmount: 100 };
  const edits = random.int(1, 3);
  for (let i = 0; i < edits; i += 1) {
    const field = kind === 'extreme-numbers' ? random.pick(AMOUNT_FIELDS) : random.pick(PAYLOAD_FIELDS);
    payload[field] =
      kind === 'extreme-numbers' || (AMOUNT_FIELDS.includes(field as never) && random.chance(0.5))
        ? random.pick(NUMBERS)
        : kind === 'markup'
          ? random.pick(MARKUP)
          : kind === 'unicode'
            ? random.pick(UNICODE)
            : anyString(random, max / 2);
  }
  if (kind !== 'prototype-keys') return writeRaw(JSON.stringify(payload));
  // Keys that pollute prototypes when copied carelessly (Object.assign, deep merges): written into the JSON text.
  const pollution = random.pick([
    '"__proto__":{"fuzzPolluted":1,"fromAmount":5}',
    '"constructor":{"prototype":{"fuzzPolluted":1}}',
    '"__proto__":{"__proto__":{"fuzzPolluted":1}}',
    '"prototype":{"fuzzPolluted":1},"toString":"x","hasOwnProperty":1',
  ]);
  return writeRaw(JSON.stringify(payload)).replace(/^\{/, `{${pollution},`);
}

/** Payload text that is not a merchant payload at all. */
function brokenPayload(random: Random, max: number): string {
  return random.pick([
    '',
    'null',
    '[]',
    '"text"',
    '42',
    '{"fromAmount":',
    '{fromAmount: 100}',
    "{'a':1}",
    '{"a":1}}',
    `${'['.repeat(5_000)}${']'.repeat(5_000)}`.slice(0, max),
    `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`.slice(0, max),
    hugeString(random, max),
    random.pick(MARKUP),
    '\u0000',
  ]);
}

/** Signed launch parameters for a payload, as the merchant's server would sign them. */
function signed(payload: string): { apiKey: string; signature: string; payload: string } {
  return { apiKey: MERCHANT.apiKey, signature: signPayload(MERCHANT.secret, payload), payload };
}

/** Launch parameters with a signature that must be refused. */
function badSignature(random: Random): { apiKey: string; signature: string; payload: string } {
  const payload = JSON.stringify({ fromCurrency: 'USD', toCurrency: 'USDT-MATIC', fromAmount: 100 });
  const good = signPayload(MERCHANT.secret, payload);
  const signature = random.pick([
    `${good}zz`,
    `${good}0`,
    `${good}\u00a0x`,
    good.slice(0, 63),
    good.toUpperCase().replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    signPayload(OTHER_MERCHANT.secret, payload),
    signPayload(MERCHANT.secret, `${payload} `),
    'g'.repeat(64),
    '0'.repeat(64),
    `${good.slice(0, 32)}${good.slice(0, 32)}`,
    random.pick(MARKUP),
    hugeString(random, 5_000),
  ]);
  const apiKey = random.chance(0.2) ? random.pick(['pk_unknown', `${MERCHANT.apiKey}_`, MERCHANT.apiKey.toUpperCase(), random.pick(MARKUP)]) : MERCHANT.apiKey;
  // A changed api key with a good signature is also refused (the key names the secret).
  return { apiKey, signature: apiKey === MERCHANT.apiKey ? signature : good, payload };
}

/** An api-url that must be refused, and whether plain http is asked for in production. */
function badApiUrl(random: Random, api: string): string {
  const host = new URL(api).host;
  return random.pick([
    `${api}?x=1`,
    `${api}#frag`,
    `${api}/?redirect=https://evil.example`,
    `javascript:__fuzzPwn("api-url")`,
    'data:text/plain,hello',
    '/relative/path',
    '//evil.example',
    `ftp://${host}`,
    `file:///etc/passwd`,
    'http://[',
    'http://:80',
    'http://%',
    'http://a:99999',
    `http://user:pass@${host}`,
    `http://${host}:abc`,
    'https://xn--bcher-kva.example',
    'https://evil.example\u0000.com',
    `http://${host} /`,
    'http://2130706433/',
    'http://0x7f.1/',
    random.pick(MARKUP),
    hugeString(random, 2_000),
  ]);
}

/** Order ids and iframe paths a tracking link might be forged with. */
const TRACK_ORDER_IDS = [
  '../../etc/passwd',
  '..%2F..%2Fadmin',
  '%00',
  'ord_1/../../buy/order',
  'a?b=c',
  'a#b',
  '',
  '-',
  '00000000-0000-0000-0000-000000000000',
  'unknown-order',
  '😀',
  '<b data-fuzz-markup>x</b>',
  'x'.repeat(65),
  'x'.repeat(10_000),
  '__proto__',
  'constructor',
] as const;
const FORGED_PATHS = [
  '/orders/../../etc/passwd/public',
  '/orders/%2e%2e%2f%2e%2e/public',
  '/orders/%00/public',
  '/orders/%3Cb%20data-fuzz-markup%3E/public',
  '/orders/__proto__/public',
  '/orders/constructor/public',
  '/orders//public',
  '/orders/unknown/public/extra',
  '/orders/%E0%A4%A/public',
  '//evil.example/orders/1/public',
  '/\\evil.example',
  '/orders/1/public;jsessionid=x',
  '/close_on_success/../buy/order',
  '/buy/order',
  '/sell/welcome',
  '/buy/kyc',
  '/%2F%2Fevil.example',
  '/orders/😀/public',
] as const;

const LANGS = ['xx', 'en-US', 'EN', 'es_ES', 'pt-BR', 'pt-PT', '../en', '*', 'en;q=0.9', 'zh-Hans-CN', 'i-klingon', ' es', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'ar', 'es\u0000'] as const;

/** JavaScript values of the wrong type for string properties (what a careless framework binding sets). */
const WRONG_TYPES: readonly unknown[] = [42, -0, Number.NaN, Number.POSITIVE_INFINITY, true, false, null, undefined, [], ['a', 'b'], {}, { toString: 'no' }, [['nested']], 1e308, ''];

type Parts = Omit<FuzzCase, 'id' | 'kind' | 'embed' | 'permissive'>;

/** Launch parameters by kind, then placed as attributes or query parameters by the embed. */
function launchParts(random: Random, kind: Kind, embed: Embed, urls: { api: string }): Parts {
  // The iframe page's address carries its parameters: the server refuses very long ones (414/431) as any
  // web server does, so query fuzz stays below that; attributes take any length.
  const max = embed === 'iframe' ? 6_000 : 1_000_000;
  const params: Record<string, string> = {};
  let refused = false;
  let path: string | undefined;
  const launch = (values: { apiKey: string; signature: string; payload: string }) => Object.assign(params, values);
  switch (kind) {
    case 'wrong-types':
      if (embed === 'element') {
        const properties: Record<string, unknown> = {};
        for (let i = random.int(1, 3); i > 0; i -= 1) properties[random.pick(Object.keys(ELEMENT_ATTRIBUTES))] = random.pick(WRONG_TYPES);
        return { properties, refused: false };
      }
      return {
        query: [
          ['apiKey', MERCHANT.apiKey],
          ['apiKey', random.pick(['', 'pk_other', MERCHANT.apiKey])],
          [random.pick(['payload[]', 'signature[0]', 'lang[]', 'apiKey.x']), 'x'],
          [random.pick(QUERY_NAMES), ''],
        ],
        refused: false,
      };
    case 'huge-strings':
      if (random.chance(0.5)) launch(signed(fuzzedPayload(random, kind, max)));
      params[embed === 'iframe' ? random.pick(QUERY_NAMES) : random.pick(ATTRIBUTE_NAMES)] = hugeString(random, max);
      break;
    case 'unicode':
    case 'markup':
      if (random.chance(0.6)) launch(signed(fuzzedPayload(random, kind, max)));
      for (let i = random.int(1, 3); i > 0; i -= 1) {
        params[embed === 'iframe' ? random.pick(QUERY_NAMES) : random.pick(ATTRIBUTE_NAMES)] = random.pick(kind === 'markup' ? MARKUP : UNICODE);
      }
      if (embed === 'iframe' && kind === 'markup' && random.chance(0.3)) path = `/orders/${encodeURIComponent(random.pick(MARKUP))}/public`;
      break;
    case 'prototype-keys':
      launch(signed(fuzzedPayload(random, kind, max)));
      params[random.pick(PROTOTYPE_NAMES)] = random.pick(PROTOTYPE_NAMES);
      if (random.chance(0.5)) params[embed === 'iframe' ? random.pick(QUERY_NAMES) : random.pick(ATTRIBUTE_NAMES)] = random.pick(PROTOTYPE_NAMES);
      break;
    case 'extreme-numbers':
      launch(signed(fuzzedPayload(random, kind, max)));
      break;
    case 'bad-signature':
      launch(badSignature(random));
      refused = true;
      break;
    case 'bad-api-url': {
      if (embed === 'iframe') {
        // The iframe page takes its backend from its server, never from the query: a forged one is ignored.
        params[random.pick(['apiUrl', 'api-url', 'api_url'])] = badApiUrl(random, urls.api);
        break;
      }
      const production = random.chance(0.3);
      params['api-url'] = production ? random.pick(['http://example.com', 'http://10.0.0.1:8787', 'http://sandbox.invalid/api']) : badApiUrl(random, urls.api);
      if (production) params.environment = 'production';
      refused = true;
      break;
    }
    case 'track-order':
      if (embed === 'element') params['track-order'] = random.pick(TRACK_ORDER_IDS);
      else path = random.chance(0.5) ? random.pick(FORGED_PATHS) : `/orders/${encodeURIComponent(random.pick(TRACK_ORDER_IDS))}/public`;
      break;
    case 'bad-lang':
      params.lang = random.chance(0.8) ? random.pick(LANGS) : anyString(random, max);
      if (random.chance(0.5)) launch(signed(fuzzedPayload(random, 'mixed', max)));
      break;
    case 'mixed':
      switch (random.int(0, 3)) {
        case 0:
          launch(signed(brokenPayload(random, max)));
          break;
        case 1:
          launch(signed(fuzzedPayload(random, kind, max)));
          break;
        case 2:
          launch({ apiKey: MERCHANT.apiKey, signature: anyString(random, max), payload: brokenPayload(random, max) });
          break;
      }
      for (let i = random.int(1, 4); i > 0; i -= 1) {
        params[embed === 'iframe' ? random.pick(QUERY_NAMES) : random.pick(ATTRIBUTE_NAMES)] = anyString(random, max);
      }
      if (embed === 'iframe' && random.chance(0.3)) path = random.pick(['/', '/sell', '/buy', ...FORGED_PATHS]);
      break;
  }
  if (embed === 'iframe') return { query: Object.entries(params), path, refused };
  const attributes = Object.fromEntries(Object.entries(params).map(([name, value]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), value]));
  return { attributes, refused };
}

/** Case `id` of a seed: the same on every run and machine. */
export function fuzzCase(seed: number, id: number, urls: { api: string }): FuzzCase {
  const random = generator(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + id * 0x27d4eb2f);
  const kind = KINDS[id % KINDS.length] as Kind;
  // Kinds take turns, and each kind alternates between the two embeds.
  const embed: Embed = Math.floor(id / KINDS.length) % 2 === 0 ? 'element' : 'iframe';
  return { id, kind, embed, permissive: random.chance(0.5), ...launchParts(random, kind, embed, urls) };
}

export function fuzzCases(seed: number, count: number, urls: { api: string }): FuzzCase[] {
  return Array.from({ length: count }, (_, id) => fuzzCase(seed, id, urls));
}
