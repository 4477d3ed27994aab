/** A returning customer's memory: per customer and merchant, the card a payment starts with, and signing out. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signal } from '@preact/signals-react';
import type { User } from '../../src/domain/entities';
import { NEW_CARD, preferredCard } from '../../src/domain/payment';
import { rememberedKey } from '../../src/domain/returningCustomer';
import { createReturningCustomer } from '../../src/state/returningCustomer';
import { memoryStore } from './memoryStore';

const customer = (id: number) => ({ id }) as User;

describe('a returning customer', () => {
  it('the card a payment starts with: the default, else the one last paid with, else the first', () => {
    const cards = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    assert.equal(preferredCard([...cards.slice(0, 2), { id: 'c', isDefault: true }], 'b'), 'c');
    assert.equal(preferredCard(cards, 'b'), 'b');
    assert.equal(preferredCard(cards, 'gone'), 'a');
    assert.equal(preferredCard([], 'b'), null);
    // Try another card: never the card just declined; a new card when no other is saved.
    assert.equal(preferredCard(cards, 'b', 'b'), 'a');
    assert.equal(preferredCard([{ id: 'c', isDefault: true }, ...cards], null, 'c'), 'a');
    assert.equal(preferredCard([{ id: 'a' }], 'a', 'a'), NEW_CARD);
    assert.equal(preferredCard(cards, 'b', NEW_CARD), NEW_CARD);
  });

  it('remembers per customer and merchant; signing out forgets the wallets, not the method', () => {
    const local = memoryStore();
    const user = signal<User | null>(customer(1));
    const merchant = signal<string | null>('shop');
    const memory = createReturningCustomer({ local, user, merchantApiKey: () => merchant.value });
    memory.rememberPurchase({ paymentType: 'card', currency: 'USDT-MATIC', wallet: '0xabc' });
    memory.rememberCard('card-1');
    assert.equal(memory.paymentType(), 'card');
    assert.equal(memory.wallet('USDT-MATIC'), '0xabc');
    assert.equal(memory.wallet('USDT-TRX'), null);
    assert.equal(memory.cardId(), 'card-1');
    // Another merchant, another customer, nobody signed in: nothing.
    merchant.value = 'other-shop';
    assert.equal(memory.wallet('USDT-MATIC'), null);
    merchant.value = 'shop';
    user.value = customer(2);
    assert.equal(memory.paymentType(), null);
    assert.equal(memory.paymentType(customer(1)), 'card');
    user.value = null;
    memory.rememberPurchase({ paymentType: 'skrill', currency: 'USDT-MATIC', wallet: '0xdef' });
    assert.equal(memory.paymentType(customer(1)), 'card');
    // A merchant's fixed wallet (none given) is not remembered.
    user.value = customer(1);
    memory.rememberPurchase({ paymentType: 'google_pay', currency: 'BTC', wallet: null });
    assert.equal(memory.wallet('BTC'), null);
    assert.equal(memory.paymentType(), 'google_pay');
  });

  it('is stored under the customer and the merchant, or under no merchant on the widget\'s own page', () => {
    assert.equal(rememberedKey(7, 'pk_shop'), 'returning-customer:7:pk_shop');
    assert.equal(rememberedKey(7, null), 'returning-customer:7:no-merchant');
  });

  it('a stored memory of the wrong shape reads as none', () => {
    const local = memoryStore({ 'returning-customer:1:no-merchant': '{"paymentType":"cash","wallets":[]}' });
    const memory = createReturningCustomer({ local, user: signal(customer(1)), merchantApiKey: () => null });
    assert.equal(memory.paymentType(), null);
    assert.equal(memory.wallet('USDT-MATIC'), null);
  });
});
