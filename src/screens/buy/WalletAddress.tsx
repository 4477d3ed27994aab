/** /buy/wallet_address (spec 1 §2 "Wallet address screen", §5 "Wallet address"). */
import { useState } from 'react';
import { networkForLabel, onNearMainNetwork } from '../../domain/walletAddress';
import { useFollow, useText } from '../../state/hooks/app';
import { useBuy } from '../../state/hooks/buy';
import { useNearWallet, useWalletAddressForm } from '../../state/hooks/forms';
import { Frame } from '../../ui/Frame';
import { TextField } from '../../ui/TextField';
import { FeeSummary } from '../parts/FeeSummary';
import { NearWalletModal } from '../parts/NearWalletModal';

export default function WalletAddress() {
  const { t } = useText();
  const follow = useFollow();
  const { calculator, walletAddress, creationFailure, backToCalculator } = useBuy();
  const wallet = useWalletAddressForm();
  const near = useNearWallet(wallet !== null && onNearMainNetwork(wallet.currency) && !wallet.form.fixed);
  const [selecting, setSelecting] = useState(false);
  if (!calculator || !wallet) return null;
  const { form, currency } = wallet;

  const network = networkForLabel(currency);
  // spec 1 §8: a creation validation_error on toWallet comes back here, shown on the field.
  const serverProblem = creationFailure?.kind === 'validation' && creationFailure.field === 'toWallet' ? creationFailure.message : null;
  const problemText = form.problem.value ? t(`addressValidate.${form.problem.value}`) : serverProblem;
  const checking = form.checking.value;

  return (
    <Frame title={t('walletAddress.title')} onBack={() => void follow(backToCalculator())}>
      <form
        className="crw-calculator"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          await follow(form.submit());
        }}
      >
        <TextField
          label={
            network
              ? t('walletAddress.label', { ticker: currency.viewedTicker, network })
              : t('walletAddress.labelNoNetwork', { ticker: currency.viewedTicker })
          }
          value={walletAddress}
          readOnly={form.fixed}
          disabled={form.fixed}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('walletAddress.placeholder')}
          error={problemText}
          onBlur={() => form.blur()}
          onChange={form.change}
        />
        {near.offered &&
          (near.wallet.account.value ? (
            <p className="crw-wallet-session">
              <span>{t('nearWallet.signedInAs', { account: near.wallet.account.value })}</span>
              <button type="button" className="crw-link-button" onClick={() => void near.wallet.signOut()}>
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
          wallet={near.wallet}
          onClose={() => setSelecting(false)}
          onSignedIn={(accountId) => {
            form.change(accountId);
            setSelecting(false);
          }}
        />
      )}
    </Frame>
  );
}
