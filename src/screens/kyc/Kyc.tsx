/**
 * /buy/kyc and /sell/kyc (spec 1 §2 "Full KYC", spec 2 "KYC screens"): the identity provider's widget, a
 * 'new tab' direct link, the reject labels of a customer sent back by KYC waiting's Retry, Retry after a
 * RED/RETRY review, and a refused start said by its code with Try again. The session (tokens, launches,
 * where a review leads) is the model's: `state/kyc.ts`.
 */
import { useKycScreen } from '../../state/ports/kyc';
import { Frame } from '../../ui/Frame';
import { Spinner } from '../../ui/Spinner';
import { useText } from '../../ui/text';
import { useFlow } from '../../ui/useFlow';

export default function Kyc() {
  const { t } = useText();
  const screen = useKycScreen(useFlow());
  const { state, rejectLabels: labels, directLink } = screen;
  return (
    <Frame title={t('kyc.title')}>
      <p>{t('kyc.intro')}</p>
      {state === 'loading' && <Spinner label={t('frame.loading')} />}
      {labels.length > 0 && (
        <div className="crw-alert crw-alert-warning" role="note" data-testid="kyc-reject-labels">
          <p>{t('kyc.toFix')}</p>
          <ul>
            {labels.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </div>
      )}
      {state === 'failed' && (
        <div className="crw-alert crw-alert-danger" role="alert">
          {t(screen.problem)}
          <button type="button" className="crw-secondary" onClick={screen.tryAgain}>
            {t('kyc.tryAgain')}
          </button>
        </div>
      )}
      <div ref={screen.attach} className="crw-kyc-frame" data-testid="identity-check" />
      {screen.retryVisible && (
        <button type="button" className="crw-primary" part="primary-button" onClick={screen.retry}>
          {t('kyc.retry')}
        </button>
      )}
      {directLink && (
        <a className="crw-link-button" href={directLink} target="_blank" rel="noopener noreferrer">
          {t('kyc.newTab')}
        </a>
      )}
    </Frame>
  );
}
