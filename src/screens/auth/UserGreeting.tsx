/** /buy/user_greeting, welcome back (spec 1 §2): the e-mail, log out (unless the merchant gave it), Proceed. */
import { useUserGreetingScreen } from '../../state/ports/userGreeting';
import { Frame } from '../../ui/Frame';
import { useText } from '../../ui/text';
import { LogoutButton } from '../parts/LogoutButton';

export default function UserGreeting() {
  const { t } = useText();
  const screen = useUserGreetingScreen();
  const { email, emailFromMerchant } = screen;
  if (email === null) return null;
  return (
    <Frame title={t('greeting.title')} onBack={() => void screen.back()}>
      <p>{t('greeting.signedInAs', { email })}</p>
      <button type="button" className="crw-primary" part="primary-button" onClick={() => void screen.proceed()}>
        {t('greeting.proceed')}
      </button>
      {!emailFromMerchant && <LogoutButton label={t('greeting.logout')} onLogout={() => void screen.logout()} />}
    </Frame>
  );
}
