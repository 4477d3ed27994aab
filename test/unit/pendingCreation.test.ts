import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PERSISTED_ORDER_DATA_TTL_S } from '../../src/domain/constants';
import { payloadFingerprint } from '../../src/domain/fingerprint';
import { createPendingCreation } from '../../src/state/pendingCreation';
import type { KeyValueStore } from '../../src/state/storage';
import { memoryStore } from './memoryStore';

const PURCHASE = { paymentType: 'card', fromCurrency: 'EUR', toCurrency: 'USDT-MATIC', toWallet: '0x1111111111111111111111111111111111111111', fromAmount: 100 };

/** Storage a browser refuses (a third-party frame's): reads nothing, keeps nothing. */
const BLOCKED: KeyValueStore = { get: () => null, set: () => undefined, remove: () => undefined, removeEverywhere: () => undefined };

describe('the idempotency key of an order creation', () => {
  it('the same purchase sent again before an answer carries the same key, after a reload too; an answer ends it', () => {
    const storage = memoryStore();
    const first = createPendingCreation(storage, 'buy').keyFor(PURCHASE);
    assert.match(first, /^[0-9a-f]{32}$/);
    assert.equal(createPendingCreation(storage, 'buy').keyFor({ ...PURCHASE }), first, 'a new widget on the same storage (a reload)');
    const pending = createPendingCreation(storage, 'buy');
    pending.settle();
    assert.notEqual(pending.keyFor(PURCHASE), first);
  });

  it('another purchase, another flow or an hour later is another key; nothing of the purchase is stored but its fingerprint', () => {
    let now = 0;
    const storage = memoryStore();
    const buy = createPendingCreation(storage, 'buy', () => now);
    const key = buy.keyFor(PURCHASE);
    assert.notEqual(createPendingCreation(storage, 'sell', () => now).keyFor(PURCHASE), key);
    assert.equal(buy.keyFor(PURCHASE), key);
    assert.notEqual(buy.keyFor({ ...PURCHASE, fromAmount: 101 }), key);
    const again = buy.keyFor(PURCHASE);
    now = PERSISTED_ORDER_DATA_TTL_S * 1000;
    assert.notEqual(buy.keyFor(PURCHASE), again);
    assert.doesNotMatch(storage.get('pending-order-creation:buy') ?? '', /0x1111|EUR/);
    assert.notEqual(payloadFingerprint(PURCHASE), payloadFingerprint({ ...PURCHASE, toWallet: '0x2222222222222222222222222222222222222222' }));
  });

  it('a fingerprint is always 8 hex digits, leading zeros kept; nothing at all has one too', () => {
    assert.equal(payloadFingerprint({ n: 0 }), '01ed23d5');
    assert.equal(payloadFingerprint(undefined), '811c9dc5');
  });

  it('with storage blocked (a third-party frame), the widget keeps the key while it lives', () => {
    const pending = createPendingCreation(BLOCKED, 'buy');
    const key = pending.keyFor(PURCHASE);
    assert.equal(pending.keyFor(PURCHASE), key);
    pending.settle();
    assert.notEqual(pending.keyFor(PURCHASE), key);
  });
});

describe('how long and in what shape a key is kept', () => {
  it('the same purchase keeps its key for the whole hour the creation data lives', () => {
    let now = 0;
    const buy = createPendingCreation(memoryStore(), 'buy', () => now);
    const key = buy.keyFor(PURCHASE);
    now = PERSISTED_ORDER_DATA_TTL_S * 1000 - 1;
    assert.equal(buy.keyFor(PURCHASE), key);
  });

  it('an entry of another shape (another version of the widget wrote it) is not used', () => {
    const storage = memoryStore({ 'pending-order-creation:buy': JSON.stringify({ key: 42, fingerprint: payloadFingerprint(PURCHASE), at: Date.now() }) });
    assert.match(createPendingCreation(storage, 'buy').keyFor(PURCHASE), /^[0-9a-f]{32}$/);
  });
});
