/** The login model's timers (spec 2 §4 "Login"), with the API faked: no network, real signals. */
import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import { ApiError } from '../../src/api/errors';
import type { AccountResources } from '../../src/api/accountResources';
import { STORAGE_KEYS } from '../../src/domain/constants';
import { SPEC_TIMINGS } from '../../src/domain/timings';
import { createLoginModel } from '../../src/state/login';
import { createLoginFlow } from '../../src/state/loginFlow';
import { memoryStore } from './memoryStore';

describe('login model (spec 2 §4 "Login")', () => {
  it('a reload on the e-mail step keeps the e-mail and the ticked agreements, typed but not yet sent', () => {
    const session = memoryStore();
    const deps = { api: {} as AccountResources, flow: 'buy', session, merchantEmail: null, shareToken: null, refcode: null, onSignedIn: () => undefined, report: () => undefined } as const;
    const before = createLoginModel(deps);
    before.changeEmail('ada@example.com');
    before.legalAgreement.set(true);
    before.newsletter.set(true);
    const after = createLoginModel(deps);
    assert.equal(after.step.value, 'email');
    assert.equal(after.email.value, 'ada@example.com');
    assert.equal(after.legalAgreement.value, true);
    assert.equal(after.newsletter.value, true);
  });

  it('the resend timer resets when the code step resets', async () => {
    const inHalfAMinute = new Date(Date.now() + 30_000).toISOString();
    const api = { customers: { signUp: async () => ({ newPasswordCanBeCreatedAt: inHalfAMinute }) } } as unknown as AccountResources;
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
      } as unknown as AccountResources;
      const login = createLoginModel({ api, flow: 'buy', session: memoryStore(), merchantEmail: null, shareToken: null, refcode: null, onSignedIn: () => undefined, report: () => undefined });
      login.changeEmail('ada@example.com');
      login.legalAgreement.set(true);
      await login.submitEmail();
      assert.ok(login.nextCodeAt.value > Date.now());
      assert.equal(await login.changeCode('123456'), null);
      assert.equal(login.codeSpent.value, spent);
      assert.equal(login.codeProblem.value, null);
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
    } as unknown as AccountResources;
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

  it('the sixth digit signs in at once (spec 1 §2), with the code as typed digits; the step resets after login', async () => {
    const signIns: unknown[] = [];
    const signedIn: unknown[] = [];
    const user = { id: 1, email: 'ada@example.com', token: 't' };
    const api = {
      customers: {
        signUp: async () => ({ newPasswordCanBeCreatedAt: new Date(Date.now() + 30_000).toISOString() }),
        signIn: async (body: unknown) => {
          signIns.push(body);
          return user;
        },
      },
    } as unknown as AccountResources;
    const session = memoryStore();
    const login = createLoginModel({ api, flow: 'buy', session, merchantEmail: null, shareToken: null, refcode: null, onSignedIn: (u) => signedIn.push(u), report: () => undefined });
    login.changeEmail('ada@example.com');
    login.legalAgreement.set(true);
    await login.submitEmail();
    assert.equal(login.step.value, 'code');
    // Five digits wait for the sixth; the sixth sends the code without a press.
    assert.equal(await login.changeCode('12-34 5'), null);
    assert.deepEqual(signIns, []);
    assert.deepEqual(await login.changeCode('12-34 56'), user);
    assert.deepEqual(signIns, [{ email: 'ada@example.com', password: '123456', shareToken: null }]);
    assert.deepEqual(signedIn, [user]);
    // Signed in: the code step is over, a next login starts on the e-mail with no resend wait.
    assert.equal(login.step.value, 'email');
    assert.equal(login.code.value, '');
    assert.equal(login.nextCodeAt.value, 0);
    assert.equal(session.get(STORAGE_KEYS.loginStep), null);
  });

  it('signed in, the customer goes on after 100 ms (spec 1 §2), not before', async () => {
    const user = { id: 1, email: 'ada@example.com', token: 't' };
    const api = { customers: { signUp: async () => ({ newPasswordCanBeCreatedAt: new Date(0).toISOString() }), signIn: async () => user } } as unknown as AccountResources;
    const followed: unknown[] = [];
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      const login = createLoginFlow('buy', {
        api,
        session: memoryStore(),
        merchantEmail: null,
        shareToken: null,
        refcode: null,
        report: () => undefined,
        setUser: () => undefined,
        pollSession: async () => null,
        afterSignIn: async () => ({ go: '/buy/user-info' }) as never,
        walletStep: () => '/buy/wallet' as never,
        navigation: { follow: (next: unknown) => followed.push(next) } as never,
        timings: SPEC_TIMINGS,
      });
      login.changeEmail('ada@example.com');
      login.legalAgreement.set(true);
      await login.submitEmail();
      await login.changeCode('123456');
      // The spec's 100 ms, whatever the constant says.
      mock.timers.tick(99);
      await Promise.resolve();
      assert.deepEqual(followed, []);
      mock.timers.tick(1);
      await new Promise((resolve) => setImmediate(resolve));
      assert.deepEqual(followed, [{ go: '/buy/user-info' }]);
    } finally {
      mock.timers.reset();
    }
  });
});
