// The widget's defaults and small rules of naming (spec 1 §1, §3, §4; spec 2 §1, §4).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEFAULT_BUY_RECEIVE_CURRENCY,
  DEFAULT_SELL_PAY_CURRENCY,
  DEFAULT_SELL_RECEIVE_CURRENCY,
  LANGUAGE_CODES,
  WIDGET_ID_PATTERN,
  isPaymentType,
  perMerchantKey,
} from '../../src/domain/constants';
import { DEFAULT_COUNTRY, DEFAULT_LANGUAGE_ENTRY } from '../../src/domain/entities';
import { isErrorCode } from '../../src/domain/errorCodes';
import { flowOfPath } from '../../src/domain/flow';
import { languageName } from '../../src/domain/language';
import { sandboxHintOf } from '../../src/domain/sandboxHint';

describe('defaults of the spec', () => {
  it('buying receives USDT on Polygon; selling pays USDT on Polygon and receives euro', () => {
    assert.equal(DEFAULT_BUY_RECEIVE_CURRENCY, 'USDT-MATIC');
    assert.equal(DEFAULT_SELL_PAY_CURRENCY, 'USDT-MATIC');
    assert.equal(DEFAULT_SELL_RECEIVE_CURRENCY, 'EUR');
  });
  it('the detected country, until the backend says otherwise, is the United States (id 29, US dollar)', () => {
    assert.deepEqual(DEFAULT_COUNTRY, { id: 29, name: 'United States', isoAlpha2: 'US', isoAlpha3: 'USA', available: true, defaultCurrency: 'USD', states: [] });
  });
  it('the language list, until the backend gives one, is English (id -1, en_US)', () => {
    assert.deepEqual(DEFAULT_LANGUAGE_ENTRY, { id: -1, code: 'en', locale: 'en_US', name: 'English' });
  });
  it('the language menu names each language in itself', () => {
    assert.deepEqual(Object.fromEntries(LANGUAGE_CODES.map((code) => [code, languageName(code)])), {
      en: 'English', es: 'Español', pt: 'Português', fr: 'Français', de: 'Deutsch', it: 'Italiano', tr: 'Türkçe',
      pl: 'Polski', uk: 'Українська', id: 'Indonesia', vi: 'Tiếng Việt', ar: 'العربية',
    });
  });
});

describe('names the widget checks', () => {
  it('payment types: the four of the buy calculator only', () => {
    for (const type of ['google_pay', 'blik', 'card', 'skrill']) assert.equal(isPaymentType(type), true, type);
    for (const type of ['qr', 'Card', '']) assert.equal(isPaymentType(type), false, type);
  });
  it('error codes: those of the catalogue only', () => {
    assert.equal(isErrorCode('validation_error'), true);
    assert.equal(isErrorCode('UNSUPPORTED_COUNTRY'), true);
    assert.equal(isErrorCode('teapot'), false);
  });
  it('a widget id: 1 to 64 letters, digits, - or _, nothing else around them', () => {
    for (const id of ['w', 'shop-1_A', 'x'.repeat(64)]) assert.equal(WIDGET_ID_PATTERN.test(id), true, id);
    for (const id of ['', 'x'.repeat(65), 'a b', 'a/b', '<w>', ' w', 'w ', 'w\n']) assert.equal(WIDGET_ID_PATTERN.test(id), false, JSON.stringify(id));
  });
  it('a key kept per merchant launch carries its signature, or says there is no merchant', () => {
    assert.equal(perMerchantKey('active-order-id', 'sig-1'), 'active-order-id:sig-1');
    assert.equal(perMerchantKey('active-order-id', null), 'active-order-id:no-merchant');
    assert.equal(perMerchantKey('active-order-id', undefined), 'active-order-id:no-merchant');
  });
});

describe('buying or selling by the path (spec 2 §1)', () => {
  it('a path with a sell segment is the sell flow; any other is buying', () => {
    assert.equal(flowOfPath('/sell'), 'sell');
    assert.equal(flowOfPath('/sell/order/1/card_select'), 'sell');
    assert.equal(flowOfPath('/buy/order'), 'buy');
    assert.equal(flowOfPath('/'), 'buy');
    assert.equal(flowOfPath('/seller'), 'buy');
  });
});

describe("the sandbox's hint beside a refused launch", () => {
  it('is its text when the reply carries one', () => {
    assert.equal(sandboxHintOf({ signature: ['mismatch'], sandboxHint: 'signed with another secret' }), 'signed with another secret');
  });
  it('is nothing when the reply has none, or something other than text', () => {
    assert.equal(sandboxHintOf({ signature: ['mismatch'] }), null);
    assert.equal(sandboxHintOf({ sandboxHint: 5 }), null);
    assert.equal(sandboxHintOf(null), null);
    assert.equal(sandboxHintOf('sandboxHint'), null);
  });
});
