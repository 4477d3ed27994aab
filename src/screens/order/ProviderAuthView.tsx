/**
 * Provider authentication (spec 1 §2, §4): 'Enter SMS code' or 'Enter BANK code' (6 digits, 'Authorize
 * Transaction'); or the provider's page by its display type: in an iframe; a new tab; a redirect (the
 * iframe page leaves for the provider's page, which returns it to the order; inside the element, whose
 * page is the merchant's, a new tab instead); otherwise 'Awaiting order confirmation'. The data loads once per order and again after
 * each send; a failed load is fatal. A message from the provider's page is accepted only from its origin
 * and its window, and only makes the widget ask the backend for the order's real status.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { AuthData, Order } from '../../domain/entities';
import { CONFIRMATION_CODE_LENGTH, confirmationCodeFrom } from '../../domain/login';
import { authRedirectUrl } from '../../domain/payment';
import { ROUTES } from '../../domain/routes';
import { listenToAuthFrame } from '../../integrations/authWindow';
import { useWidget } from '../../state/context';
import { Frame } from '../../ui/Frame';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';

export function ProviderAuthView({ order }: { order: Order }) {
  const { model, t } = useWidget();
  const orders = model.order.value;
  const [auth, setAuth] = useState<AuthData | null>(null);
  /** Bumped after each send: the data reloads. */
  const [loads, setLoads] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loads` asks for a reload after each send.
  useEffect(() => {
    let cancelled = false;
    void orders?.loadAuthData(order.id).then((data) => !cancelled && setAuth(data));
    return () => {
      cancelled = true;
    };
  }, [model, orders, order.id, loads]);

  if (!auth) {
    return (
      <Frame title={t('auth.title')}>
        <Spinner label={t('frame.loading')} />
      </Frame>
    );
  }
  if (auth.smsCode || auth.card2fa) return <CodeForm order={order} kind={auth.smsCode ? 'smsCode' : 'card2fa'} onSent={() => setLoads((n) => n + 1)} />;
  if (auth.authUrl && auth.displayType === 'iframe') return <AuthFrame order={order} url={auth.authUrl} />;
  // The element's page is the merchant's: a redirect would take the shop away, so it opens a tab too.
  if (auth.authUrl && auth.displayType === 'redirect' && !model.config.lightDomHost) return <AuthRedirect url={auth.authUrl} />;
  if (auth.authUrl) return <AuthInNewTab url={auth.authUrl} />;
  return (
    <Frame title={t('auth.title')}>
      <Spinner testId="awaiting-confirmation">
        <p>{t('auth.awaiting')}</p>
      </Spinner>
    </Frame>
  );
}

function CodeForm({ order, kind, onSent }: { order: Order; kind: 'smsCode' | 'card2fa'; onSent: () => void }) {
  const { model, t } = useWidget();
  const [code, setCode] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const invalid = attempted && code.length !== CONFIRMATION_CODE_LENGTH;
  return (
    <Frame title={kind === 'smsCode' ? t('auth.smsTitle') : t('auth.bankTitle')}>
      <form
        className="crw-calculator"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          setAttempted(true);
          if (code.length !== CONFIRMATION_CODE_LENGTH || sending) return;
          // spec 1 §4: the last-submit error resets on a new submission and after each send.
          setServerError(null);
          setSending(true);
          const refused = (await model.order.value?.sendAuthCode(order.id, kind, code)) ?? null;
          setServerError(refused === '' ? t('payment.failed') : refused);
          setSending(false);
          onSent();
        }}
      >
        <p>{kind === 'smsCode' ? t('auth.smsText') : t('auth.bankText')}</p>
        <TextField
          label={t('auth.code')}
          className="crw-code-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          error={invalid ? t('authEmailCodeValidate.required') : serverError}
          onChange={(text) => setCode(confirmationCodeFrom(text))}
        />
        <button type="submit" className="crw-primary" part="primary-button" disabled={sending} aria-busy={sending}>
          {t('auth.authorize')}
        </button>
      </form>
    </Frame>
  );
}

function AuthFrame({ order, url }: { order: Order; url: string }) {
  const { model, t } = useWidget();
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    return listenToAuthFrame(
      () => frame.current?.contentWindow ?? null,
      url,
      () => void model.order.value?.refresh().catch(model.reportError),
    );
  }, [model, url]);
  return (
    <Frame title={t('auth.title')}>
      <iframe ref={frame} className="crw-auth-frame" src={url} title={t('auth.frameTitle')} data-testid="auth-frame" />
      <p className="crw-muted">{t('auth.frameText', { id: order.id.slice(0, 8) })}</p>
    </Frame>
  );
}

/** spec 1 §2 "by redirect": the iframe page goes to the provider's page, which comes back to this order. */
function AuthRedirect({ url }: { url: string }) {
  const { t } = useWidget();
  useEffect(() => {
    const back = new URL(window.location.href);
    back.pathname = ROUTES.order;
    window.location.assign(authRedirectUrl(url, back.toString()));
  }, [url]);
  return (
    <Frame title={t('auth.title')}>
      <Spinner testId="auth-redirecting">
        <p>{t('auth.redirecting')}</p>
      </Spinner>
    </Frame>
  );
}

/** spec 1 §2: the page opens in a new tab (on the customer's click, so no popup blocker stops it). */
function AuthInNewTab({ url }: { url: string }) {
  const { model, t } = useWidget();
  const [, navigate] = useLocation();
  return (
    <Frame title={t('auth.title')}>
      <p>{t('auth.newTabText')}</p>
      <button
        type="button"
        className="crw-primary" part="primary-button"
        onClick={() => {
          model.order.value?.openAuthTab(url);
          navigate(ROUTES.orderAuthRedirect);
        }}
      >
        {t('auth.openNewTab')}
      </button>
    </Frame>
  );
}
