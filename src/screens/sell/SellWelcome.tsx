/**
 * /sell/welcome (spec 2 "Login": the login-authorized landing): the e-mail, log out (unless the merchant
 * gave it), and Continue: a verified customer's sell order is created and card select follows.
 */
import { useState } from 'react';
import { ROUTES } from '../../domain/routes';
import { useFollow, useNavigate, useText } from '../../state/hooks/app';
import { useSession } from '../../state/hooks/session';
import { Frame } from '../../ui/Frame';
import { LogoutButton } from '../parts/LogoutButton';

export default function SellWelcome() {
  const { t } = useText();
  const navigate = useNavigate();
  const follow = useFollow();
  const { user, emailFromMerchant, continueSelling } = useSession();
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  return (
    <Frame title={t('sell.welcomeTitle')} onBack={() => navigate(ROUTES.sell)}>
      <p>{t('greeting.signedInAs', { email: user.email })}</p>
      <button
        type="button"
        className="crw-primary"
        part="primary-button"
        disabled={busy}
        aria-busy={busy}
        onClick={async () => {
          setBusy(true);
          await follow(continueSelling(user));
          setBusy(false);
        }}
      >
        {busy ? t('sell.creating') : t('sell.continue')}
      </button>
      {!emailFromMerchant && <LogoutButton label={t('greeting.logout')} />}
    </Frame>
  );
}
