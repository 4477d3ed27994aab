/**
 * /buy/wallet_address (spec 1 §2 "Wallet address screen", §5 "Wallet address"): the address for the
 * currency bought, checked as typed and on chain, and NEAR wallets through the wallet selector.
 */
import { effect, untracked } from '@preact/signals-react';
import { networkForLabel, onNearMainNetwork } from '../../domain/walletAddress';
import { destinationAfterWallet } from '../../domain/routing';
import type { Widget } from '../compose';
import { type NearWalletModel, createNearWalletModel } from '../nearWallet';
import { STAY } from '../navigation';
import { type Shown, useScreen } from '../screen';
import { derived } from '../view';
import { checkAddressExists, createWalletAddressForm } from '../walletAddressForm';
import { closeAll, creationFailure } from './kit/laterSteps';

/**
 * Whether this build offers the NEAR wallet selector (esbuild's define: the split builds load it on demand;
 * the one-file IIFE build, downloaded whole, leaves it out and its customers type the address).
 */
declare const __CRW_NEAR_WALLETS__: boolean;

function walletAddressPort(widget: Widget) {
  const { buy, later } = widget;
  const currency = buy.calculator.peek()?.receive.peek() ?? null;
  const form = currency
    ? createWalletAddressForm({
        currency,
        address: buy.walletAddress,
        setAddress: (text) => {
          later.order.peek()?.clearFailure();
          buy.changeWalletAddress(text);
        },
        fixed: buy.walletFixed(),
        checkExists: (validator, address) => checkAddressExists(widget.settings.nearRpcUrl, validator, address),
        next: () => destinationAfterWallet(widget.session.user.peek()),
        report: widget.report,
      })
    : null;
  // NEAR wallets: for a NEAR purchase on the main network the merchant left open.
  const nearWanted = __CRW_NEAR_WALLETS__ && currency !== null && onNearMainNetwork(currency) && form?.fixed === false;
  const wallet = createNearWalletModel(
    () =>
      __CRW_NEAR_WALLETS__
        ? import('../../integrations/nearWalletSelector').then(({ loadWalletModules }) =>
            loadWalletModules({ environment: widget.settings.environment, nodeUrl: widget.settings.nearRpcUrl, storage: widget.storage.local }),
          )
        : Promise.resolve([]),
    widget.report,
  );
  const failed = creationFailure(widget);
  return {
    views: {
      calculator: buy.calculator,
      currency: derived(() => currency),
      /** The network named in the field's label, when the currency has one. */
      network: derived(() => (currency ? networkForLabel(currency) : null)),
      address: buy.walletAddress,
      fixed: derived(() => form?.fixed ?? true),
      problem: derived(() => form?.problem.value ?? null),
      checking: derived(() => form?.checking.value ?? false),
      /** spec 1 §8: a creation validation_error on toWallet comes back here, shown on the field. */
      serverProblem: derived(() => {
        const failure = failed.value;
        return failure?.kind === 'validation' && failure.field === 'toWallet' ? failure.message : null;
      }),
      nearOffered: derived(() => nearWanted && wallet.modules.value.length > 0),
      wallet,
    },
    does: {
      change: (text: string) => form?.change(text),
      blur: () => form?.blur(),
    },
    moves: {
      submit: () => form?.submit() ?? STAY,
      back: buy.backToCalculator,
    },
    open() {
      // A returning customer's last address for this currency fills an empty field.
      buy.openWalletStep();
      if (nearWanted) void wallet.load();
      return closeAll(
        () => wallet.dispose(),
        // An address changed to another account signs the wallet out (spec 1 §2); only the address is followed.
        effect(() => {
          const address = buy.walletAddress.value;
          untracked(() => wallet.addressChanged(address));
        }),
      );
    },
  };
}

/** The NEAR wallet selector's model, as the wallet step's modal has it. */
export type NearWalletOnScreen = Shown<NearWalletModel>;

export const useWalletAddressScreen = () => useScreen(walletAddressPort);
