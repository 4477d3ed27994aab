/** /banned_user (spec 1 §2 "Banned user"): title, description, reasons, support contact. */
import { banReasons } from '../../domain/routing';
import { useText } from '../../state/hooks/app';
import { useUser } from '../../state/hooks/session';
import { Frame } from '../../ui/Frame';
import { SUPPORT_EMAIL } from '../../ui/links';

export default function BannedUser() {
  const { t } = useText();
  const user = useUser();
  return (
    <Frame title={t('banned.title')}>
      {user ? (
        <div className="crw-error-page">
          <p>{t('banned.description')}</p>
          <ul data-testid="ban-reasons">
            {banReasons(user).map((reason) => (
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
