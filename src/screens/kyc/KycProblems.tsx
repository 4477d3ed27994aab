/** /kyc_problems (spec 1 §2, spec 2 §2): the issue, a support e-mail link and Logout. */
import { useKycProblemsScreen } from '../../state/ports/kycProblems';
import { Frame } from '../../ui/Frame';
import { SUPPORT_EMAIL } from '../../ui/links';
import { useText } from '../../ui/text';
import { LogoutButton } from '../parts/LogoutButton';

export default function KycProblems() {
  const { t } = useText();
  const screen = useKycProblemsScreen();
  return (
    <Frame title={t('kycProblems.title')}>
      <div className="crw-error-page">
        <p>{t('kycProblems.text')}</p>
        <p>
          {t('kycProblems.contact')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
      </div>
      <LogoutButton label={t('greeting.logout')} onLogout={() => void screen.logout()} />
    </Frame>
  );
}
