// Wallet address rules without a network (spec 1 §5 "Wallet address"; INTEGRATIONS.md "NEAR JSON-RPC").
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  UnknownValidatorError,
  isAddressFormatValid,
  nearAddressAccepted,
  normalizeTypedAddress,
  validatorFor,
} from '../../src/domain/walletAddress';

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
