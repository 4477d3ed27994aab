/**
 * The NEAR wallet session on the wallet address screen: the selector's wallets (loaded on demand), sign in
 * through one (the address becomes its account), sign out, errors shown for 3 seconds; an address changed
 * to another account signs the wallet out (spec 1 §2).
 */
import { batch, signal } from '@preact/signals-react';
import { WALLET_SELECTOR_ERROR_MS } from '../domain/constants';
import type { WalletModule } from '../integrations/nearWalletSelector';
import { settle } from './settle';
import { exposed, view } from './view';

export function createNearWalletModel(loadModules: () => Promise<WalletModule[]>, report: (error: unknown) => void) {
  /** The wallets offered; empty until the selector has loaded (or when it could not). */
  const modules = signal<WalletModule[]>([]);
  let loading: Promise<void> | null = null;
  const account = signal<string | null>(null);
  const activeModule = signal<WalletModule | null>(null);
  const error = signal<string | null>(null);
  const busy = signal(false);
  let errorTimer: ReturnType<typeof setTimeout> | undefined;

  function showError(message: string) {
    clearTimeout(errorTimer);
    error.value = message;
    errorTimer = setTimeout(() => {
      error.value = null;
    }, WALLET_SELECTOR_ERROR_MS);
  }

  async function signOut() {
    const module = activeModule.value;
    batch(() => {
      account.value = null;
      activeModule.value = null;
    });
    if (module) await settle((await module.wallet()).signOut(), report, undefined);
  }

  return exposed({
    modules: view(modules),
    /** Loads the selector and its wallets, once (a failure leaves the list empty, no button, and is reported). */
    load(): Promise<void> {
      loading ??= loadModules().then(
        (loaded) => {
          modules.value = loaded;
        },
        report,
      );
      return loading;
    },
    account: view(account),
    error: view(error),
    busy: view(busy),
    /** Signs in with a module; resolves to the account id, or null when it failed (error shown). */
    async signIn(module: WalletModule): Promise<string | null> {
      if (module.metadata.deprecated || busy.value) return null;
      busy.value = true;
      try {
        const [first] = await (await module.wallet()).signIn();
        if (!first) throw new Error('No account');
        batch(() => {
          account.value = first.accountId;
          activeModule.value = module;
        });
        return first.accountId;
      } catch (failure) {
        showError(failure instanceof Error ? failure.message : String(failure));
        return null;
      } finally {
        busy.value = false;
      }
    },
    signOut,
    /** spec 1 §2: changing the address to a different one signs a connected wallet out. */
    addressChanged(address: string) {
      if (account.value && address !== account.value) void signOut();
    },
    dispose() {
      clearTimeout(errorTimer);
    },
  });
}

export type NearWalletModel = ReturnType<typeof createNearWalletModel>;
