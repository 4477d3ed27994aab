/**
 * Provider authentication (spec 1 §2, §4): 'Enter SMS code' or 'Enter BANK code' (6 digits, 'Authorize
 * Transaction'); or the provider's page by its display type: in an iframe; a new tab; a redirect (the
 * iframe page leaves for the provider's page, which returns it to the order; inside the element, whose page is the merchant's, a new tab instead); otherwise 'Awaiting order confirmation'. The data loads once per order and again after
 * each send; a failed load is fatal. A message from the provider's page is accepted only from its origin
 * and its window, and only makes the widget ask the backend for the order's real status.
 */
import type { Order } from '../../domain/entities';
import { useProviderAuthScreen } from '../../state/ports/providerAuth';
import { Frame } from '../../ui/Frame';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useText } from '../../ui/text';

type ProviderAuthScreen = ReturnType<typeof useProviderAuthScreen>;

export function ProviderAuthView({ order }: { order: Order }) {
  const { t } = useText();
  const screen = useProviderAuthScreen(order.id);
  const { auth } = screen;
  switch (auth.shows) {
    case 'loading':
      return (
        <Frame title={t('auth.title')}>
          <Spinner label={t('frame.loading')} />
        </Frame>
      );
    case 'code':
      return <CodeForm screen={screen} kind={auth.kind} />;
    case 'frame':
      return (
        <Frame title={t('auth.title')}>
          <iframe ref={screen.frame} className="crw-auth-frame" src={auth.url} title={t('auth.frameTitle')} referrerPolicy="strict-origin" data-testid="auth-frame" />
          <p className="crw-muted">{t('auth.frameText', { id: order.id.slice(0, 8) })}</p>
        </Frame>
      );
    case 'redirect':
      // spec 1 §2 "by redirect": the iframe page goes to the provider's page, which comes back to this order.
      return (
        <Frame title={t('auth.title')}>
          <Spinner testId="auth-redirecting">
            <p>{t('auth.redirecting')}</p>
          </Spinner>
        </Frame>
      );
    case 'newTab':
      return (
        <Frame title={t('auth.title')}>
          <p>{t('auth.newTabText')}</p>
          <button type="button" className="crw-primary" part="primary-button" onClick={() => void screen.openInNewTab()}>
            {t('auth.openNewTab')}
          </button>
        </Frame>
      );
    case 'awaiting':
      return (
        <Frame title={t('auth.title')}>
          <Spinner testId="awaiting-confirmation">
            <p>{t('auth.awaiting')}</p>
          </Spinner>
        </Frame>
      );
  }
}

function CodeForm({ screen, kind }: { screen: ProviderAuthScreen; kind: 'smsCode' | 'card2fa' }) {
  const { t, say } = useText();
  const { sending } = screen;
  return (
    <Frame title={kind === 'smsCode' ? t('auth.smsTitle') : t('auth.bankTitle')}>
      <form
        className="crw-calculator"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          screen.submitCode();
        }}
      >
        <p>{kind === 'smsCode' ? t('auth.smsText') : t('auth.bankText')}</p>
        <TextField
          label={t('auth.code')}
          className="crw-code-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={screen.code}
          error={screen.codeInvalid ? t('authEmailCodeValidate.required') : say(screen.refused)}
          onChange={screen.changeCode}
        />
        <button type="submit" className="crw-primary" part="primary-button" disabled={sending} aria-busy={sending}>
          {t('auth.authorize')}
        </button>
      </form>
    </Frame>
  );
}
