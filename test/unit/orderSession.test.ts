/** The order session on a bad network: replies that answer out of order (issue 39). */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError } from '../../src/api/errors';
import type { OrderStatus } from '../../src/domain/orderStatus';
import type { HostBridge } from '../../src/host/bridge';
import { createOrderSession } from '../../src/state/orderSession';
import { memoryStore } from './memoryStore';

type Order = { id: string; status: 'created' | 'can_be_processed' | 'processing_started' | 'complete' };

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

/** A session over reads the test answers, with the host's events, the reports and the storage to look at. */
function sessionWith(setup: { initial?: Order | null; stored?: string; pollWhile?: (status: OrderStatus) => boolean; reserve?: () => Promise<Order> } = {}) {
  const reads: { id: string; answer: (order: Order | null) => void; fail: (error: unknown) => void }[] = [];
  const told: { type: string; data: unknown }[] = [];
  const reports: unknown[] = [];
  // As the browser's storage keeps values: as text.
  const memory = memoryStore(setup.stored ? { 'active-order-id': setup.stored } : {});
  const local = { ...memory, set: (key: string, value: string) => memory.set(key, String(value)) };
  const session = createOrderSession<Order>({
    local,
    storageKey: 'active-order-id',
    initial: setup.initial ?? null,
    bridge: { emit: (type: string, data: unknown) => told.push({ type, data }) } as unknown as HostBridge,
    report: (error) => reports.push(error),
    follow: { pollWhile: setup.pollWhile ?? (() => false), pollMs: 1_000 },
    read: (id) => new Promise((resolve, reject) => reads.push({ id, answer: resolve, fail: reject })),
    reserve: setup.reserve ?? (async () => ({ id: 'o1', status: 'can_be_processed' })),
  });
  return { session, reads, told, reports, local };
}

/** Lets replies already given settle (promise callbacks only: no time passes). */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('the order session: the active order and its id', () => {
  it('a new order becomes the active one, its id kept; a status change of the same order tells the host with its id', () => {
    const { session, local, told } = sessionWith();
    assert.equal(session.load.value, 'loading');
    session.update({ id: 'o1', status: 'can_be_processed' });
    assert.equal(session.id.value, 'o1');
    assert.equal(local.get('active-order-id'), 'o1');
    session.update({ id: 'o1', status: 'complete' });
    session.update({ id: 'o2', status: 'complete' });
    assert.deepEqual(told, [{ type: 'operation_success', data: { orderId: 'o1' } }]);
    assert.equal(local.get('active-order-id'), 'o2');
    session.dispose();
  });

  it('forgetting drops the order and its id; letting go of it keeps the id (the next read says whose it is)', () => {
    const { session, local } = sessionWith({ initial: { id: 'o1', status: 'complete' }, stored: 'o1' });
    assert.equal(session.load.value, 'ready');
    session.unload();
    assert.equal(session.order.value, null);
    assert.equal(local.get('active-order-id'), 'o1');
    session.update({ id: 'o1', status: 'complete' });
    session.forget();
    assert.equal(session.order.value, null);
    assert.equal(session.id.value, null);
    assert.equal(local.get('active-order-id'), null);
    session.dispose();
  });

  it('reading without an active order asks nothing; the active order gone clears its id; another order gone leaves the active one', async () => {
    const { session, reads, local } = sessionWith({ initial: { id: 'o1', status: 'complete' }, stored: 'o1' });
    const other = session.refresh('o2');
    reads[0]?.answer(null);
    assert.equal(await other, null);
    assert.equal(session.order.value?.id, 'o1');
    assert.equal(local.get('active-order-id'), 'o1');
    const active = session.refresh();
    assert.equal(reads[1]?.id, 'o1');
    reads[1]?.answer(null);
    await active;
    assert.equal(session.order.value, null);
    assert.equal(local.get('active-order-id'), null);
    assert.equal(await session.refresh(), null);
    assert.equal(reads.length, 2);
    session.dispose();
  });

  it('an older reply of another order than the one in hand is taken; an older reply that the order went is dropped', async () => {
    const { session, reads } = sessionWith({ stored: 'o1' });
    const older = session.refresh('o1');
    const newer = session.refresh('o1');
    reads[1]?.answer({ id: 'o1', status: 'can_be_processed' });
    await newer;
    reads[0]?.answer(null);
    await older;
    assert.equal(session.order.value?.status, 'can_be_processed', 'an older "gone" does not undo a newer copy');
    const slowOther = session.refresh('o2');
    session.update({ id: 'o1', status: 'complete' });
    reads[2]?.answer({ id: 'o2', status: 'created' });
    await slowOther;
    assert.equal(session.order.value?.id, 'o2');
    session.dispose();
  });

  it('a reply that arrives after the order in view was let go of is taken (nothing in hand is newer)', async () => {
    const { session, reads } = sessionWith({ initial: { id: 'o1', status: 'created' }, stored: 'o1' });
    const slow = session.refresh('o2');
    session.forget();
    reads[0]?.answer({ id: 'o2', status: 'created' });
    assert.equal((await slow)?.id, 'o2');
    assert.equal(session.order.value?.id, 'o2');
    session.dispose();
  });

  it('a reread that fails leaves things as they are, reported', async () => {
    const { session, reads, reports } = sessionWith({ initial: { id: 'o1', status: 'created' }, stored: 'o1' });
    session.reread();
    reads[0]?.fail(new Error('offline'));
    await settled();
    assert.equal(reports.length, 1);
    assert.equal(session.order.value?.status, 'created');
    session.dispose();
  });
});

describe('the order session: an order screen', () => {
  it('no order to show: none; the order here: ready without a read; another: read, then ready or none', async () => {
    const { session, reads } = sessionWith({ initial: { id: 'o1', status: 'created' }, stored: 'o1' });
    await session.open('o1');
    assert.equal(session.load.value, 'ready');
    assert.equal(reads.length, 0);
    const opening = session.open('o2');
    assert.equal(session.load.value, 'loading');
    assert.deepEqual(session.onScreen('model', () => undefined, 'o2').status, 'loading');
    reads[0]?.answer({ id: 'o2', status: 'created' });
    await opening;
    assert.equal(session.load.value, 'ready');
    assert.deepEqual(session.onScreen('model', () => undefined, 'o2'), { status: 'ready', model: 'model', order: { id: 'o2', status: 'created' } });
    const gone = session.open('o3');
    reads[1]?.answer(null);
    await gone;
    assert.equal(session.load.value, 'none');
    await session.open('o2');
    assert.equal(session.load.value, 'ready');
    session.forget();
    const openingNone = session.open();
    assert.equal(session.load.value, 'none', 'said at once: no spinner for an order there is not');
    await openingNone;
    assert.equal(session.load.value, 'none');
    assert.equal(reads.length, 2);
    session.dispose();
  });

  it('a failed read says so, reported, with the retry the screen offers', async () => {
    const { session, reads, reports } = sessionWith();
    const opening = session.open('o1');
    reads[0]?.fail(new Error('offline'));
    await opening;
    assert.equal(session.load.value, 'failed');
    assert.equal(reports.length, 1);
    const retry = () => undefined;
    assert.deepEqual(session.onScreen('model', retry, 'o1'), { status: 'failed', retry });
    session.dispose();
  });

  it('the screen of the active order by default; an order here that is another one is not shown', async () => {
    const { session } = sessionWith({ initial: { id: 'o1', status: 'created' }, stored: 'o1' });
    const retry = () => undefined;
    assert.deepEqual(session.onScreen('model', retry), { status: 'ready', model: 'model', order: { id: 'o1', status: 'created' } });
    assert.deepEqual(session.onScreen('model', retry, 'o9'), { status: 'loading', retry }, 'ready for another order: this one still loads');
    session.dispose();
  });
});

describe('the order session: the rate reservation', () => {
  it('the reservation’s order is taken; none without an order', async () => {
    let reserved = 0;
    const { session, reports } = sessionWith({
      reserve: async () => {
        reserved += 1;
        return { id: 'o1', status: 'can_be_processed' };
      },
    });
    await session.reserve();
    assert.equal(reserved, 0);
    assert.deepEqual(reports, [], 'nothing to report either');
    session.update({ id: 'o1', status: 'created' });
    await session.reserve();
    assert.equal(reserved, 1);
    assert.equal(session.order.value?.status, 'can_be_processed');
    session.dispose();
  });

  it('a status that moved on is read again; another failure is reported', async () => {
    let failure: unknown = new ApiError('order_status_cannot_be_changed', 'Moved on');
    const { session, reads, reports } = sessionWith({
      initial: { id: 'o1', status: 'created' },
      reserve: () => Promise.reject(failure),
    });
    await session.reserve();
    assert.deepEqual(reads.map((read) => read.id), ['o1']);
    assert.deepEqual(reports, []);
    failure = new ApiError('validation_error', 'No');
    await session.reserve();
    assert.equal(reads.length, 1);
    assert.deepEqual(reports, [failure]);
    session.dispose();
  });

  it('reserves once, when its order is here and waits for a card; stopped, never', async () => {
    let reserved = 0;
    const { session } = sessionWith({
      reserve: async () => {
        reserved += 1;
        return { id: 'o1', status: 'created' };
      },
    });
    const stop = session.reserveOnce('o1', (order) => order.status === 'created');
    session.update({ id: 'o2', status: 'created' });
    session.update({ id: 'o1', status: 'processing_started' });
    assert.equal(reserved, 0);
    session.update({ id: 'o1', status: 'created' });
    await settled();
    session.update({ id: 'o1', status: 'can_be_processed' });
    session.update({ id: 'o1', status: 'created' });
    await settled();
    assert.equal(reserved, 1);
    stop();
    const stopped = session.reserveOnce('o3', () => true);
    stopped();
    session.update({ id: 'o3', status: 'created' });
    await settled();
    assert.equal(reserved, 1);
    session.dispose();
  });
});

describe('the order session: following the order', () => {
  it('reads it every interval while its status says so, again after a failure (reported); stops at a final status, and when disposed', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const { session, reads, reports } = sessionWith({ pollWhile: (status) => status !== 'complete' });
    session.update({ id: 'o1', status: 'processing_started' });
    assert.equal(reads.length, 1, 'read at once');
    reads[0]?.answer({ id: 'o1', status: 'processing_started' });
    await settled();
    t.mock.timers.tick(999);
    assert.equal(reads.length, 1);
    t.mock.timers.tick(1);
    assert.equal(reads.length, 2);
    reads[1]?.fail(new Error('offline'));
    await settled();
    assert.equal(reports.length, 1);
    t.mock.timers.tick(999);
    assert.equal(reads.length, 2, 'a failure waits the interval too');
    t.mock.timers.tick(1);
    assert.equal(reads.length, 3, 'asked again after a failure');
    reads[2]?.answer({ id: 'o1', status: 'complete' });
    await settled();
    t.mock.timers.tick(5_000);
    assert.equal(reads.length, 3, 'complete: no more reads');
    session.update({ id: 'o2', status: 'processing_started' });
    assert.equal(reads.length, 4);
    reads[3]?.answer({ id: 'o2', status: 'processing_started' });
    await settled();
    session.dispose();
    t.mock.timers.tick(5_000);
    assert.equal(reads.length, 4, 'disposed: no more reads');
  });

  it('an order gone while followed is not read again', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const { session, reads } = sessionWith({ pollWhile: () => true });
    session.update({ id: 'o1', status: 'processing_started' });
    reads[0]?.answer(null);
    await settled();
    t.mock.timers.tick(5_000);
    assert.equal(reads.length, 1);
    session.dispose();
  });
});
