/**
 * /buy/login and /sell/login (spec 1 §2 "Login and welcome back"; spec 2 "Login"): the e-mail step, then
 * the 6-digit code step with resend and its countdown. After sign-in, after 100 ms, the buy destination
 * rule, or the sell one (which creates the sell order for a verified customer).
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { walletStepOrRoot } from '../../domain/orderCreation';
import { CONFIRMATION_CODE_LENGTH, secondsUntil } from '../../domain/login';
import { ROUTES } from '../../domain/routes';
import { afterLoginDestination } from '../../domain/routing';
import { type LoginModel, createLoginModel } from '../../state/login';
import { poll } from '../../state/polling';
import { useWidget } from '../../state/context';
import { useFlow } from '../../ui/useFlow';
import { useContinueSell } from '../parts/useContinueSell';
import { Checkbox } from '../../ui/Checkbox';
import { Frame } from '../../ui/Frame';
import { PRIVACY_POLICY_URL, TERMS_OF_USE_URL } from '../../ui/links';
import { TextField } from '../../ui/TextField';
import { useNow } from '../../ui/useNow';
import { LiveNotice } from '../../ui/LiveNotice';

export default function Login() {
  const { model, t } = useWidget();
  const [, navigate] = useLocation();
  const [login] = useState(() =>
    createLoginModel({
      ...model.formDeps,
      merchantEmail: model.merchant.value?.parsedPayload.email ?? null,
      shareToken: model.merchant.value?.parsedPayload.shareToken ?? null,
      refcode: model.config.refcode,
      onSignedIn: (user, token) => model.setUser(user, token ?? undefined),
    }),
  );
  const flow = useFlow();
  const continueSell = useContinueSell();
  // Signed in once: by the code step, or by the sell login's poll (whichever lands first).
  const landed = useRef(false);
  const signedIn = (user: Parameters<typeof afterLoginDestination>[0] | null) => {
    if (!user || landed.current) return;
    landed.current = true;
    setTimeout(() => (flow === 'sell' ? void continueSell(user) : navigate(afterLoginDestination(user))), model.timings.postLoginRedirectMs);
  };
  // A merchant's share token signs its customer in without a code (spec 1 §7).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the screen opens; signedIn reads the latest flow.
  useEffect(() => {
    void login.signInWithShareToken().then(signedIn);
  }, [login]);
  // spec 2 §2: the sell login polls the current user every 5 s (a session begun by another widget of this tab).
  // biome-ignore lint/correctness/useExhaustiveDependencies: one poll per screen; signedIn reads the latest flow.
  useEffect(() => {
    if (flow !== 'sell') return;
    return poll(
      () => (landed.current ? Promise.resolve(null) : model.pollSession()),
      model.timings.userPollMs,
      (user) => {
        if (user) signedIn(user);
        return !user && !landed.current;
      },
      model.reportError,
    );
  }, [flow, model]);
  const back = () => {
    if (login.step.value === 'code') login.backToEmail();
    else navigate(flow === 'sell' ? ROUTES.sell : walletStepOrRoot(model.merchant.value?.parsedPayload ?? null));
  };
  return (
    <Frame title={t('login.title')} onBack={back} step={login.step.value}>
      {/* There (empty) from the e-mail step on, so the code step's first words are read out. */}
      <LiveNotice>{login.step.value === 'code' ? t('login.codeSent', { email: login.email.value }) : null}</LiveNotice>
      {login.step.value === 'email' ? <EmailStep login={login} /> : <CodeStep login={login} onSignedIn={signedIn} />}
    </Frame>
  );
}

function EmailStep({ login }: { login: LoginModel }) {
  const { t } = useWidget();
  const emailError = login.emailInvalid.value ? t('authEmailValidate.required') : login.emailServerError.value;
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
        value={login.email.value}
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
      {login.legalMissing.value && (
        <p className="crw-field-error" role="alert">
          {t('emailForm.termsAgreement.required')}
        </p>
      )}
      <Checkbox checked={login.newsletter}>{t('login.newsletter')}</Checkbox>
      <button type="submit" className="crw-primary" part="primary-button" disabled={login.submitting.value} aria-busy={login.submitting.value}>
        {login.submitting.value ? t('login.sending') : t('login.proceed')}
      </button>
    </form>
  );
}

function CodeStep({ login, onSignedIn }: { login: LoginModel; onSignedIn: (user: Awaited<ReturnType<LoginModel['submitCode']>>) => void }) {
  const { t } = useWidget();
  const now = useNow(1_000, login.nextCodeAt.value > Date.now());
  const wait = secondsUntil(login.nextCodeAt.value, now);
  const spent = login.codeSpent.value;
  const codeError = login.codeInvalid.value
    ? t('authEmailCodeValidate.required')
    : spent
      ? t(spent === 'expired' ? 'login.codeExpired' : 'login.codeAttemptsExceeded')
      : login.codeServerError.value;
  const notice = login.notice.value;
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
      onSubmit={async (event) => {
        event.preventDefault();
        onSignedIn(await login.submitCode());
      }}
    >
      <TextField
        label={t('login.code')}
        className="crw-code-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CONFIRMATION_CODE_LENGTH * 2}
        value={login.code.value}
        ref={codeField}
        // Read-only (not disabled) while the code is checked: the field keeps the focus, so after a wrong
        // code the customer types again where they were.
        readOnly={login.submitting.value}
        error={codeError}
        onChange={async (text) => onSignedIn(await login.changeCode(text))}
      />
      <LiveNotice className={notice ? `crw-alert crw-alert-${notice === 'sent' ? 'success' : notice === 'resendFailed' ? 'danger' : 'warning'}` : undefined}>
        {noticeText}
      </LiveNotice>
      <button
        type="button"
        className="crw-link-button"
        disabled={wait > 0 || login.submitting.value}
        onClick={async () => {
          // The button is disabled for the countdown, which would drop the focus: the new code goes in the field.
          codeField.current?.focus();
          await login.resend();
        }}
      >
        {wait > 0 ? t('login.resendIn', { seconds: wait }) : t('login.resend')}
      </button>
      <button type="submit" className="crw-primary" part="primary-button" disabled={login.submitting.value} aria-busy={login.submitting.value}>
        {login.submitting.value ? t('login.checking') : t('login.confirm')}
      </button>
    </form>
  );
}
