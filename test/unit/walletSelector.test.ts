/** The NEAR wallet selector's session (spec 1 §2, spec 2 "Other screens", §9): its errors show for 3 s. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { WalletModule } from '../../src/integrations/nearWalletSelector';
import { createNearWalletModel } from '../../src/state/nearWallet';

/** A wallet whose sign-in the customer refuses. */
const refusing: WalletModule = {
  id: 'my-near-wallet',
  metadata: { name: 'MyNearWallet', description: '', deprecated: false, available: true },
  wallet: async () => ({
    signIn: async () => {
      throw new Error('User rejected the sign-in');
    },
    signOut: async () => undefined,
    getAccounts: async () => [],
  }),
};

describe('the wallet selector (spec 2 §9: wallet selector error 3000 ms)', () => {
  it('a failed sign-in shows its error for 3 seconds, then the error goes', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const wallet = createNearWalletModel(async () => [refusing], () => undefined);
    try {
      assert.equal(await wallet.signIn(refusing), null);
      assert.equal(wallet.error.value, 'User rejected the sign-in');
      t.mock.timers.tick(2_999);
      assert.equal(wallet.error.value, 'User rejected the sign-in', 'still shown before 3 s');
      t.mock.timers.tick(1);
      assert.equal(wallet.error.value, null, 'gone at 3 s');
    } finally {
      wallet.dispose();
    }
  });
});
