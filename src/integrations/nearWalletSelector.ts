/**
 * The NEAR wallet selector (spec 1 §2 "Wallet address screen"; spec 2 §2): the real
 * `@near-wallet-selector/core`, loaded with the wallet step of a NEAR purchase (never in the first load).
 * Production offers maintained wallets (MyNearWallet, HOT); sandbox mode offers offline
 * wallets written as wallet-selector modules of the same shape, so both go through the same selector. The
 * selector keeps its state in the widget's own (prefixed) storage, never under the host page's bare keys.
 */
import type { InjectedWallet, StorageService, WalletModuleFactory } from '@near-wallet-selector/core';
import { STORAGE_KEYS } from '../domain/constants';

export type WalletAccount = { accountId: string };

/** A wallet as the wallet step offers it: the selector's module, with the calls the widget makes. */
export type WalletModule = {
  id: string;
  metadata: { name: string; description: string; deprecated: boolean; available: boolean };
  wallet(): Promise<{
    signIn(): Promise<WalletAccount[]>;
    signOut(): Promise<void>;
    getAccounts(): Promise<WalletAccount[]>;
  }>;
};

/** What the selector needs of the widget's own (prefixed) store: the state layer's key-value store. */
type KeyValueStore = { get(key: string): string | null; set(key: string, value: string): void; remove(key: string): void };

/** The selector's storage in the widget's own store (async, as the selector's StorageService is). */
function selectorStorage(store: KeyValueStore): StorageService {
  const key = (name: string) => `${STORAGE_KEYS.nearWalletSelector}:${name}`;
  return {
    getItem: async (name) => store.get(key(name)),
    setItem: async (name, value) => store.set(key(name), value),
    removeItem: async (name) => store.remove(key(name)),
  };
}

/**
 * The maintained wallets of production, each package loaded with the selector: MyNearWallet and HOT.
 * (Meteor's package is 250 KB gzip, and HERE's needs Node's `crypto` in the browser: not offered.)
 */
async function productionFactories(): Promise<WalletModuleFactory[]> {
  const [myNear, hot] = await Promise.all([import('@near-wallet-selector/my-near-wallet'), import('@near-wallet-selector/hot-wallet')]);
  return [myNear.setupMyNearWallet(), hot.setupHotWallet()] as WalletModuleFactory[];
}

/**
 * Offline sandbox wallets as wallet-selector modules: one signs in as a known account, one is deprecated,
 * one fails to answer.
 */
export function sandboxWalletFactories(accountId = 'alice.near'): WalletModuleFactory[] {
  const offline = (id: string, name: string, description: string, options: { deprecated?: boolean; fails?: boolean } = {}): WalletModuleFactory<InjectedWallet> => {
    return async () => ({
      id,
      type: 'injected',
      metadata: { name, description, iconUrl: '', deprecated: options.deprecated ?? false, available: true, downloadUrl: '' },
      init: async () => {
        let signedIn = false;
        const refused = () => Promise.reject(new Error('The sandbox wallet signs nothing'));
        return {
          async signIn() {
            if (options.fails) throw new Error('The wallet did not answer');
            signedIn = true;
            return [{ accountId }];
          },
          async signOut() {
            signedIn = false;
          },
          async getAccounts() {
            return signedIn ? [{ accountId }] : [];
          },
          verifyOwner: refused,
          signAndSendTransaction: refused,
          signAndSendTransactions: refused,
        } as unknown as Omit<InjectedWallet, 'id' | 'type' | 'metadata'>;
      },
    });
  };
  return [
    offline('sandbox-wallet', 'Sandbox Wallet', `Signs in as ${accountId}`),
    offline('sandbox-legacy-wallet', 'Legacy Wallet', 'No longer supported', { deprecated: true }),
    offline('sandbox-broken-wallet', 'Unreachable Wallet', 'Always fails to connect', { fails: true }),
  ] as WalletModuleFactory[];
}

/** The wallets the wallet step offers, through the selector on the NEAR main network (`nodeUrl`). */
export async function loadWalletModules(options: { environment: 'production' | 'sandbox'; nodeUrl: string; storage: KeyValueStore }): Promise<WalletModule[]> {
  const [{ setupWalletSelector }, factories] = await Promise.all([
    import('@near-wallet-selector/core'),
    options.environment === 'production' ? productionFactories() : Promise.resolve(sandboxWalletFactories()),
  ]);
  const selector = await setupWalletSelector({
    network: { networkId: 'mainnet', nodeUrl: options.nodeUrl, helperUrl: '', explorerUrl: '', indexerUrl: '' },
    modules: factories,
    storage: selectorStorage(options.storage),
    allowMultipleSelectors: true,
  });
  return selector.store.getState().modules.map((module) => ({
    id: module.id,
    metadata: {
      name: module.metadata.name,
      description: module.metadata.description ?? '',
      deprecated: module.metadata.deprecated,
      available: module.metadata.available,
    },
    async wallet() {
      // The wallets offered here are injected or browser wallets: signing in needs no contract (an address only).
      const wallet = (await selector.wallet(module.id)) as InjectedWallet;
      return {
        signIn: () => wallet.signIn({}),
        signOut: () => wallet.signOut(),
        getAccounts: () => wallet.getAccounts(),
      };
    },
  }));
}
