/** /buy/user_info (spec 1 §2 "User info"): e-mail, address with edit, fee details, then the order. */
import { useUserInfoScreen } from '../../state/ports/userInfo';
import { Frame } from '../../ui/Frame';
import { useText } from '../../ui/text';
import { CreationFailureMessage } from '../parts/CreationFailureMessage';
import { FeeSummary } from '../parts/FeeSummary';

export default function UserInfo() {
  const { t } = useText();
  const screen = useUserInfoScreen();
  const { user, calculator, creating } = screen;
  // spec 1 §2: "Missing user fails with 'User cannot be empty'."
  if (!user) return <p role="alert">{t('userInfo.userEmpty')}</p>;
  const addressLines = [user.address, [user.postalCode, user.city].filter(Boolean).join(' '), user.state, user.country?.name].filter(Boolean);
  return (
    <Frame title={t('userInfo.title')} onBack={() => void screen.back()}>
      <section className="crw-box" aria-label={t('userInfo.email')}>
        <h2>{t('userInfo.email')}</h2>
        <p>{user.email}</p>
      </section>
      <section className="crw-box" aria-label={t('userInfo.address')} data-testid="address-box">
        <div className="crw-box-header">
          <h2>{t('userInfo.address')}</h2>
          <button type="button" className="crw-link-button" onClick={() => void screen.editAddress()}>
            {t('userInfo.edit')}
          </button>
        </div>
        {addressLines.length > 0 ? addressLines.map((line) => <p key={line}>{line}</p>) : <p className="crw-muted">{t('userInfo.noAddress')}</p>}
        {user.phone && <p>{user.phone}</p>}
        <p className="crw-muted">{t('userInfo.moved')}</p>
      </section>
      {calculator && (
        <details className="crw-box">
          <summary>{t('userInfo.feeDetails')}</summary>
          <FeeSummary calculator={calculator} />
        </details>
      )}
      <CreationFailureMessage failure={screen.creationFailure} />
      <button
        type="button"
        className="crw-primary" part="primary-button"
        disabled={creating}
        aria-busy={creating}
        onClick={() => void screen.createOrder()}
      >
        {creating ? t('lightKyc.creating') : t('userInfo.confirm')}
      </button>
    </Frame>
  );
}
