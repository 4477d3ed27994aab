/**
 * /buy/login and /sell/login (spec 1 §2 "Login and welcome back"; spec 2 "Login"): the e-mail step, then
 * the 6-digit code step with resend and its countdown. Where a signed-in customer goes is the model's
 * (`state/loginFlow.ts`).
 */
import { useRef } from 'react';
import { CONFIRMATION_CODE_LENGTH, secondsUntil } from '../../domain/login';
import { type LoginOnScreen, useLoginScreen } from '../../state/ports/login';
import { Checkbox } from '../../ui/Checkbox';
import { Frame } from '../../ui/Frame';
import { LiveNotice } from '../../ui/LiveNotice';
import { PRIVACY_POLICY_URL, TERMS_OF_USE_URL } from '../../ui/links';
import { TextField } from '../../ui/TextField';
import { useText } from '../../ui/text';
import { useFlow } from '../../ui/useFlow';
import { useNow } from '../../ui/useNow';

export default function Login() {
  const { t } = useText();
  const login = useLoginScreen(useFlow());
  return (
    <Frame title={t('login.title')} onBack={() => void login.back()} step={login.step}>
      {/* There (empty) from the e-mail step on, so the code step's first words are read out. */}
      <LiveNotice>{login.step === 'code' ? t('login.codeSent', { email: login.email }) : null}</LiveNotice>
      {login.step === 'email' ? <EmailStep login={login} /> : <CodeStep login={login} />}
    </Frame>
  );
}

function EmailStep({ login }: { login: LoginOnScreen }) {
  const { t, say } = useText();
  const emailError = login.emailInvalid ? t('authEmailValidate.required') : say(login.emailProblem);
  return (
    <form
      className="crw-calculator"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void login.submitEmail();
      }}
    >
      <p>{t('login.emailIntro')}</p>
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="email"
        value={login.email}
        disabled={login.emailFixed}
        error={emailError}
        onChange={login.changeEmail}
      />
      <Checkbox checked={login.legalAgreement}>
        {t('login.agreePrefix')}{' '}
        <a href={TERMS_OF_USE_URL} target="_blank" rel="noopener noreferrer">
          {t('login.terms')}
        </a>{' '}
        {t('login.and')}{' '}
        <a href={PRIVACY_POLICY_URL} target="_blank" rel="noopener noreferrer">
          {t('login.privacy')}
        </a>
      </Checkbox>
      {login.legalMissing && (
        <p className="crw-field-error" role="alert">
          {t('emailForm.termsAgreement.required')}
        </p>
      )}
      <Checkbox checked={login.newsletter}>{t('login.newsletter')}</Checkbox>
      <FormProblem text={say(login.emailFormProblem)} />
      <button type="submit" className="crw-primary" part="primary-button" disabled={login.submitting} aria-busy={login.submitting}>
        {login.submitting ? t('login.sending') : t('login.proceed')}
      </button>
    </form>
  );
}

function CodeStep({ login }: { login: LoginOnScreen }) {
  const { t, say } = useText();
  const now = useNow(1_000, login.nextCodeAt);
  const wait = secondsUntil(login.nextCodeAt, now);
  const spent = login.codeSpent;
  const codeError = login.codeInvalid
    ? t('authEmailCodeValidate.required')
    : spent
      ? t(spent === 'expired' ? 'login.codeExpired' : 'login.codeAttemptsExceeded')
      : say(login.codeProblem);
  const { notice } = login;
  const noticeText = !notice
    ? null
    : notice === 'sent'
      ? t('login.newCodeSent')
      : notice === 'resendFailed'
        ? t('login.resendFailed')
        : t('login.tooEarly', { seconds: wait });
  const codeField = useRef<HTMLInputElement>(null);
  return (
    <form
      className="crw-calculator"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void login.submitCode();
      }}
    >
      <TextField
        label={t('login.code')}
        className="crw-code-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CONFIRMATION_CODE_LENGTH * 2}
        value={login.code}
        ref={codeField}
        // Read-only (not disabled) while the code is checked: the field keeps the focus, so after a wrong
        // code the customer types again where they were.
        readOnly={login.submitting}
        error={codeError}
        onChange={(text) => void login.changeCode(text)}
      />
      <LiveNotice className={notice ? `crw-alert crw-alert-${notice === 'sent' ? 'success' : notice === 'resendFailed' ? 'danger' : 'warning'}` : undefined}>
        {noticeText}
      </LiveNotice>
      <button
        type="button"
        className="crw-link-button"
        disabled={wait > 0 || login.submitting}
        onClick={async () => {
          // The button is disabled for the countdown, which would drop the focus: the new code goes in the field.
          codeField.current?.focus();
          await login.resend();
        }}
      >
        {wait > 0 ? t('login.resendIn', { seconds: wait }) : t('login.resend')}
      </button>
      <FormProblem text={say(login.codeFormProblem)} />
      <button type="submit" className="crw-primary" part="primary-button" disabled={login.submitting} aria-busy={login.submitting}>
        {login.submitting ? t('login.checking') : t('login.confirm')}
      </button>
    </form>
  );
}

/** What went wrong with the form as a whole, as an alert above its button. */
function FormProblem({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="crw-alert crw-alert-danger" role="alert" data-testid="form-problem">
      {text}
    </p>
  );
}
