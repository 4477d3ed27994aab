import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OWN_WORDS_KEYS, answeredIn, fieldWordsKey, inOwnWords } from '../../src/domain/ownWords';
import { LANGUAGE_CODES, stringEntries, widgetResources } from '../strings';

const say = (key: string) => `<${key}>`;

describe('our words for the backend’s (issue 46)', () => {
  it('every key the tables name is a string in every language', () => {
    for (const code of LANGUAGE_CODES) {
      const keys = new Set(stringEntries(widgetResources(code)).map(([key]) => key));
      assert.deepEqual(
        OWN_WORDS_KEYS.filter((key) => !keys.has(key)),
        [],
        code,
      );
    }
  });

  it('the backend speaks the customer’s language when the request’s locale is theirs', () => {
    assert.equal(answeredIn('es_ES', 'es'), true);
    assert.equal(answeredIn('pt-BR', 'pt'), true);
    assert.equal(answeredIn('en_US', 'fr'), false);
    assert.equal(answeredIn('EN_us', 'en'), true);
  });

  it('a field is known by its last part', () => {
    assert.equal(fieldWordsKey('card.number'), 'cardValidate.number');
    assert.equal(fieldWordsKey('card.0.cvv'), 'cardValidate.cvv');
    assert.equal(fieldWordsKey('email'), 'authEmailValidate.required');
    assert.equal(fieldWordsKey('dateOfBirth'), null);
  });

  it('field messages by their field, the message by its code, else by the first known field; the rest as it was', () => {
    assert.deepEqual(
      inOwnWords({ code: 'validation_error', message: 'Please check the card details', payload: { 'card.cvv': ['CVV code should be 3 digits', 'Required'], 'card.holder': 'Required' } }, say),
      { code: 'validation_error', message: '<cardValidate.cvv>', payload: { 'card.cvv': ['<cardValidate.cvv>', '<cardValidate.cvv>'], 'card.holder': '<cardValidate.cardholder>' } },
    );
    assert.deepEqual(inOwnWords({ code: 'merchant_order_id_not_unique', message: 'Merchant order id is not unique', payload: null }, say).message, '<ownWords.merchantOrderIdExists>');
    // A field we cannot name keeps the backend's words, and so does the message.
    assert.deepEqual(inOwnWords({ code: 'validation_error', message: 'Please check the form', payload: { dateOfBirth: ['You must be at least 18 years old'] } }, say), {
      code: 'validation_error',
      message: 'Please check the form',
      payload: { dateOfBirth: ['You must be at least 18 years old'] },
    });
    // The limits are read by their English text (spec 1 §8): never replaced.
    const limit = { code: 'validation_error' as const, message: 'You reached your daily limit.', payload: { fromAmount: ['You reached your daily limit.'] } };
    assert.deepEqual(inOwnWords(limit, say), limit);
    // A code we cannot name: its words.
    assert.equal(inOwnWords({ code: 'order_not_created', message: 'Order was not created', payload: null }, say).message, 'Order was not created');
  });
});
