/** /buy/user_greeting, welcome back (spec 1 §2): the e-mail, log out (unless the merchant gave it), Proceed. */
import { useLocation } from 'wouter';
import { walletStepOrRoot } from '../../domain/orderCreation';
import { afterLoginDestination } from '../../domain/routing';
import { useWidget } from '../../state/context';
import { Frame } from '../../ui/Frame';
import { LogoutButton } from '../parts/LogoutButton';

export default function UserGreeting() {
  const { model, t } = useWidget();
  const [, navigate] = useLocation();
  const user = model.user.value;
  if (!user) return null;
  return (
    <Frame title={t('greeting.title')} onBack={() => navigate(walletStepOrRoot(model.merchant.value?.parsedPayload ?? null))}>
      <p>{t('greeting.signedInAs', { email: user.email })}</p>
      <button type="button" className="crw-primary" part="primary-button" onClick={() => navigate(afterLoginDestination(user))}>
        {t('greeting.proceed')}
      </button>
      {!model.merchant.value?.parsedPayload.email && <LogoutButton label={t('greeting.logout')} />}
    </Frame>
  );
}
