/** /kyc_problems (spec 1 §2, spec 2 §2): the issue, a support e-mail link and Logout. */
import { LogoutButton } from '../parts/LogoutButton';
import { useText } from '../../state/hooks/app';
import { Frame } from '../../ui/Frame';
import { SUPPORT_EMAIL } from '../../ui/links';

export default function KycProblems() {
  const { t } = useText();
  return (
    <Frame title={t('kycProblems.title')}>
      <div className="crw-error-page">
        <p>{t('kycProblems.text')}</p>
        <p>
          {t('kycProblems.contact')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
      </div>
      <LogoutButton label={t('greeting.logout')} />
    </Frame>
  );
}
