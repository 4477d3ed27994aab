// Wallet address rules without a network (spec 1 §5 "Wallet address"; INTEGRATIONS.md "NEAR JSON-RPC").
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  UnknownValidatorError,
  isAddressFormatValid,
  isNearAccountId,
  isNearImplicitAccount,
  nearAddressAccepted,
  normalizeTypedAddress,
  validatorFor,
} from '../../src/domain/walletAddress';

const HEX_64 = '0123456789abcdef'.repeat(4);

describe('NEAR implicit accounts: exactly 64 lowercase hex characters', () => {
  it('accepts 64 lowercase hex characters', () => {
    assert.equal(isNearImplicitAccount(HEX_64), true);
    assert.equal(isNearAccountId(HEX_64), true);
  });
  it('refuses a wrong length, upper case, non-hex letters or anything around the 64', () => {
    for (const address of [HEX_64.slice(1), `${HEX_64}0`, HEX_64.toUpperCase(), 'g'.repeat(64), `x${HEX_64}`, `${HEX_64}x`, `${HEX_64.slice(0, 32)} ${HEX_64.slice(32)}`]) {
      assert.equal(isNearImplicitAccount(address), false, address);
    }
  });
});

describe('NEAR named accounts: 2 to 64 characters, dot-separated parts of lowercase letters and digits joined by single - or _', () => {
  it('accepts top-level, sub-accounts and parts joined by - or _', () => {
    for (const address of ['ab', 'near', 'alice.near', 'app.alice.near', 'my-app.near', 'my_app.v2-beta.near', 'alice.my-app', 'a1-b2_c3', `${'z'.repeat(59)}.near`]) {
      assert.equal(isNearAccountId(address), true, address);
    }
  });
  it('refuses upper case anywhere, in any part', () => {
    for (const address of ['Alice.near', 'alice.NEAR', 'ALICE.near', 'My-app.near', 'my-App.near', 'Ab-cd', 'ab-Cd']) {
      assert.equal(isNearAccountId(address), false, address);
    }
  });
  it('refuses one character, more than 64, and characters outside the rules', () => {
    for (const address of ['a', 'z'.repeat(65), `${'z'.repeat(60)}.near`, 'alice!', 'alice.near!', '!alice.near', 'alice near', 'alice@near']) {
      assert.equal(isNearAccountId(address), false, address);
    }
  });
  it('refuses empty parts and separators that do not join two characters', () => {
    for (const address of ['bad..near', '.alice', 'alice.', '-alice.near', 'alice-.near', 'under__score.near', 'my--app', 'alice_', '_alice', 'a-.b']) {
      assert.equal(isNearAccountId(address), false, address);
    }
  });
});

describe('which validator checks a currency (spec 1 §5)', () => {
  const currency = (validationNetwork: string | null, viewedTicker: string, blockchainNetwork: string | null) => ({ validationNetwork, viewedTicker, blockchainNetwork });
  it('Ethereum, ERC-20, BEP-20 and Aurora addresses are checked as EVM addresses', () => {
    assert.equal(validatorFor(currency(null, 'ETH', 'ETH')), 'evm');
    assert.equal(validatorFor(currency(null, 'USDT', 'ERC20')), 'evm');
    assert.equal(validatorFor(currency(null, 'USDT', 'BEP20')), 'evm');
    assert.equal(validatorFor(currency(null, 'AURORA', 'AURORA')), 'evm');
    assert.equal(validatorFor(currency('ETH', 'WETH', null)), 'evm');
  });
  it('a network with no validator is reported by name', () => {
    assert.throws(
      () => validatorFor(currency(null, 'DOGE', null)),
      (error: unknown) => error instanceof UnknownValidatorError && error.name === 'UnknownValidatorError',
    );
  });
});

describe('address formats take the whole address, nothing around it', () => {
  const evm = `0x${'ab'.repeat(20)}`;
  const tron = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';
  const legacyBitcoin = '1BoatSLRHtKNngkdXEeobR76b53LETtpyT';
  const segwit = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
  it('EVM: 0x and 40 hex characters', () => {
    assert.equal(isAddressFormatValid('evm', evm), true);
    assert.equal(isAddressFormatValid('evm', `a${evm}`), false);
    assert.equal(isAddressFormatValid('evm', `${evm}00`), false);
  });
  it('Tron: T and 33 base58 characters', () => {
    assert.equal(isAddressFormatValid('tron', tron), true);
    assert.equal(isAddressFormatValid('tron', `x${tron}`), false);
    assert.equal(isAddressFormatValid('tron', `${tron}x`), false);
  });
  it('Bitcoin: legacy and bech32 addresses alone', () => {
    assert.equal(isAddressFormatValid('bitcoin', legacyBitcoin), true);
    assert.equal(isAddressFormatValid('bitcoin', segwit), true);
    assert.equal(isAddressFormatValid('bitcoin', `x${legacyBitcoin}`), false);
    assert.equal(isAddressFormatValid('bitcoin', `${legacyBitcoin}!!`), false);
    assert.equal(isAddressFormatValid('bitcoin', `x${segwit}`), false);
  });
});

describe('typed addresses', () => {
  it('lose surrounding spaces on every network, and NEAR ones are lowercased', () => {
    assert.equal(normalizeTypedAddress('evm', `  0xAbC\t`), '0xAbC');
    assert.equal(normalizeTypedAddress('tron', ' TJRy '), 'TJRy');
    assert.equal(normalizeTypedAddress('near', ' Alice.NEAR '), 'alice.near');
  });
});

describe('a NEAR address the chain lookup could not find', () => {
  it('is still accepted only when it is exactly 64 allowed characters', () => {
    assert.equal(nearAddressAccepted(false, 'a'.repeat(64)), true);
    assert.equal(nearAddressAccepted(false, `A${'a'.repeat(64)}`), false);
    assert.equal(nearAddressAccepted(false, `${'a'.repeat(64)}A`), false);
    assert.equal(nearAddressAccepted(false, `${'a'.repeat(64)}a`), false);
  });
});
