/**
 * /buy/wallet_address (spec 1 §2 "Wallet address screen", §5 "Wallet address"): the address for the
 * currency bought, checked as typed and on chain, and NEAR wallets through the wallet selector.
 */
import { effect, untracked } from '@preact/signals-react';
import { isConvertible } from '../../domain/currencies';
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
  const calculator = buy.calculator.peek();
  const currency = calculator?.receive.peek() ?? null;
  /** The currency bought as it is now: the customer may switch it to their address's network. */
  const bought = derived(() => calculator?.receive.value ?? currency);
  const form = currency
    ? createWalletAddressForm({
        currency: derived(() => bought.value ?? currency),
        offered: () => {
          const pay = calculator?.pay.peek();
          if (!calculator || !pay || calculator.locks.receiveCurrency) return [];
          return calculator.receiveOptions.filter((option) => isConvertible(calculator.rates.peek(), pay.tickerWithNetwork, option.tickerWithNetwork));
        },
        used: () => widget.returning.wallets(),
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
      currency: bought,
      /** The network named in the field's label, when the currency has one. */
      network: derived(() => (bought.value ? networkForLabel(bought.value) : null)),
      address: buy.walletAddress,
      fixed: derived(() => form?.fixed ?? true),
      problem: derived(() => form?.problem.value ?? null),
      /** The network the address looks like when it is another's (issue 45). */
      looksLike: derived(() => form?.looksLike.value ?? null),
      /** The same coin on that network, to switch to in one tap. */
      switchTo: derived(() => form?.switchTo.value ?? null),
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
      /** Buys the same coin on the network the address is of; the address is checked again for it. */
      switchNetwork() {
        const target = form?.switchTo.peek();
        if (!target || !calculator) return;
        calculator.changeReceiveCurrency(target);
        form?.recheck();
      },
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
