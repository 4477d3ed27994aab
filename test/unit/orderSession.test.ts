/** The order session on a bad network: replies that answer out of order (issue 39). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { HostBridge } from '../../src/host/bridge';
import { createOrderSession } from '../../src/state/orderSession';
import { memoryStore } from './memoryStore';

type Order = { id: string; status: 'can_be_processed' | 'processing_started' | 'complete' };

describe('the order session', () => {
  it('a reply to an older read that arrives after a newer one is dropped: the status never steps back, the host hears each change once', async () => {
    const told: string[] = [];
    const bridge = { emit: (type: string) => told.push(type) } as unknown as HostBridge;
    const replies: ((order: Order) => void)[] = [];
    const session = createOrderSession<Order>({
      local: memoryStore(),
      storageKey: 'active-order-id',
      initial: { id: 'o1', status: 'can_be_processed' },
      bridge,
      report: () => undefined,
      follow: { pollWhile: () => false, pollMs: 1000 },
      read: () => new Promise((resolve) => replies.push(resolve)),
      reserve: async () => ({ id: 'o1', status: 'can_be_processed' }),
    });
    try {
      // A slow read (asked again meanwhile), then a fresh one: the fresh one answers first.
      const slow = session.refresh('o1');
      const fresh = session.refresh('o1');
      replies[1]?.({ id: 'o1', status: 'processing_started' });
      await fresh;
      replies[0]?.({ id: 'o1', status: 'can_be_processed' });
      await slow;
      assert.equal(session.order.value?.status, 'processing_started');
      const again = session.refresh('o1');
      replies[2]?.({ id: 'o1', status: 'processing_started' });
      await again;
      assert.deepEqual(told, ['operation_pending']);
    } finally {
      session.dispose();
    }
  });

  it('a reply dropped as older that carries a later status is not the end of following: the next read brings it', async () => {
    const replies: ((order: Order) => void)[] = [];
    const session = createOrderSession<Order>({
      local: memoryStore(),
      storageKey: 'active-order-id',
      initial: null,
      bridge: { emit: () => undefined } as unknown as HostBridge,
      report: () => undefined,
      follow: { pollWhile: (status) => status !== 'complete', pollMs: 5 },
      read: () => new Promise((resolve) => replies.push(resolve)),
      reserve: async () => ({ id: 'o1', status: 'can_be_processed' }),
    });
    try {
      session.update({ id: 'o1', status: 'can_be_processed' });
      // The follower's read (asked first, slow); a read asked after it answers first.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const other = session.refresh('o1');
      replies[1]?.({ id: 'o1', status: 'processing_started' });
      await other;
      // The slow one answers last with a later status: dropped, and the following goes on.
      replies[0]?.({ id: 'o1', status: 'complete' });
      const until = Date.now() + 2_000;
      while (replies.length < 3 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
      replies[2]?.({ id: 'o1', status: 'complete' });
      while (session.order.value?.status !== 'complete' && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
      assert.equal(session.order.value?.status, 'complete');
    } finally {
      session.dispose();
    }
  });

  it('a reply for another order (a screen opened for it) is taken whenever it answers', async () => {
    const replies = new Map<string, (order: Order) => void>();
    const session = createOrderSession<Order>({
      local: memoryStore(),
      storageKey: 'active-order-id',
      initial: { id: 'o1', status: 'processing_started' },
      bridge: { emit: () => undefined } as unknown as HostBridge,
      report: () => undefined,
      follow: { pollWhile: () => false, pollMs: 1000 },
      read: (id) => new Promise((resolve) => replies.set(id, resolve)),
      reserve: async () => ({ id: 'o1', status: 'can_be_processed' }),
    });
    try {
      const other = session.refresh('o2');
      const same = session.refresh('o1');
      replies.get('o1')?.({ id: 'o1', status: 'complete' });
      await same;
      replies.get('o2')?.({ id: 'o2', status: 'processing_started' });
      await other;
      assert.equal(session.order.value?.id, 'o2');
    } finally {
      session.dispose();
    }
  });
});
