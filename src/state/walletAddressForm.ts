/**
 * The wallet address form (spec 1 §2 "Wallet address screen", §5 "Wallet address"): validation starts
 * after the first submit attempt, then runs on change and blur; submit checks the format, then, after the
 * spec's 300 ms wait, that the address exists.
 */
import { batch, signal } from '@preact/signals-react';
import { ADDRESS_EXISTENCE_WAIT_MS } from '../domain/constants';
import type { Currency } from '../domain/currencies';
import {
  type WalletValidator,
  isAddressFormatValid,
  nearAddressAccepted,
  normalizeTypedAddress,
  validatorFor,
} from '../domain/walletAddress';
import { nearAccountExists } from '../integrations/nearAddress';
import { type Next, STAY, go } from './navigation';
import type { Route } from '../domain/routes';
import { view, type View, exposed } from './view';

/** spec 1 §5: after a 300 ms wait, NEAR addresses are looked up on chain; other networks pass. */
export async function checkAddressExists(nearRpcUrl: string, validator: WalletValidator, address: string): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, ADDRESS_EXISTENCE_WAIT_MS));
  if (validator !== 'near') return true;
  return nearAddressAccepted(await nearAccountExists(nearRpcUrl, address), address);
}

export type AddressProblem = 'required' | 'isNotValid' | 'notExists' | 'unreachable' | 'unknownValidator';

export type WalletAddressFormDeps = {
  currency: Currency;
  /** The address, owned by the widget (persisted, prefilled by the merchant). */
  address: View<string>;
  setAddress: (text: string) => void;
  /** The merchant fixed the wallet: read-only. */
  fixed: boolean;
  /** Whether the address exists; throws when that cannot be known (the network is unreachable). */
  checkExists: (validator: WalletValidator, address: string) => Promise<boolean>;
  /** Where a valid address goes on (by the customer's KYC: spec 1 §2). */
  next: () => Route;
  report: (error: unknown) => void;
};

export function createWalletAddressForm({ currency, address, setAddress, fixed, checkExists, next, report }: WalletAddressFormDeps) {
  let validator: WalletValidator | null = null;
  try {
    validator = validatorFor(currency);
  } catch {
    validator = null;
  }
  const attempted = signal(false);
  const checking = signal(false);
  const problem = signal<AddressProblem | null>(null);

  function formatProblem(): AddressProblem | null {
    if (!validator) return 'unknownValidator';
    if (address.value === '') return 'required';
    return isAddressFormatValid(validator, address.value) ? null : 'isNotValid';
  }

  return exposed({
    validator,
    fixed,
    attempted: view(attempted),
    checking: view(checking),
    problem: view(problem),
    change(text: string) {
      if (fixed) return;
      batch(() => {
        setAddress(validator ? normalizeTypedAddress(validator, text) : text);
        if (attempted.value) problem.value = formatProblem();
      });
    },
    blur() {
      if (attempted.value) problem.value = formatProblem();
    },
    /** On when the address is valid and exists; a check overtaken by a new edit counts for nothing. */
    async submit(): Promise<Next> {
      batch(() => {
        attempted.value = true;
        problem.value = formatProblem();
      });
      if (problem.value || !validator || checking.value) return STAY;
      const checked = address.value;
      checking.value = true;
      const exists = await checkExists(validator, checked).then(
        (found): boolean | 'unreachable' => found,
        (error: unknown) => {
          // Not an answer about the address: the customer is told the check failed, never that it does not exist.
          report(error);
          return 'unreachable' as const;
        },
      );
      checking.value = false;
      if (address.value !== checked) return STAY;
      if (exists === true) return go(next());
      problem.value = exists === 'unreachable' ? 'unreachable' : 'notExists';
      return STAY;
    },
  });
}
