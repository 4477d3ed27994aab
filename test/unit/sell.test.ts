import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isFinalStatus } from '../../src/domain/orderStatus';
import {
  dateOfBirthProblem,
  defaultCardSelection,
  maskDateOfBirth,
  parseDateOfBirth,
  sellAfterLogin,
  sellOrderFollowed,
  sellOrderPath,
  sellScreenForStatus,
  sellStatusView,
} from '../../src/domain/sell';

const TODAY = new Date(2026, 10, 23);

describe('sell screen per status (spec 2 §4)', () => {
  it('maps every status to its screen', () => {
    const expected: Record<string, string> = {
      created: 'card', reserved: 'card', kyc_waiting: 'kyc', can_be_processed: 'payment', processing_started: 'payment', auth_requested: 'payment',
      transfer_processing_started: 'status', on_hold: 'status', blockchain_transaction_submited: 'status', auth_complete: 'status',
      failed: 'status', expired: 'status', complete: 'status',
    };
    for (const [status, screen] of Object.entries(expected)) assert.equal(sellScreenForStatus(status as never), screen, status);
  });
  it('keeps the card screen the customer is on; other screens by path', () => {
    assert.equal(sellOrderPath('a', 'card', '/sell/order/a/card_create'), '/sell/order/a/card_create');
    assert.equal(sellOrderPath('a', 'card', '/sell/order/a/payment'), '/sell/order/a/card_select');
    assert.equal(sellOrderPath('a', 'payment'), '/sell/order/a/payment');
    assert.equal(sellOrderPath('a', 'status'), '/sell/order/a/status');
    assert.equal(sellOrderPath('a', 'kyc'), '/sell/kyc');
  });
  it('polls until complete, failed or expired; views per status', () => {
    assert.deepEqual(['complete', 'failed', 'expired', 'on_hold'].map((s) => isFinalStatus(s as never)), [true, true, true, false]);
    assert.deepEqual(['expired', 'failed', 'on_hold', 'complete', 'transfer_processing_started'].map((s) => sellStatusView(s as never)), [
      'expired', 'failed', 'onHold', 'complete', 'waiting',
    ]);
  });
});

describe('sell after login (spec 2 "Login")', () => {
  const user = (status: string, isBlocked = false) => ({ kyc: { status: status as never }, isBlocked });
  it('banned, problems, the order, or KYC', () => {
    assert.equal(sellAfterLogin(user('reject')), '/banned_user');
    assert.equal(sellAfterLogin(user('complete', true)), '/banned_user');
    assert.equal(sellAfterLogin(user('timeout')), '/kyc_problems');
    assert.equal(sellAfterLogin(user('error')), '/kyc_problems');
    assert.equal(sellAfterLogin(user('complete')), null);
    // spec 2 "Login": "Complete or Review shows the payment step".
    assert.equal(sellAfterLogin(user('review')), null);
    for (const status of ['none', 'light', 'pending', 'retry']) assert.equal(sellAfterLogin(user(status)), '/sell/kyc');
  });
});

describe('date of birth (spec 2 §5)', () => {
  it('required, ##.##.####, a real date', () => {
    assert.equal(dateOfBirthProblem('', TODAY), 'offramp.cardCreateValidate.required');
    assert.equal(dateOfBirthProblem('1.2.1990', TODAY), 'offramp.cardCreateValidate.validDate');
    assert.equal(dateOfBirthProblem('31.02.1990', TODAY), 'offramp.cardCreateValidate.validDate');
    assert.equal(dateOfBirthProblem('29.02.2000', TODAY), null);
  });
  it('the whole text is the date, and a two-digit year is not read as 19xx', () => {
    assert.equal(dateOfBirthProblem('x10.12.1985', TODAY), 'offramp.cardCreateValidate.validDate');
    assert.equal(dateOfBirthProblem('10.12.19850', TODAY), 'offramp.cardCreateValidate.validDate');
    assert.equal(dateOfBirthProblem('01.01.0050', TODAY), 'offramp.cardCreateValidate.validDate');
    assert.equal(parseDateOfBirth('01.01.0050'), null);
    assert.equal(parseDateOfBirth('31.02.1990'), null);
    assert.deepEqual(parseDateOfBirth('29.02.2000'), { day: 29, month: 2, year: 2000 });
    assert.equal(dateOfBirthProblem('   ', TODAY), 'offramp.cardCreateValidate.required');
  });
  it('not in the future, at least 18, at most 150 years ago', () => {
    assert.equal(dateOfBirthProblem('24.11.2026', TODAY), 'offramp.cardCreateValidate.notFuture');
    assert.equal(dateOfBirthProblem('24.11.2008', TODAY), 'offramp.cardCreateValidate.olderThan18');
    // Born today, or last month: not in the future, only too young.
    assert.equal(dateOfBirthProblem('23.11.2026', TODAY), 'offramp.cardCreateValidate.olderThan18');
    assert.equal(dateOfBirthProblem('23.10.2026', TODAY), 'offramp.cardCreateValidate.olderThan18');
    assert.equal(dateOfBirthProblem('23.11.2008', TODAY), null);
    assert.equal(dateOfBirthProblem('23.11.1876', TODAY), null);
    assert.equal(dateOfBirthProblem('22.11.1876', TODAY), 'offramp.cardCreateValidate.validDate');
  });
  it('places the dots as the customer types', () => {
    assert.equal(maskDateOfBirth('1012'), '10.12');
    assert.equal(maskDateOfBirth('10121985'), '10.12.1985');
    assert.equal(maskDateOfBirth('10.12.1985x9'), '10.12.1985');
  });
});

describe('following a sell order (spec 2 §4)', () => {
  it('is read again while under way, and no more once complete, failed or expired', () => {
    for (const status of ['created', 'processing_started', 'on_hold'] as const) assert.equal(sellOrderFollowed(status), true, status);
    for (const status of ['complete', 'failed', 'expired'] as const) assert.equal(sellOrderFollowed(status), false, status);
  });
});

describe('card selection (spec 2 "Card select")', () => {
  it('defaults to the first card, keeps a valid choice, resets without cards', () => {
    const cards = [{ id: 'a' }, { id: 'b' }];
    assert.equal(defaultCardSelection(cards, null), 'a');
    assert.equal(defaultCardSelection(cards, 'b'), 'b');
    assert.equal(defaultCardSelection(cards, 'gone'), 'a');
    assert.equal(defaultCardSelection([], 'a'), null);
  });
});
