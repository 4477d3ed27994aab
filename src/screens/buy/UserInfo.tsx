/** /buy/user_info (spec 1 §2 "User info"): e-mail, address with edit, fee details, then the order. */
import { ROUTES } from '../../domain/routes';
import { useFollow, useNavigate, useText } from '../../state/hooks/app';
import { useBuy } from '../../state/hooks/buy';
import { useUser } from '../../state/hooks/session';
import { Frame } from '../../ui/Frame';
import { CreationFailureMessage } from '../parts/CreationFailureMessage';
import { FeeSummary } from '../parts/FeeSummary';

export default function UserInfo() {
  const { t } = useText();
  const navigate = useNavigate();
  const follow = useFollow();
  const user = useUser();
  const { calculator, creating, creationFailure, createOrder, walletStep } = useBuy();
  // spec 1 §2: "Missing user fails with 'User cannot be empty'."
  if (!user) return <p role="alert">{t('userInfo.userEmpty')}</p>;
  const addressLines = [user.address, [user.postalCode, user.city].filter(Boolean).join(' '), user.state, user.country?.name].filter(Boolean);
  return (
    <Frame title={t('userInfo.title')} onBack={() => void follow(walletStep())}>
      <section className="crw-box" aria-label={t('userInfo.email')}>
        <h2>{t('userInfo.email')}</h2>
        <p>{user.email}</p>
      </section>
      <section className="crw-box" aria-label={t('userInfo.address')} data-testid="address-box">
        <div className="crw-box-header">
          <h2>{t('userInfo.address')}</h2>
          <button type="button" className="crw-link-button" onClick={() => navigate(ROUTES.billingAddressEdit)}>
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
      <CreationFailureMessage failure={creationFailure} />
      <button
        type="button"
        className="crw-primary" part="primary-button"
        disabled={creating}
        aria-busy={creating}
        onClick={() => void follow(createOrder())}
      >
        {creating ? t('lightKyc.creating') : t('userInfo.confirm')}
      </button>
    </Frame>
  );
}
