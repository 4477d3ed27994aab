/**
 * /buy/kyc_waiting and /sell/kyc_waiting (spec 1 §2, spec 2 "KYC screens"): a spinner while the review
 * runs (the customer is read every 5 s; where they go when it ends is the model's, `state/kyc.ts`).
 */
import { useKycWaitingScreen } from '../../state/ports/kycWaiting';
import { Frame } from '../../ui/Frame';
import { Spinner } from '../../ui/Spinner';
import { useText } from '../../ui/text';
import { useFlow } from '../../ui/useFlow';

export default function KycWaiting() {
  const { t } = useText();
  useKycWaitingScreen(useFlow());
  return (
    <Frame title={t('kycWaiting.title')}>
      <Spinner>
        <p>{t('kycWaiting.subtitle')}</p>
      </Spinner>
    </Frame>
  );
}
