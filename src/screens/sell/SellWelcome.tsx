/**
 * /sell/welcome (spec 2 "Login": the login-authorized landing): the e-mail, log out (unless the merchant
 * gave it), and Continue: a verified customer's sell order is created and card select follows.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ROUTES } from '../../domain/routes';
import { useWidget } from '../../state/context';
import { Frame } from '../../ui/Frame';
import { LogoutButton } from '../parts/LogoutButton';
import { useContinueSell } from '../parts/useContinueSell';

export default function SellWelcome() {
  const { model, t } = useWidget();
  const [, navigate] = useLocation();
  const continueSell = useContinueSell();
  const [busy, setBusy] = useState(false);
  const user = model.user.value;
  if (!user) return null;
  return (
    <Frame title={t('sell.welcomeTitle')} onBack={() => navigate(ROUTES.sell)}>
      <p>{t('greeting.signedInAs', { email: user.email })}</p>
      <button
        type="button"
        className="crw-primary" part="primary-button"
        disabled={busy}
        aria-busy={busy}
        onClick={async () => {
          setBusy(true);
          await continueSell(user);
          setBusy(false);
        }}
      >
        {busy ? t('sell.creating') : t('sell.continue')}
      </button>
      {!model.merchant.value?.parsedPayload.email && <LogoutButton label={t('greeting.logout')} />}
    </Frame>
  );
}
