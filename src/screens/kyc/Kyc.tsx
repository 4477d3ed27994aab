/**
 * /buy/kyc and /sell/kyc (spec 1 §2 "Full KYC", spec 2 "KYC screens"): the identity provider's widget, a
 * 'new tab' direct link, the reject labels of a customer sent back by KYC waiting's Retry, Retry after a
 * RED/RETRY review, and a refused start said by its code with Try again. The session (tokens, launches,
 * where a review leads) is the model's: `state/kyc.ts`.
 */
import { useText } from '../../state/hooks/app';
import { useKyc } from '../../state/hooks/kyc';
import { Frame } from '../../ui/Frame';
import { Spinner } from '../../ui/Spinner';
import { useFlow } from '../../ui/useFlow';

export default function Kyc() {
  const { t } = useText();
  const { kyc, container } = useKyc(useFlow());
  const state = kyc.state.value;
  const labels = kyc.rejectLabels();
  const directLink = kyc.directLink.value;
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
          {t(kyc.problem.value)}
          <button type="button" className="crw-secondary" onClick={kyc.tryAgain}>
            {t('kyc.tryAgain')}
          </button>
        </div>
      )}
      <div ref={container} className="crw-kyc-frame" data-testid="identity-check" />
      {kyc.retryVisible.value && (
        <button type="button" className="crw-primary" part="primary-button" onClick={kyc.retry}>
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
