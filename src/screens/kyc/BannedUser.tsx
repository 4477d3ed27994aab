/** /banned_user (spec 1 §2 "Banned user"): title, description, reasons, support contact. */
import { useBannedUserScreen } from '../../state/ports/bannedUser';
import { Frame } from '../../ui/Frame';
import { SUPPORT_EMAIL } from '../../ui/links';
import { useText } from '../../ui/text';

export default function BannedUser() {
  const { t } = useText();
  const { reasons } = useBannedUserScreen();
  return (
    <Frame title={t('banned.title')}>
      {reasons ? (
        <div className="crw-error-page">
          <p>{t('banned.description')}</p>
          <ul data-testid="ban-reasons">
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <p>
            {t('banned.contact')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
        </div>
      ) : (
        // spec 1 §2: "Without a user it fails with 'User is empty'."
        <p role="alert">{t('banned.userEmpty')}</p>
      )}
    </Frame>
  );
}
