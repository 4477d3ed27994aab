/** The login model's timers (spec 2 §4 "Login"), with the API faked: no network, real signals. */
import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import { ApiError } from '../../src/api/errors';
import { type AccountResources, createAccountResources } from '../../src/api/accountResources';
import type { ApiClient } from '../../src/api/client';
import { POST_LOGIN_REDIRECT_MS, STORAGE_KEYS } from '../../src/domain/constants';
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
        navigation: { follow: async (next: Promise<unknown>) => void followed.push(await next) } as never,
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

describe('the sell login follows the session of the tab (spec 2 "Login", §9: the current user polled every 5 s)', () => {
  const flowWith = (flow: 'buy' | 'sell', pollSession: () => Promise<{ id: number; email: string } | null>, followed: unknown[]) =>
    createLoginFlow(flow, {
      api: {} as AccountResources,
      session: memoryStore(),
      merchantEmail: null,
      shareToken: null,
      refcode: null,
      report: () => undefined,
      setUser: () => undefined,
      pollSession: pollSession as never,
      afterSignIn: async () => ({ go: '/sell/welcome' }) as never,
      walletStep: () => '/buy/wallet' as never,
      navigation: { follow: async (next: Promise<unknown>) => void followed.push(await next) } as never,
      timings: SPEC_TIMINGS,
    });
  const settled = () => new Promise((resolve) => setImmediate(resolve));

  it('the sell login reads the current user at once and every 5 s; a session found signs in once and the reading stops', async () => {
    let reads = 0;
    let found: { id: number; email: string } | null = null;
    const followed: unknown[] = [];
    mock.timers.enable({ apis: ['setTimeout'] });
    const login = flowWith(
      'sell',
      async () => {
        reads += 1;
        return found;
      },
      followed,
    );
    const close = login.open();
    try {
      await settled();
      assert.equal(reads, 1);
      mock.timers.tick(4_999);
      await settled();
      assert.equal(reads, 1, 'not before 5 s');
      mock.timers.tick(1);
      await settled();
      assert.equal(reads, 2, 'again at 5 s');
      // Another widget of the tab signs in: the next read finds the customer.
      found = { id: 1, email: 'ada@example.com' };
      mock.timers.tick(5_000);
      await settled();
      assert.equal(reads, 3);
      mock.timers.tick(POST_LOGIN_REDIRECT_MS);
      await settled();
      assert.deepEqual(followed, [{ go: '/sell/welcome' }]);
      mock.timers.tick(60_000);
      await settled();
      assert.equal(reads, 3, 'no read once signed in');
    } finally {
      close();
      mock.timers.reset();
    }
  });

  it('the buy login does not poll the current user', async () => {
    let reads = 0;
    mock.timers.enable({ apis: ['setTimeout'] });
    const login = flowWith(
      'buy',
      async () => {
        reads += 1;
        return null;
      },
      [],
    );
    const close = login.open();
    try {
      mock.timers.tick(60_000);
      await settled();
      assert.equal(reads, 0);
    } finally {
      close();
      mock.timers.reset();
    }
  });
});

describe('sign-up (spec 2 §4 "Login": a 429 counts as success)', () => {
  it('a 429 on sign-up counts as a code sent, the next one allowed now; another refusal is one', async () => {
    let status = 429;
    const client = {
      request: async () => {
        throw new ApiError('api_client_error', 'Too many requests', null, status);
      },
    } as unknown as ApiClient;
    const signUp = () => createAccountResources(client).customers.signUp({ refcode: null, email: 'ada@example.com', agreed: true, newsletter: false }, 'sell');
    const before = Date.now();
    const issued = await signUp();
    assert.ok(Date.parse(issued.newPasswordCanBeCreatedAt) >= before && Date.parse(issued.newPasswordCanBeCreatedAt) <= Date.now());
    status = 400;
    await assert.rejects(signUp(), ApiError);
  });
});

describe('resending the code (spec 2 §4 "Login": only once the next allowed time has passed)', () => {
  it('a resend before the next allowed time sends nothing; at that time it sends, and the next time is the reply\'s', async () => {
    let clock = Date.parse('2026-11-23T10:00:00Z');
    let resends = 0;
    const api = {
      customers: {
        signUp: async () => ({ newPasswordCanBeCreatedAt: '2026-11-23T10:00:30Z' }),
        resendPassword: async () => {
          resends += 1;
          return { newPasswordCanBeCreatedAt: '2026-11-23T10:01:30Z' };
        },
      },
    } as unknown as AccountResources;
    const login = createLoginModel({ api, flow: 'sell', session: memoryStore(), merchantEmail: null, shareToken: null, refcode: null, onSignedIn: () => undefined, report: () => undefined, now: () => clock });
    login.changeEmail('ada@example.com');
    login.legalAgreement.set(true);
    await login.submitEmail();
    clock += 29_999;
    await login.resend();
    assert.equal(resends, 0, 'not before the next allowed time');
    clock += 1;
    await login.resend();
    assert.equal(resends, 1);
    assert.equal(login.nextCodeAt.value, Date.parse('2026-11-23T10:01:30Z'));
  });
});
