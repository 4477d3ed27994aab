/** /buy/user_greeting, welcome back (spec 1 §2): the e-mail, log out (unless the merchant gave it), Proceed. */
import { afterLoginDestination } from '../../domain/routing';
import { useFollow, useNavigate, useText } from '../../state/hooks/app';
import { useSession } from '../../state/hooks/session';
import { Frame } from '../../ui/Frame';
import { LogoutButton } from '../parts/LogoutButton';

export default function UserGreeting() {
  const { t } = useText();
  const navigate = useNavigate();
  const follow = useFollow();
  const { user, emailFromMerchant, walletStep } = useSession();
  if (!user) return null;
  return (
    <Frame title={t('greeting.title')} onBack={() => void follow(walletStep())}>
      <p>{t('greeting.signedInAs', { email: user.email })}</p>
      <button type="button" className="crw-primary" part="primary-button" onClick={() => navigate(afterLoginDestination(user))}>
        {t('greeting.proceed')}
      </button>
      {!emailFromMerchant && <LogoutButton label={t('greeting.logout')} />}
    </Frame>
  );
}
