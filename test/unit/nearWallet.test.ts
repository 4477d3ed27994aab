/** The NEAR wallet session of the wallet step (src/state/nearWallet.ts) with a wallet faked: its error's 3 s. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { WalletModule } from '../../src/integrations/nearWalletSelector';
import { createNearWalletModel } from '../../src/state/nearWallet';

/** A wallet whose sign-in fails with `message`. */
function failingWallet(message: string): WalletModule {
  return {
    id: 'failing-wallet',
    metadata: { name: 'Failing Wallet', description: '', deprecated: false, available: true },
    wallet: async () => ({
      signIn: async () => {
        throw new Error(message);
      },
      signOut: async () => undefined,
      getAccounts: async () => [],
    }),
  };
}

describe('NEAR wallet selector errors (spec 1 §2, §9)', () => {
  it('a sign-in that fails says so for 3 s, then the error goes', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const wallet = createNearWalletModel(async () => [], () => undefined);
    assert.equal(await wallet.signIn(failingWallet('The wallet did not answer')), null);
    assert.equal(wallet.error.value, 'The wallet did not answer');
    // The spec's 3000 ms, whatever the constant says.
    t.mock.timers.tick(2_999);
    assert.equal(wallet.error.value, 'The wallet did not answer', 'still shown at 2,999 ms');
    t.mock.timers.tick(1);
    assert.equal(wallet.error.value, null, 'gone at 3 s');
    wallet.dispose();
  });
});
