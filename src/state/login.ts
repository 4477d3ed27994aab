/**
 * E-mail one-time-code login (spec 1 §2 "Login and welcome back", §5, §7, §8; spec 2 "Login"), shared by
 * buy and sell. The step, the e-mail and the ticked agreements live in session storage, kept as the
 * customer types: a reload on either step stays there with them (issue 39).
 */
import { batch, signal } from '@preact/signals-react';
import { boolean, enums, number, optional, string, type, validate } from 'superstruct';
import { isApiError } from '../api/errors';
import type { AccountResources } from '../api/accountResources';
import type { User } from '../domain/entities';
import type { Flow } from '../domain/flow';
import { STORAGE_KEYS } from '../domain/constants';
import { CONFIRMATION_CODE_LENGTH, confirmationCodeFrom, isValidEmail } from '../domain/login';
import { type KeyValueStore, readJson } from './storage';
import { field } from './field';
import { createSubmission } from './submission';
import type { Problem } from './navigation';
import { problemOf } from './problem';
import { exposed, view, derived } from './view';

const SavedStepSchema = type({
  step: enums(['email', 'code'] as const),
  email: string(),
  nextCodeAt: number(),
  agreed: optional(boolean()),
  newsletter: optional(boolean()),
});

export type LoginDeps = {
  api: AccountResources;
  /** The flow signing in: its sign-up names the agreements its own way (spec 1 §7, spec 2 §3). */
  flow: Flow;
  session: KeyValueStore;
  merchantEmail: string | null;
  shareToken: string | null;
  refcode: string | null;
  onSignedIn: (user: User, token: string | null) => void;
  /** Errors without a code go to error reporting. */
  report: (error: unknown) => void;
  now?: () => number;
};

export function createLoginModel(deps: LoginDeps) {
  const now = deps.now ?? Date.now;
  const [, saved] = validate(readJson(deps.session, STORAGE_KEYS.loginStep), SavedStepSchema);
  const step = signal<'email' | 'code'>(saved?.step ?? 'email');
  const email = signal(deps.merchantEmail ?? saved?.email ?? '');
  // What the customer ticks on the e-mail step is kept as it changes (not only once the e-mail is sent).
  const legalAgreement = field(saved?.agreed ?? false, () => keepTicks());
  const newsletter = field(saved?.newsletter ?? false, () => keepTicks());
  const emailAttempted = signal(false);
  /** One request at a time, whichever step sends it (e-mail, code, resend, the merchant's share token). */
  const requests = createSubmission();
  const { submitting } = requests;
  /** Why the e-mail was not taken, under its field: the server's message, or ours (the connection's). */
  const emailProblem = signal<Problem | null>(null);
  const code = signal('');
  const codeAttempted = signal(false);
  const codeProblem = signal<Problem | null>(null);
  /** The code cannot be used any more (expired, or spent by wrong tries): the customer asks for a new one. */
  const codeSpent = signal<'expired' | 'attemptsExceeded' | null>(null);
  /** When a new code may be requested (ms since epoch). */
  const nextCodeAt = signal(saved?.nextCodeAt ?? 0);
  const notice = signal<'sent' | 'resendFailed' | 'tooEarly' | null>(null);

  const emailInvalid = derived(() => emailAttempted.value && !isValidEmail(email.value));
  const legalMissing = derived(() => emailAttempted.value && !legalAgreement.value);
  const codeInvalid = derived(() => codeAttempted.value && code.value.length !== CONFIRMATION_CODE_LENGTH);

  function save() {
    const kept = { step: step.peek(), email: email.peek(), nextCodeAt: nextCodeAt.peek(), agreed: legalAgreement.peek(), newsletter: newsletter.peek() };
    deps.session.set(STORAGE_KEYS.loginStep, JSON.stringify(kept));
  }
  function keepTicks() {
    if (step.peek() === 'email' && email.peek() !== '') save();
  }

  function nextAtFrom(iso: unknown): number {
    const at = typeof iso === 'string' ? Date.parse(iso) : Number.NaN;
    return Number.isFinite(at) ? at : now();
  }

  /** spec 1 §8: password_issue_too_early carries the time the next code can be issued. */
  function tooEarlyAt(error: unknown): number | null {
    if (!isApiError(error, 'password_issue_too_early')) return null;
    const payload = error.payload as { newPasswordCanBeCreatedAt?: unknown } | null;
    return nextAtFrom(payload?.newPasswordCanBeCreatedAt);
  }

  /** The code step resets (signed in, or back to the e-mail): so does the resend timer (spec 2 §4 "Login"). */
  function reset() {
    batch(() => {
      step.value = 'email';
      nextCodeAt.value = 0;
      code.value = '';
      codeAttempted.value = false;
      codeProblem.value = null;
      codeSpent.value = null;
      emailAttempted.value = false;
      emailProblem.value = null;
      notice.value = null;
    });
    deps.session.remove(STORAGE_KEYS.loginStep);
  }

  async function submitCode(): Promise<User | null> {
    codeAttempted.value = true;
    if (code.value.length !== CONFIRMATION_CODE_LENGTH || submitting.value) return null;
    codeProblem.value = null;
    try {
      const user = await requests.run(() => deps.api.customers.signIn({ email: email.value, password: code.value, shareToken: deps.shareToken }));
      if (!user) return null;
      deps.onSignedIn(user, user.token ?? null);
      // spec 1 §2: "The step resets after login succeeds."
      reset();
      return user;
    } catch (error) {
      batch(() => {
        code.value = '';
        codeAttempted.value = false;
        const spent = isApiError(error, 'password_expired') ? 'expired' : isApiError(error, 'password_attempts_exceeded') ? 'attemptsExceeded' : null;
        codeSpent.value = spent;
        // A spent code: a new one may be asked for at once (the backend still says when, if too early).
        if (spent) nextCodeAt.value = 0;
        codeProblem.value = spent ? null : problemOf(error, 'problems.failed', 'password');
      });
      return null;
    }
  }

  return exposed({
    step: view(step),
    email: view(email),
    legalAgreement,
    newsletter,
    submitting,
    emailProblem: view(emailProblem),
    code: view(code),
    codeProblem: view(codeProblem),
    codeSpent: view(codeSpent),
    nextCodeAt: view(nextCodeAt),
    notice: view(notice),
    emailInvalid,
    legalMissing,
    codeInvalid,
    emailFixed: deps.merchantEmail !== null,

    changeEmail(text: string) {
      if (deps.merchantEmail !== null) return;
      batch(() => {
        email.value = text.trim();
        emailProblem.value = null;
      });
      save();
    },
    async submitEmail(): Promise<void> {
      emailAttempted.value = true;
      if (!isValidEmail(email.value) || !legalAgreement.value || submitting.value) return;
      emailProblem.value = null;
      try {
        const issued = await requests.run(() =>
          deps.api.customers.signUp({ refcode: deps.refcode, email: email.value, agreed: legalAgreement.value, newsletter: newsletter.value }, deps.flow),
        );
        if (!issued) return;
        batch(() => {
          nextCodeAt.value = nextAtFrom(issued.newPasswordCanBeCreatedAt);
          step.value = 'code';
          notice.value = null;
        });
      } catch (error) {
        const tooEarly = tooEarlyAt(error);
        batch(() => {
          if (tooEarly !== null) {
            // A code was already sent: go on to enter it, and say when the next one can come.
            nextCodeAt.value = tooEarly;
            step.value = 'code';
            notice.value = 'tooEarly';
          } else {
            emailProblem.value = problemOf(error, 'problems.failed', 'email');
          }
        });
      } finally {
        save();
      }
    },
    /** Keeps the digits only (spec 1 §5); the sixth digit submits (spec 1 §2). */
    async changeCode(text: string): Promise<User | null> {
      batch(() => {
        code.value = confirmationCodeFrom(text);
        codeProblem.value = null;
      });
      return code.value.length === CONFIRMATION_CODE_LENGTH ? submitCode() : null;
    },
    submitCode,
    /** spec 2 §4: resend only when the next allowed time has passed and no request is pending. */
    async resend(): Promise<void> {
      if (now() < nextCodeAt.value || submitting.value) return;
      try {
        const issued = await requests.run(() => deps.api.customers.resendPassword(email.value));
        if (!issued) return;
        batch(() => {
          nextCodeAt.value = nextAtFrom(issued.newPasswordCanBeCreatedAt);
          notice.value = 'sent';
          codeSpent.value = null;
        });
      } catch (error) {
        const tooEarly = tooEarlyAt(error);
        batch(() => {
          if (tooEarly !== null) nextCodeAt.value = tooEarly;
          notice.value = tooEarly !== null ? 'tooEarly' : 'resendFailed';
        });
      } finally {
        save();
      }
    },
    backToEmail: reset,
    reset,
  });
}

