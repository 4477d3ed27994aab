/**
 * A holding screen for the steps after login that are still being built (light KYC, KYC, KYC problems,
 * banned user, user info): the customer is signed in and nothing is lost; they can log out.
 */
import { useWidget } from '../../ui/context';
import { Frame } from '../../ui/Frame';
import { LogoutButton } from './UserGreeting';

export default function PendingStep() {
  const { model, t } = useWidget();
  return (
    <Frame title={t('pendingStep.title')}>
      <p data-testid="pending-step">{t('pendingStep.text')}</p>
      <p className="crw-muted">{model.user.value?.email}</p>
      {!model.merchant.value?.parsedPayload.email && <LogoutButton label={t('pendingStep.logout')} />}
    </Frame>
  );
}
