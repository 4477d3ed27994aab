/** /buy/wallet_address: a stand-in until the wallet address issue builds the real screen. */
import { useLocation } from 'wouter';
import { useWidget } from '../../ui/context';
import { FeeSummary } from '../../ui/FeeSummary';
import { Frame } from '../../ui/Frame';

export default function WalletAddress() {
  const { model, t } = useWidget();
  const [, navigate] = useLocation();
  const calculator = model.calculator.value;
  const back = () => {
    model.setProceeded(false);
    navigate('/');
  };
  return (
    <Frame title={t('walletAddress.title')} onBack={back}>
      <p>{t('walletAddress.comingSoon', { ticker: calculator?.receive.value?.viewedTicker ?? '' })}</p>
      {calculator && <FeeSummary calculator={calculator} />}
      <button type="button" className="crw-secondary" onClick={back}>
        {t('walletAddress.back')}
      </button>
    </Frame>
  );
}
