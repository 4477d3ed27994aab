/**
 * The wallet address form (spec 1 §2 "Wallet address screen", §5 "Wallet address"): validation starts
 * after the first submit attempt, then runs on change and blur; submit checks the format, then, after the
 * spec's 300 ms wait, that the address exists.
 */
import { type Signal, batch, signal } from '@preact/signals-react';
import type { Currency } from '../domain/currencies';
import {
  type WalletValidator,
  isAddressFormatValid,
  normalizeTypedAddress,
  validatorFor,
} from '../domain/walletAddress';

export type AddressProblem = 'required' | 'isNotValid' | 'notExists' | 'unknownValidator';

export type WalletAddressFormDeps = {
  currency: Currency;
  /** The address, owned by the widget (persisted, prefilled by the merchant). */
  address: Signal<string>;
  /** The merchant fixed the wallet: read-only. */
  fixed: boolean;
  checkExists: (validator: WalletValidator, address: string) => Promise<boolean>;
};

export function createWalletAddressForm({ currency, address, fixed, checkExists }: WalletAddressFormDeps) {
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

  return {
    validator,
    fixed,
    attempted,
    checking,
    problem,
    change(text: string) {
      if (fixed) return;
      batch(() => {
        address.value = validator ? normalizeTypedAddress(validator, text) : text;
        if (attempted.value) problem.value = formatProblem();
      });
    },
    blur() {
      if (attempted.value) problem.value = formatProblem();
    },
    /** True when the address is valid and exists. A check overtaken by a new edit counts for nothing. */
    async submit(): Promise<boolean> {
      batch(() => {
        attempted.value = true;
        problem.value = formatProblem();
      });
      if (problem.value || !validator || checking.value) return false;
      const checked = address.value;
      checking.value = true;
      const exists = await checkExists(validator, checked).catch(() => false);
      checking.value = false;
      if (address.value !== checked) return false;
      if (!exists) problem.value = 'notExists';
      return exists;
    },
  };
}

export type WalletAddressForm = ReturnType<typeof createWalletAddressForm>;
