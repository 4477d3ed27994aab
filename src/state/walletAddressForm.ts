/**
 * The wallet address form (spec 1 §2 "Wallet address screen", §5 "Wallet address"): validation starts
 * after the first submit attempt, then runs on change and blur; submit checks the format, then, after the
 * spec's 300 ms wait, that the address exists. Ours (issue 45, `domain/addressSafety.ts`): an address of
 * another network is refused naming it (with the same coin on that network to switch to, where offered),
 * an EVM address with a wrong checksum is refused, and a look-alike of an address the customer used
 * before stops the first Confirm with a warning (the second goes on).
 */
import { batch, signal } from '@preact/signals-react';
import { type AddressFamily, addressVerdict, lookAlikeOf, switchTarget } from '../domain/addressSafety';
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
import { derived, view, type View, exposed } from './view';

/** spec 1 §5: after a 300 ms wait, NEAR addresses are looked up on chain; other networks pass. */
export async function checkAddressExists(nearRpcUrl: string, validator: WalletValidator, address: string): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, ADDRESS_EXISTENCE_WAIT_MS));
  if (validator !== 'near') return true;
  return nearAddressAccepted(await nearAccountExists(nearRpcUrl, address), address);
}

export type AddressProblem = 'required' | 'isNotValid' | 'notExists' | 'unreachable' | 'unknownValidator' | 'wrongNetwork' | 'checksum' | 'lookAlike';

export type WalletAddressFormDeps = {
  /** The currency bought (it changes when the customer switches to the network their address is of). */
  currency: View<Currency>;
  /** The currencies the customer may buy instead (the calculator's receive options, none when locked). */
  offered: () => readonly Currency[];
  /** The addresses this customer used before on this device (a returning customer's memory). */
  used: () => readonly string[];
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

/** The validator of a currency; null for a network we have none for. */
function validatorOrNull(currency: Currency): WalletValidator | null {
  try {
    return validatorFor(currency);
  } catch {
    return null;
  }
}

export function createWalletAddressForm({ currency, offered, used, address, setAddress, fixed, checkExists, next, report }: WalletAddressFormDeps) {
  const validatorNow = () => validatorOrNull(currency.peek());
  const attempted = signal(false);
  const checking = signal(false);
  const problem = signal<AddressProblem | null>(null);
  /** The text as the customer typed it (a NEAR address is lowercased as typed: its network is told by this). */
  let typed: string | null = null;
  /** The look-alike address the customer was warned of and went on with. */
  let warnedOf: string | null = null;
  const asTyped = () => {
    const validator = validatorNow();
    return typed !== null && validator && normalizeTypedAddress(validator, typed) === address.peek() ? typed : address.peek();
  };
  /** The network the address looks like when it is another's than the currency's. */
  const looksLike = signal<AddressFamily | null>(null);

  function formatProblem(): AddressProblem | null {
    const validator = validatorNow();
    looksLike.value = null;
    if (!validator) return 'unknownValidator';
    if (address.peek() === '') return 'required';
    const verdict = addressVerdict(validator, asTyped());
    if (verdict?.kind === 'wrongNetwork') {
      looksLike.value = verdict.looksLike;
      return 'wrongNetwork';
    }
    if (!isAddressFormatValid(validator, address.peek())) return 'isNotValid';
    return verdict?.kind === 'checksum' ? 'checksum' : null;
  }

  return exposed({
    fixed,
    attempted: view(attempted),
    checking: view(checking),
    problem: view(problem),
    /** The network the address looks like, when it is another's. */
    looksLike: view(looksLike),
    /** The same coin on the network the address looks like, to switch to in one tap (when offered). */
    switchTo: derived(() => {
      const family = looksLike.value;
      return family ? switchTarget(currency.value, family, offered(), validatorOrNull) : null;
    }),
    change(text: string) {
      if (fixed) return;
      const validator = validatorNow();
      typed = text;
      batch(() => {
        setAddress(validator ? normalizeTypedAddress(validator, text) : text);
        if (attempted.value) problem.value = formatProblem();
      });
    },
    /** The currency switched to the address's network: the address is checked again for it. */
    recheck() {
      if (attempted.peek()) problem.value = formatProblem();
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
      const validator = validatorNow();
      if (problem.value || !validator || checking.value) return STAY;
      const checked = address.value;
      // A look-alike of an address used before: the first Confirm warns, the second goes on.
      if (!fixed && warnedOf !== checked && lookAlikeOf(checked, used()) !== null) {
        warnedOf = checked;
        problem.value = 'lookAlike';
        return STAY;
      }
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
