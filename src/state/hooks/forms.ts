/**
 * The forms of the buy steps after the calculator (their code loads with those steps): the wallet step
 * (with the NEAR wallet selector), light KYC, the billing address, and the country and state lists their
 * fields choose from.
 */
import { useEffect, useState } from 'react';
import type { Country, State } from '../../domain/entities';
import { createBillingAddressForm } from '../billingAddressForm';
import { createAccountResources } from '../../api/accountResources';
import { useComposed } from '../context';
import { createLightKycForm } from '../lightKycForm';
import { createNearWalletModel } from '../nearWallet';
import { checkAddressExists, createWalletAddressForm } from '../walletAddressForm';
import { destinationAfterWallet } from '../../domain/routing';

export type { NearWalletModel } from '../nearWallet';
export type { Field } from '../field';

/**
 * Whether this build offers the NEAR wallet selector (esbuild's define: the split builds load it on demand;
 * the one-file IIFE build, downloaded whole, leaves it out and its customers type the address).
 */
declare const __CRW_NEAR_WALLETS__: boolean;

/** The wallet step's form for the currency bought (null before start-up set the calculator up). */
export function useWalletAddressForm() {
  const { buy, later, deps } = useComposed();
  const currency = buy.calculator.value?.receive.value ?? null;
  // A returning customer's last address for this currency fills an empty field.
  useEffect(() => buy.openWalletStep(), [buy]);
  const [form] = useState(() =>
    currency
      ? createWalletAddressForm({
          currency,
          address: buy.walletAddress,
          setAddress: (text) => {
            later.order.peek()?.clearFailure();
            buy.changeWalletAddress(text);
          },
          fixed: buy.walletFixed(),
          checkExists: (validator, address) => checkAddressExists(deps.nearRpcUrl, validator, address),
          next: () => destinationAfterWallet(deps.user.peek()),
          report: deps.report,
        })
      : null,
  );
  return form && currency ? { form, currency } : null;
}

/** NEAR wallets through the wallet selector, loaded only when `wanted` (a NEAR purchase the merchant left open). */
export function useNearWallet(wanted: boolean) {
  const { deps, buy } = useComposed();
  const offered = __CRW_NEAR_WALLETS__ && wanted;
  const [wallet] = useState(() =>
    createNearWalletModel(
      () =>
        __CRW_NEAR_WALLETS__
          ? import('../../integrations/nearWalletSelector').then(({ loadWalletModules }) =>
              loadWalletModules({ environment: deps.environment, nodeUrl: deps.nearRpcUrl, storage: deps.local }),
            )
          : Promise.resolve([]),
      deps.report,
    ),
  );
  useEffect(() => {
    if (offered) void wallet.load();
  }, [wallet, offered]);
  // An address changed to another account signs the wallet out (spec 1 §2).
  const address = buy.walletAddress.value;
  useEffect(() => wallet.addressChanged(address), [wallet, address]);
  useEffect(() => () => wallet.dispose(), [wallet]);
  return { wallet, offered: offered && wallet.modules.value.length > 0 };
}

/** Light KYC's form (null without a signed-in customer), its draft kept until it is sent. */
export function useLightKycForm() {
  const { deps, startup, buy } = useComposed();
  const [form] = useState(() => {
    const user = deps.user.peek();
    const country = startup.country.peek();
    return user
      ? createLightKycForm({
          user,
          defaultCountry: country.available ? country.isoAlpha2 : '',
          session: deps.drafts,
          api: createAccountResources(deps.client),
          onUserSaved: (saved) => deps.setUser(saved),
          createOrder: async () => {
            const next = await buy.createOrder();
            return 'go' in next ? next.go : null;
          },
        })
      : null;
  });
  useEffect(() => () => form?.dispose(), [form]);
  return form;
}

/** The billing address edit's form (null without a signed-in customer). */
export function useBillingAddressForm() {
  const { deps } = useComposed();
  const [form] = useState(() => {
    const user = deps.user.peek();
    return user ? createBillingAddressForm({ user, api: createAccountResources(deps.client), session: deps.drafts, countries: deps.countries, onSaved: (saved) => deps.setUser(saved) }) : null;
  });
  useEffect(() => () => form?.dispose(), [form]);
  return form;
}

/** The countries a customer can live in, loaded (once per widget) when the first screen that needs them opens. */
export function useCountries(): readonly Country[] {
  const { reference } = useComposed();
  useEffect(() => reference.loadCountries(), [reference]);
  return reference.availableCountries.value;
}

/** A country's states, from its own call (loaded when `shown`); the country list's copy serves until it arrives. */
export function useStates(code: string, shown: boolean, countries: readonly Country[]): readonly State[] {
  const { reference } = useComposed();
  useEffect(() => {
    if (shown && code) reference.loadStates(code);
  }, [reference, code, shown]);
  return reference.states.value[code] ?? countries.find((c) => c.isoAlpha2 === code)?.states ?? [];
}
