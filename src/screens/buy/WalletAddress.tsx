/** /buy/wallet_address (spec 1 §2 "Wallet address screen", §5 "Wallet address"). */
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { ROUTES } from '../../domain/routes';
import { destinationAfterWallet } from '../../domain/routing';
import { networkForLabel } from '../../domain/walletAddress';
import { createNearWalletModel } from '../../state/nearWallet';
import { checkAddressExists, createWalletAddressForm } from '../../state/walletAddressForm';
import { NearWalletModal } from '../parts/NearWalletModal';
import { useWidget } from '../../state/context';
import { FeeSummary } from '../parts/FeeSummary';
import { Frame } from '../../ui/Frame';
import { TextField } from '../../ui/TextField';

/**
 * Whether this build offers the NEAR wallet selector (esbuild's define: the split builds load it on demand;
 * the one-file IIFE build, downloaded whole, leaves it out and its customers type the address). Read here
 * as the define itself, so the IIFE build drops the selector's code entirely.
 */
declare const __CRW_NEAR_WALLETS__: boolean;

export default function WalletAddress() {
  const { model, t } = useWidget();
  const [, navigate] = useLocation();
  const calculator = model.calculator.value;
  const currency = calculator?.receive.value;
  const [form] = useState(() =>
    currency
      ? createWalletAddressForm({
          currency,
          address: model.walletAddress,
          fixed: Boolean(model.merchant.value?.parsedPayload.toWallet),
          checkExists: (validator, address) => checkAddressExists(model.config.nearRpcUrl, validator, address),
        })
      : null,
  );
  // NEAR wallets through the wallet selector, loaded only for a NEAR purchase the merchant left open.
  const [wallet] = useState(() =>
    createNearWalletModel(() =>
      __CRW_NEAR_WALLETS__
        ? import('../../integrations/nearWalletSelector').then(({ loadWalletModules }) =>
            loadWalletModules({ environment: model.config.environment, nodeUrl: model.config.nearRpcUrl, storage: model.config.local }),
          )
        : Promise.resolve([]),
      model.reportError,
    ),
  );
  const wantsWallet = __CRW_NEAR_WALLETS__ && currency?.blockchainNetwork === 'NEAR' && form !== null && !form.fixed;
  useEffect(() => {
    if (wantsWallet) void wallet.load();
  }, [wallet, wantsWallet]);
  const [selecting, setSelecting] = useState(false);
  useEffect(() => () => wallet.dispose(), [wallet]);
  if (!calculator || !currency || !form) return null;
  const offersWallet = wantsWallet && wallet.modules.value.length > 0;

  const back = () => {
    model.setProceeded(false);
    navigate(ROUTES.root);
  };
  const network = networkForLabel(currency);
  // spec 1 §8: a creation validation_error on toWallet comes back here, shown on the field.
  const failure = model.order.value?.failure.value;
  const serverProblem = failure?.kind === 'validation' && failure.field === 'toWallet' ? failure.message : null;
  const problemText = form.problem.value ? t(`addressValidate.${form.problem.value}`) : serverProblem;
  const checking = form.checking.value;

  return (
    <Frame title={t('walletAddress.title')} onBack={back}>
      <form
        className="crw-calculator"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (await form.submit()) navigate(destinationAfterWallet(model.user.value));
        }}
      >
        <TextField
          label={
            network
              ? t('walletAddress.label', { ticker: currency.viewedTicker, network })
              : t('walletAddress.labelNoNetwork', { ticker: currency.viewedTicker })
          }
          value={model.walletAddress.value}
          readOnly={form.fixed}
          disabled={form.fixed}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('walletAddress.placeholder')}
          error={problemText}
          onBlur={() => form.blur()}
          onChange={(text) => {
            model.order.value?.clearFailure();
            form.change(text);
            wallet.addressChanged(model.walletAddress.value);
          }}
        />
        {offersWallet &&
          (wallet.account.value ? (
            <p className="crw-wallet-session">
              <span>{t('nearWallet.signedInAs', { account: wallet.account.value })}</span>
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
            form.change(accountId);
            setSelecting(false);
          }}
        />
      )}
    </Frame>
  );
}
