/** The address safety net (src/domain/addressSafety.ts, issue 45): every rule, each network pair. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addressGroups, addressVerdict, evmChecksumValid, familyOf, lookAlikeOf, switchTarget } from '../../src/domain/addressSafety';
import type { WalletValidator } from '../../src/domain/walletAddress';

// EIP-55's own examples.
const CHECKSUMMED = ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359', '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb'];
const ADDRESSES: Record<WalletValidator, string> = {
  evm: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  tron: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  bitcoin: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  near: 'alice.near',
};

describe('the address safety net', () => {
  it('EIP-55: a mixed-case address with its checksum passes; one case changed fails; all lower or all upper carries none and passes', () => {
    for (const address of CHECKSUMMED) {
      assert.equal(evmChecksumValid(address), true, address);
      const i = [...address].findIndex((char, at) => at > 1 && /[a-f]/i.test(char));
      const flipped = address.slice(0, i) + (address.charAt(i) === address.charAt(i).toUpperCase() ? address.charAt(i).toLowerCase() : address.charAt(i).toUpperCase()) + address.slice(i + 1);
      assert.equal(evmChecksumValid(flipped), false, flipped);
      assert.equal(evmChecksumValid(`0x${address.slice(2).toLowerCase()}`), true);
      assert.equal(evmChecksumValid(`0x${address.slice(2).toUpperCase()}`), true);
    }
    assert.deepEqual(addressVerdict('evm', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'), { kind: 'checksum' });
    assert.equal(addressVerdict('evm', ` ${CHECKSUMMED[1]} `), null);
  });

  it("tells each network's format, and refuses every pair of another network with the network it looks like", () => {
    for (const [family, address] of Object.entries(ADDRESSES)) assert.equal(familyOf(address), family, address);
    assert.equal(familyOf('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'), 'bitcoin');
    assert.equal(familyOf('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'), 'bitcoin');
    assert.equal(familyOf('98793cd91a3f870fb126f66285808c7e094afcfc4eda8a970f6648cdf0dbd6de'), 'near');
    assert.equal(familyOf('not an address'), null);
    for (const needed of Object.keys(ADDRESSES) as WalletValidator[]) {
      for (const [looksLike, address] of Object.entries(ADDRESSES)) {
        assert.deepEqual(addressVerdict(needed, address), looksLike === needed ? null : { kind: 'wrongNetwork', looksLike }, `${address} for ${needed}`);
      }
    }
    // An address like none we know is left to the format check.
    assert.equal(addressVerdict('evm', '0x123'), null);
  });

  it('flags a look-alike of an address used before (same first and last four, different inside), never the address itself', () => {
    const used = ['0x1234aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa5678', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'];
    assert.equal(lookAlikeOf('0x1234bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb5678', used), used[0]);
    assert.equal(lookAlikeOf('0x1234AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA5678', used), null, 'the same address in another case');
    assert.equal(lookAlikeOf(used[0] ?? '', used), null);
    assert.equal(lookAlikeOf('TR7NHzzzzzzzzzzzzzzzzzzzzzzzzzLj6t', used), used[1]);
    assert.equal(lookAlikeOf('0x9999bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb5678', used), null, 'other first characters');
    assert.equal(lookAlikeOf('0x1234bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb5678', []), null);
  });

  it('groups an address in fours to be read back, its prefix whole', () => {
    assert.deepEqual(addressGroups('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'), ['0x', '5aAe', 'b605', '3F3E', '94C9', 'b9A0', '9f33', '6694', '35E7', 'Ef1B', 'eAed']);
    assert.deepEqual(addressGroups('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'), ['TR7N', 'Hqje', 'KQxG', 'TCi8', 'q8ZY', '4pL8', 'otSz', 'gjLj', '6t']);
    assert.deepEqual(addressGroups('bc1qar0srrr7'), ['bc1', 'qar0', 'srrr', '7']);
    assert.equal(addressGroups('alice.near').join(''), 'alice.near');
  });

  it('offers the same coin on the network the address looks like, when it is offered', () => {
    const validator: Record<string, WalletValidator> = { 'USDT-MATIC': 'evm', 'USDT-TRC20': 'tron', BTC: 'bitcoin' };
    const offered = [
      { ticker: 'USDT', tickerWithNetwork: 'USDT-MATIC' },
      { ticker: 'BTC', tickerWithNetwork: 'BTC' },
      { ticker: 'USDT', tickerWithNetwork: 'USDT-TRC20' },
    ];
    const of = (c: { tickerWithNetwork: string }) => validator[c.tickerWithNetwork] ?? null;
    assert.equal(switchTarget(offered[0] as (typeof offered)[0], 'tron', offered, of)?.tickerWithNetwork, 'USDT-TRC20');
    assert.equal(switchTarget(offered[0] as (typeof offered)[0], 'bitcoin', offered, of), null, 'another coin is not the same purchase');
  });
});
