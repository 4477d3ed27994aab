/**
 * Provider authentication (spec 1 §2, §4): 'Enter SMS code' or 'Enter BANK code' (6 digits, 'Authorize
 * Transaction'); or the provider's page by its display type: in an iframe; a new tab; a redirect (the
 * iframe page leaves for the provider's page, which returns it to the order; inside the element, whose
 * page is the merchant's, a new tab instead); otherwise 'Awaiting order confirmation'. The data loads once per order and again after
 * each send; a failed load is fatal. A message from the provider's page is accepted only from its origin
 * and its window, and only makes the widget ask the backend for the order's real status.
 */
import type { Order } from '../../domain/entities';
import { confirmationCodeFrom } from '../../domain/login';
import { ROUTES } from '../../domain/routes';
import { useNavigate, useText } from '../../state/hooks/app';
import { type Orders, useAuthFrame, useAuthRedirect, useProviderAuth } from '../../state/hooks/order';
import { Frame } from '../../ui/Frame';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';

export function ProviderAuthView({ orders, order }: { orders: Orders; order: Order }) {
  const { t } = useText();
  const { auth, redirectAllowed } = useProviderAuth(orders, order.id);
  if (!auth) {
    return (
      <Frame title={t('auth.title')}>
        <Spinner label={t('frame.loading')} />
      </Frame>
    );
  }
  if (auth.smsCode || auth.card2fa) return <CodeForm orders={orders} kind={auth.smsCode ? 'smsCode' : 'card2fa'} />;
  if (auth.authUrl && auth.displayType === 'iframe') return <AuthFrame orders={orders} order={order} url={auth.authUrl} />;
  // The element's page is the merchant's: a redirect would take the shop away, so it opens a tab too.
  if (auth.authUrl && auth.displayType === 'redirect' && redirectAllowed) return <AuthRedirect url={auth.authUrl} />;
  if (auth.authUrl) return <AuthInNewTab orders={orders} url={auth.authUrl} />;
  return (
    <Frame title={t('auth.title')}>
      <Spinner testId="awaiting-confirmation">
        <p>{t('auth.awaiting')}</p>
      </Spinner>
    </Frame>
  );
}

function CodeForm({ orders, kind }: { orders: Orders; kind: 'smsCode' | 'card2fa' }) {
  const { t, say } = useText();
  const sending = orders.authCodeSending.value;
  const refused = orders.authCodeRefused.value;
  return (
    <Frame title={kind === 'smsCode' ? t('auth.smsTitle') : t('auth.bankTitle')}>
      <form
        className="crw-calculator"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void orders.submitAuthCode(kind);
        }}
      >
        <p>{kind === 'smsCode' ? t('auth.smsText') : t('auth.bankText')}</p>
        <TextField
          label={t('auth.code')}
          className="crw-code-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={orders.authCode.value}
          error={orders.authCodeInvalid.value ? t('authEmailCodeValidate.required') : say(refused)}
          onChange={(text) => orders.authCode.set(confirmationCodeFrom(text))}
        />
        <button type="submit" className="crw-primary" part="primary-button" disabled={sending} aria-busy={sending}>
          {t('auth.authorize')}
        </button>
      </form>
    </Frame>
  );
}

function AuthFrame({ orders, order, url }: { orders: Orders; order: Order; url: string }) {
  const { t } = useText();
  const frame = useAuthFrame(orders, url);
  return (
    <Frame title={t('auth.title')}>
      <iframe ref={frame} className="crw-auth-frame" src={url} title={t('auth.frameTitle')} referrerPolicy="strict-origin" data-testid="auth-frame" />
      <p className="crw-muted">{t('auth.frameText', { id: order.id.slice(0, 8) })}</p>
    </Frame>
  );
}

/** spec 1 §2 "by redirect": the iframe page goes to the provider's page, which comes back to this order. */
function AuthRedirect({ url }: { url: string }) {
  const { t } = useText();
  useAuthRedirect(url);
  return (
    <Frame title={t('auth.title')}>
      <Spinner testId="auth-redirecting">
        <p>{t('auth.redirecting')}</p>
      </Spinner>
    </Frame>
  );
}

/** spec 1 §2: the page opens in a new tab (on the customer's click, so no popup blocker stops it). */
function AuthInNewTab({ orders, url }: { orders: Orders; url: string }) {
  const { t } = useText();
  const navigate = useNavigate();
  return (
    <Frame title={t('auth.title')}>
      <p>{t('auth.newTabText')}</p>
      <button
        type="button"
        className="crw-primary"
        part="primary-button"
        onClick={() => {
          orders.openAuthTab(url);
          navigate(ROUTES.orderAuthRedirect);
        }}
      >
        {t('auth.openNewTab')}
      </button>
    </Frame>
  );
}
