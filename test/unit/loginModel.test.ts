/** The login model's timers (spec 2 §4 "Login"), with the API faked: no network, real signals. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError } from '../../src/api/errors';
import type { Resources } from '../../src/api/resources';
import { createLoginModel } from '../../src/state/login';
import { memoryStore } from './memoryStore';

describe('login model (spec 2 §4 "Login")', () => {
  it('the resend timer resets when the code step resets', async () => {
    const inHalfAMinute = new Date(Date.now() + 30_000).toISOString();
    const api = { customers: { signUp: async () => ({ newPasswordCanBeCreatedAt: inHalfAMinute }) } } as unknown as Resources;
    const login = createLoginModel({ api, flow: 'buy', session: memoryStore(), merchantEmail: null, shareToken: null, refcode: null, onSignedIn: () => undefined, report: () => undefined });
    login.changeEmail('ada@example.com');
    login.legalAgreement.set(true);
    await login.submitEmail();
    assert.equal(login.step.value, 'code');
    assert.equal(login.nextCodeAt.value, Date.parse(inHalfAMinute));
    login.backToEmail();
    assert.equal(login.step.value, 'email');
    assert.equal(login.nextCodeAt.value, 0);
  });

  for (const [code, spent] of [
    ['password_expired', 'expired'],
    ['password_attempts_exceeded', 'attemptsExceeded'],
  ] as const) {
    it(`${code}: the code is spent, said as such, and a new one may be asked for at once`, async () => {
      const later = new Date(Date.now() + 30_000).toISOString();
      const api = {
        customers: {
          signUp: async () => ({ newPasswordCanBeCreatedAt: later }),
          signIn: async () => {
            throw new ApiError(code, 'refused', null);
          },
        },
      } as unknown as Resources;
      const login = createLoginModel({ api, flow: 'buy', session: memoryStore(), merchantEmail: null, shareToken: null, refcode: null, onSignedIn: () => undefined, report: () => undefined });
      login.changeEmail('ada@example.com');
      login.legalAgreement.set(true);
      await login.submitEmail();
      assert.ok(login.nextCodeAt.value > Date.now());
      assert.equal(await login.changeCode('123456'), null);
      assert.equal(login.codeSpent.value, spent);
      assert.equal(login.codeServerError.value, null);
      assert.equal(login.nextCodeAt.value, 0);
    });
  }

  it('one request at a time: a resend while the code is being checked sends nothing, and a sign-in that throws leaves login usable', async () => {
    let release: (() => void) | undefined;
    let resends = 0;
    let signIns = 0;
    const api = {
      customers: {
        signUp: async () => ({ newPasswordCanBeCreatedAt: new Date(0).toISOString() }),
        signIn: () => {
          signIns += 1;
          return new Promise((_resolve, reject) => {
            release = () => reject(new TypeError('Failed to fetch'));
          });
        },
        resendPassword: async () => {
          resends += 1;
          return { newPasswordCanBeCreatedAt: new Date(0).toISOString() };
        },
      },
    } as unknown as Resources;
    const login = createLoginModel({ api, flow: 'buy', session: memoryStore(), merchantEmail: null, shareToken: null, refcode: null, onSignedIn: () => undefined, report: () => undefined });
    login.changeEmail('ada@example.com');
    login.legalAgreement.set(true);
    await login.submitEmail();
    const checking = login.changeCode('123456');
    assert.equal(login.submitting.value, true);
    await login.resend();
    assert.equal(resends, 0);
    release?.();
    assert.equal(await checking, null);
    assert.equal(login.submitting.value, false);
    await login.resend();
    assert.equal(resends, 1);
    assert.equal(signIns, 1);
  });
});
