/** /buy/wallet_address (spec 1 §2 "Wallet address screen", §5 "Wallet address"). */
import { useRef, useState } from 'react';
import { useWalletAddressScreen } from '../../state/ports/walletAddress';
import { Frame } from '../../ui/Frame';
import { TextField } from '../../ui/TextField';
import { useText } from '../../ui/text';
import { FeeSummary } from '../parts/FeeSummary';
import { NearWalletModal } from '../parts/NearWalletModal';

export default function WalletAddress() {
  const { t } = useText();
  const screen = useWalletAddressScreen();
  const [selecting, setSelecting] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { calculator, currency, network, wallet } = screen;
  if (!calculator || !currency) return null;

  const { checking, looksLike, switchTo } = screen;
  const problemText =
    screen.problem === 'wrongNetwork' && looksLike
      ? t('addressValidate.wrongNetwork', { looksLike: t(`addressFamilies.${looksLike}`), ticker: currency.viewedTicker, network: currency.blockchainNetworkShort ?? currency.viewedTicker })
      : screen.problem
        ? t(`addressValidate.${screen.problem}`)
        : screen.serverProblem;

  return (
    <Frame title={t('walletAddress.title')} onBack={() => void screen.back()}>
      <form
        className="crw-calculator"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void screen.submit();
        }}
      >
        <TextField
          label={
            network
              ? t('walletAddress.label', { ticker: currency.viewedTicker, network })
              : t('walletAddress.labelNoNetwork', { ticker: currency.viewedTicker })
          }
          value={screen.address}
          readOnly={screen.fixed}
          disabled={screen.fixed}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('walletAddress.placeholder')}
          error={problemText}
          onBlur={screen.blur}
          onChange={screen.change}
          ref={input}
        />
        {switchTo && (
          <button
            type="button"
            className="crw-secondary"
            onClick={() => {
              screen.switchNetwork();
              // The button goes with the problem it answered: the customer is back on the address, now checked for the new network.
              input.current?.focus();
            }}
          >
            {t('walletAddress.switchNetwork', { ticker: switchTo.viewedTicker, network: switchTo.blockchainNetworkShort ?? switchTo.viewedTicker })}
          </button>
        )}
        {screen.nearOffered &&
          (wallet.account ? (
            <p className="crw-wallet-session">
              <span>{t('nearWallet.signedInAs', { account: wallet.account })}</span>
              <button type="button" className="crw-link-button" onClick={() => void wallet.signOut()}>
                {t('nearWallet.signOut')}
              </button>
            </p>
          ) : (
            <button type="button" className="crw-secondary" onClick={() => setSelecting(true)}>
              {t('nearWallet.connect')}
            </button>
          ))}
        <FeeSummary calculator={calculator} />
        <button type="submit" className="crw-primary" part="primary-button" disabled={checking} aria-busy={checking}>
          {checking ? t('walletAddress.verifying') : t('walletAddress.confirm')}
        </button>
      </form>
      {selecting && (
        <NearWalletModal
          wallet={wallet}
          onClose={() => setSelecting(false)}
          onSignedIn={(accountId) => {
            screen.change(accountId);
            setSelecting(false);
          }}
        />
      )}
    </Frame>
  );
}
