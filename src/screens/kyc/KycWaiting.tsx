/**
 * /buy/kyc_waiting and /sell/kyc_waiting (spec 1 §2, spec 2 "KYC screens"): a spinner while the review
 * runs (the customer is read every 5 s; where they go when it ends is the model's, `state/kyc.ts`).
 */
import { useText } from '../../state/hooks/app';
import { useKycWaiting } from '../../state/hooks/kyc';
import { Frame } from '../../ui/Frame';
import { Spinner } from '../../ui/Spinner';
import { useFlow } from '../../ui/useFlow';

export default function KycWaiting() {
  const { t } = useText();
  useKycWaiting(useFlow());
  return (
    <Frame title={t('kycWaiting.title')}>
      <Spinner>
        <p>{t('kycWaiting.subtitle')}</p>
      </Spinner>
    </Frame>
  );
}
