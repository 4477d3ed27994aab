/**
 * The NEAR wallet selector (spec 1 §2 "Wallet address screen"; spec 2 §2): wallet modules in the shape
 * @near-wallet-selector uses (id, metadata with name and deprecated, wallet() with signIn / signOut /
 * getAccounts). Sandbox mode offers offline modules so the flow can be exercised without a real wallet;
 * production modules are configuration (real wallet packages), not code here.
 */
export type WalletAccount = { accountId: string };

export type WalletModule = {
  id: string;
  metadata: { name: string; description: string; deprecated: boolean; available: boolean };
  wallet(): Promise<{
    signIn(): Promise<WalletAccount[]>;
    signOut(): Promise<void>;
    getAccounts(): Promise<WalletAccount[]>;
  }>;
};

/** Offline sandbox wallets: one that signs in as a known account, one deprecated, one that fails. */
export function sandboxWalletModules(accountId = 'alice.near'): WalletModule[] {
  let signedIn = false;
  const wallet = async () => ({
    async signIn() {
      signedIn = true;
      return [{ accountId }];
    },
    async signOut() {
      signedIn = false;
    },
    async getAccounts() {
      return signedIn ? [{ accountId }] : [];
    },
  });
  return [
    {
      id: 'sandbox-wallet',
      metadata: { name: 'Sandbox Wallet', description: `Signs in as ${accountId}`, deprecated: false, available: true },
      wallet,
    },
    {
      id: 'sandbox-legacy-wallet',
      metadata: { name: 'Legacy Wallet', description: 'No longer supported', deprecated: true, available: true },
      wallet,
    },
    {
      id: 'sandbox-broken-wallet',
      metadata: { name: 'Unreachable Wallet', description: 'Always fails to connect', deprecated: false, available: true },
      wallet: async () => {
        throw new Error('The wallet did not answer');
      },
    },
  ];
}
