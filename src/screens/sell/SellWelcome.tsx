/**
 * /sell/welcome (spec 2 "Login": the login-authorized landing): the e-mail, log out (unless the merchant
 * gave it), and Continue: a verified customer's sell order is created and card select follows.
 */
import { useSellWelcomeScreen } from '../../state/ports/sellWelcome';
import { Frame } from '../../ui/Frame';
import { useText } from '../../ui/text';
import { LogoutButton } from '../parts/LogoutButton';

export default function SellWelcome() {
  const { t } = useText();
  const screen = useSellWelcomeScreen();
  const { email, emailFromMerchant, continuing } = screen;
  if (email === null) return null;
  return (
    <Frame title={t('sell.welcomeTitle')} onBack={() => void screen.back()}>
      <p>{t('greeting.signedInAs', { email })}</p>
      <button
        type="button"
        className="crw-primary"
        part="primary-button"
        disabled={continuing}
        aria-busy={continuing}
        onClick={() => void screen.continueSelling()}
      >
        {continuing ? t('sell.creating') : t('sell.continue')}
      </button>
      {!emailFromMerchant && <LogoutButton label={t('greeting.logout')} onLogout={() => void screen.logout()} />}
    </Frame>
  );
}
