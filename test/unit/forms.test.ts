/**
 * The forms' submits (src/state/submission.ts) with the API faked: no network, real signals. One submit at
 * a time, the form usable again whatever the call did, and what the server refused shown in the form.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError, NetworkError, UnreadableReplyError } from '../../src/api/errors';
import type { AccountResources } from '../../src/api/accountResources';
import type { User } from '../../src/domain/entities';
import { ROUTES } from '../../src/domain/routes';
import { createBillingAddressForm } from '../../src/state/billingAddressForm';
import { createLightKycForm } from '../../src/state/lightKycForm';
import { memoryStore } from './memoryStore';
import { createSubmission } from '../../src/state/submission';
import { signal } from '@preact/signals-react';
import type { Currency } from '../../src/domain/currencies';
import { checkAddressExists, createWalletAddressForm } from '../../src/state/walletAddressForm';
import { type Next, STAY, stay } from '../../src/state/navigation';

const USER = { id: 1, email: 'ada@example.com', kyc: { status: 'none' }, phone: '+12025550143', country: { isoAlpha2: 'US' } } as unknown as User;

/** A promise the test settles when it wants. */
function deferred<T>() {
  let settle!: { resolve(value: T): void; reject(error: unknown): void };
  const promise = new Promise<T>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

describe('a form submission', () => {
  it('runs one send at a time: a second press while one is under way sends nothing', async () => {
    const submission = createSubmission();
    const pending = deferred<string>();
    let sends = 0;
    const first = submission.run(() => {
      sends += 1;
      return pending.promise;
    });
    assert.equal(submission.submitting.value, true);
    assert.equal(await submission.run(async () => (sends += 1)), null);
    pending.resolve('sent');
    assert.equal(await first, 'sent');
    assert.equal(sends, 1);
    assert.equal(submission.submitting.value, false);
  });

  it('is usable again after a send that throws', async () => {
    const submission = createSubmission();
    await assert.rejects(
      submission.run(async () => {
        throw new Error('network');
      }),
    );
    assert.equal(submission.submitting.value, false);
    assert.equal(await submission.run(async () => 'again'), 'again');
  });

  it("forgets the server's message for the form when sent again, and a field's when it changes", async () => {
    const submission = createSubmission();
    submission.refused({ key: 'problems.failed', serverText: 'Refused' }, { phone: 'Wrong phone', city: 'Unknown city' });
    submission.clearFields('phone');
    assert.deepEqual(submission.serverFields.value, { city: 'Unknown city' });
    await submission.run(async () => undefined);
    assert.equal(submission.serverProblem.value, null);
    submission.clearFields();
    assert.deepEqual(submission.serverFields.value, {});
  });
});

describe('forms on a submission', () => {
  it('light KYC: a failure on the way (offline, a reset, a proxy’s page) reads as the connection, never as a parser’s text', async () => {
    for (const failure of [new NetworkError('Failed to fetch'), new UnreadableReplyError('unexpected_server_error', 'Could not parse server response', null, 502)]) {
      const api = {
        customers: {
          lightKyc: async () => {
            throw failure;
          },
        },
      } as unknown as AccountResources;
      const form = createLightKycForm({ user: USER, defaultCountry: 'US', session: memoryStore(), api, onUserSaved: () => undefined, createOrder: async () => ({ go: ROUTES.order }) });
      form.firstName.set('Ada');
      form.lastName.set('Lovelace');
      assert.deepEqual(await form.submit(), STAY);
      assert.deepEqual(form.serverProblem.value, { key: 'errors.connection', serverText: null });
      form.dispose();
    }
  });

  it("light KYC: problems show only once tried; the server's refusal shows as the form's message", async () => {
    const api = {
      customers: {
        lightKyc: async () => {
          throw new ApiError('validation_error', 'First name is not accepted', null, 400);
        },
      },
    } as unknown as AccountResources;
    const form = createLightKycForm({ user: USER, defaultCountry: 'US', session: memoryStore(), api, onUserSaved: () => undefined, createOrder: async () => ({ go: ROUTES.order }) });
    assert.deepEqual(form.problems.value, {});
    assert.deepEqual(await form.submit(), STAY);
    assert.deepEqual(form.problems.value, { firstName: 'firstNameRequired', lastName: 'lastNameRequired' });
    form.firstName.set('Ada');
    form.lastName.set('Lovelace');
    assert.deepEqual(await form.submit(), STAY);
    assert.deepEqual(form.serverProblem.value, { key: 'problems.failed', serverText: 'First name is not accepted' });
    assert.equal(form.submitting.value, false);
    form.dispose();
  });

  it('light KYC: saved, then the order: its route, and the form busy only meanwhile', async () => {
    const order = deferred<Next>();
    const saved: User[] = [];
    const api = { customers: { lightKyc: async () => ({ ...USER, firstName: 'Ada' }) } } as unknown as AccountResources;
    const form = createLightKycForm({ user: USER, defaultCountry: 'US', session: memoryStore(), api, onUserSaved: (user) => saved.push(user), createOrder: () => order.promise });
    form.firstName.set('Ada');
    form.lastName.set('Lovelace');
    const submitted = form.submit();
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(form.submitting.value, true);
    assert.deepEqual(await form.submit(), STAY);
    order.resolve({ go: ROUTES.order });
    assert.deepEqual(await submitted, { go: ROUTES.order });
    assert.equal(saved.length, 1);
    assert.equal(form.submitting.value, false);
    form.dispose();
  });

  it('light KYC: an order that could not be created keeps the customer here with its words (the connection), the draft kept', async () => {
    const api = { customers: { lightKyc: async () => ({ ...USER, firstName: 'Ada' }) } } as unknown as AccountResources;
    const session = memoryStore();
    const form = createLightKycForm({ user: USER, defaultCountry: 'US', session, api, onUserSaved: () => undefined, createOrder: async () => stay('errors.connection') });
    form.firstName.set('Ada');
    form.lastName.set('Lovelace');
    assert.deepEqual(await form.submit(), { stay: { key: 'errors.connection' } });
    form.dispose();
    const again = createLightKycForm({ user: USER, defaultCountry: 'US', session, api, onUserSaved: () => undefined, createOrder: async () => STAY });
    assert.equal(again.lastName.value, 'Lovelace', 'what was typed is kept for the next try');
    again.dispose();
  });

  it("billing address: a field the server refuses shows its message; Save waits for a change", async () => {
    const api = {
      customers: {
        saveBillingAddress: async () => {
          throw new ApiError('validation_error', 'Invalid data', { postalCode: ['Postal code does not exist'] }, 400);
        },
      },
    } as unknown as AccountResources;
    const form = createBillingAddressForm({ user: USER, api, session: memoryStore(), onSaved: () => undefined, countries: () => [] });
    assert.equal(form.canSubmit.value, false);
    assert.deepEqual(await form.submit(), STAY);
    form.state.set('IL');
    form.city.set('Springfield');
    form.address.set('1 Main Street');
    form.postalCode.set('12345');
    assert.equal(form.canSubmit.value, true, JSON.stringify(form.problems.value));
    assert.deepEqual(await form.submit(), STAY);
    assert.deepEqual(form.serverProblem.value, { key: 'problems.failed', serverText: 'Postal code does not exist' });
    assert.equal(form.submitting.value, false);
    form.dispose();
  });

  it('light KYC: details unchanged are not saved again (spec 1 §2 "save when changed"); the order is created', async () => {
    const saves: unknown[] = [];
    let orders = 0;
    const known = { ...USER, firstName: 'Ada', lastName: 'Lovelace', kyc: { status: 'light' } } as unknown as User;
    const api = {
      customers: {
        lightKyc: async (body: unknown) => {
          saves.push(body);
          return known;
        },
      },
    } as unknown as AccountResources;
    const createOrder = async () => {
      orders += 1;
      return { go: ROUTES.order };
    };
    const unchanged = createLightKycForm({ user: known, defaultCountry: 'US', session: memoryStore(), api, onUserSaved: () => undefined, createOrder });
    assert.deepEqual(await unchanged.submit(), { go: ROUTES.order });
    assert.deepEqual([saves, orders], [[], 1]);
    unchanged.dispose();
    const renamed = createLightKycForm({ user: known, defaultCountry: 'US', session: memoryStore(), api, onUserSaved: () => undefined, createOrder });
    renamed.lastName.set('King');
    assert.deepEqual(await renamed.submit(), { go: ROUTES.order });
    assert.deepEqual([saves, orders], [[{ firstName: 'Ada', lastName: 'King', countryCode: 'US' }], 2]);
    renamed.dispose();
  });

  it('billing address edit: a valid address is saved only once changed (spec 1 §2 "enabled only when the form is valid and changed")', async () => {
    const saved: unknown[] = [];
    const api = {
      customers: {
        saveBillingAddress: async (body: unknown) => {
          saved.push(body);
          return USER;
        },
      },
    } as unknown as AccountResources;
    const onFile = { ...USER, phone: '+447911123456', country: { isoAlpha2: 'GB', name: 'United Kingdom' }, state: null, city: 'London', address: '221B Baker Street', postalCode: 'NW1 6XE' } as unknown as User;
    const form = createBillingAddressForm({ user: onFile, api, session: memoryStore(), onSaved: () => undefined, countries: () => [] });
    assert.deepEqual(form.problems.value, {});
    assert.equal(form.canSubmit.value, false);
    assert.deepEqual(await form.submit(), STAY);
    form.city.set('Manchester');
    assert.equal(form.canSubmit.value, true);
    assert.deepEqual(await form.submit(), { go: ROUTES.userInfo });
    assert.equal(saved.length, 1);
    form.dispose();
  });
});

describe('the wallet address form', () => {
  const NEAR = { validationNetwork: 'NEAR', viewedTicker: 'NEAR', blockchainNetwork: 'NEAR' } as unknown as Currency;

  function nearForm(checkExists: () => Promise<boolean>) {
    const address = signal('alice.near');
    const reported: unknown[] = [];
    const form = createWalletAddressForm({
      currency: signal(NEAR),
      offered: () => [],
      used: () => [],
      address,
      setAddress: (text) => {
        address.value = text;
      },
      fixed: false,
      checkExists,
      next: () => ROUTES.userInfo,
      report: (error) => reported.push(error),
    });
    return { form, reported };
  }

  it('an address the network knows: on to the step the customer goes to next', async () => {
    const { form } = nearForm(async () => true);
    assert.deepEqual(await form.submit(), { go: ROUTES.userInfo });
    assert.equal(form.problem.value, null);
  });

  it('an address the network does not know: "does not exist"', async () => {
    const { form, reported } = nearForm(async () => false);
    assert.deepEqual(await form.submit(), STAY);
    assert.equal(form.problem.value, 'notExists');
    assert.equal(reported.length, 0);
  });

  it('a network that cannot be reached: the check failed, never "does not exist", and it is reported', async () => {
    const outage = new Error('fetch failed');
    const { form, reported } = nearForm(() => Promise.reject(outage));
    assert.deepEqual(await form.submit(), STAY);
    assert.equal(form.problem.value, 'unreachable');
    assert.deepEqual(reported, [outage]);
  });

  const USDT_POLYGON = { ticker: 'USDT', tickerWithNetwork: 'USDT-MATIC', validationNetwork: null, viewedTicker: 'USDT', blockchainNetwork: 'MATIC' } as unknown as Currency;
  const USDT_TRON = { ticker: 'USDT', tickerWithNetwork: 'USDT-TRC20', validationNetwork: 'TRON', viewedTicker: 'USDT', blockchainNetwork: 'TRC20' } as unknown as Currency;
  const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
  function evmForm(used: string[] = []) {
    const address = signal('');
    const currency = signal(USDT_POLYGON);
    const form = createWalletAddressForm({
      currency,
      offered: () => [USDT_POLYGON, USDT_TRON],
      used: () => used,
      address,
      setAddress: (text) => {
        address.value = text;
      },
      fixed: false,
      checkExists: async () => true,
      next: () => ROUTES.userInfo,
      report: () => undefined,
    });
    return { form, currency };
  }

  it("issue 45: an address of another network is refused naming it, with the same coin on that network to switch to; switched, it passes", async () => {
    const { form, currency } = evmForm();
    form.change(TRON_ADDRESS);
    assert.deepEqual(await form.submit(), STAY);
    assert.equal(form.problem.value, 'wrongNetwork');
    assert.equal(form.looksLike.value, 'tron');
    assert.equal(form.switchTo.value, USDT_TRON);
    currency.value = USDT_TRON;
    form.recheck();
    assert.equal(form.problem.value, null);
    assert.deepEqual(await form.submit(), { go: ROUTES.userInfo });
  });

  it('issue 45: an EVM address whose mixed case breaks its checksum is refused; all lower case passes', async () => {
    const { form } = evmForm();
    form.change('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD');
    assert.deepEqual(await form.submit(), STAY);
    assert.equal(form.problem.value, 'checksum');
    form.change('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed');
    assert.equal(form.problem.value, null);
    assert.deepEqual(await form.submit(), { go: ROUTES.userInfo });
  });

  it('issue 45: a look-alike of an address used before stops the first Confirm with a warning; the second goes on', async () => {
    const { form } = evmForm(['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed']);
    form.change('0x5aaeb111111111111111111111111111111beaed');
    assert.deepEqual(await form.submit(), STAY);
    assert.equal(form.problem.value, 'lookAlike');
    assert.deepEqual(await form.submit(), { go: ROUTES.userInfo });
    // The address used before itself, in another case, is no look-alike.
    const again = evmForm(['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed']).form;
    again.change('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed');
    assert.deepEqual(await again.submit(), { go: ROUTES.userInfo });
  });

  it('the existence check answers 300 ms after the submit, not before (spec 1 §5, §9)', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    let answer: boolean | null = null;
    void checkAddressExists('http://127.0.0.1:9/near-rpc', 'evm', '0x1111111111111111111111111111111111111111').then((exists) => {
      answer = exists;
    });
    const settled = () => new Promise((resolve) => setImmediate(resolve));
    // The spec's 300 ms, whatever the constant says.
    t.mock.timers.tick(299);
    await settled();
    assert.equal(answer, null, 'no answer before 300 ms');
    t.mock.timers.tick(1);
    await settled();
    assert.equal(answer, true, 'the answer at 300 ms');
  });
});
