import assert from 'node:assert/strict';
import { type TestContext, describe, it } from 'node:test';
import { ApiError } from '../../src/api/errors';
import type { Resources } from '../../src/api/resources';
import { SPEC_TIMINGS } from '../../src/domain/timings';
import { nextTrackingStep, trackingLink } from '../../src/domain/tracking';
import { createTrackingModel } from '../../src/state/tracking';

describe('public order tracking (spec 2 §7)', () => {
  it('polls a found order every 2 s until it is final', () => {
    assert.deepEqual(nextTrackingStep({ ok: true, status: 'processing_started' }, 0), { kind: 'poll', delayMs: 2_000, failures: 0 });
    assert.deepEqual(nextTrackingStep({ ok: true, status: null }, 1), { kind: 'poll', delayMs: 2_000, failures: 0 });
    for (const status of ['complete', 'failed', 'expired'] as const) assert.deepEqual(nextTrackingStep({ ok: true, status }, 0), { kind: 'done' });
  });
  it('never retries a 404', () => {
    assert.deepEqual(nextTrackingStep({ ok: false, notFound: true }, 0), { kind: 'notFound' });
  });
  it('retries other failures up to 2 times, 2 s apart, then gives up', () => {
    assert.deepEqual(nextTrackingStep({ ok: false, notFound: false }, 0), { kind: 'poll', delayMs: 2_000, failures: 1 });
    assert.deepEqual(nextTrackingStep({ ok: false, notFound: false }, 1), { kind: 'poll', delayMs: 2_000, failures: 2 });
    assert.deepEqual(nextTrackingStep({ ok: false, notFound: false }, 2), { kind: 'failed' });
  });
  it('builds the tracking link on the widget page', () => {
    assert.equal(trackingLink('https://widget.example/', 'a1b2'), 'https://widget.example/orders/a1b2/public');
  });
});

describe('the tracking page, followed (spec 2 §7: every 2 s; no retry on 404, else 2 retries 2 s apart)', () => {
  const summary = (status: string) => ({ toWallet: '0x1', fromCurrency: 'EUR', toCurrency: 'USDT-MATIC', baseAmount: 100, fromAmount: 100, toAmount: 95.96, status });
  const settled = () => new Promise((resolve) => setImmediate(resolve));
  /** A tracking model whose reads `track` answers; `calls` counts them. It stops when the test `t` ends. */
  function tracking(t: TestContext, track: () => Promise<unknown>) {
    const counted = { calls: 0 };
    const model = createTrackingModel('o1', {
      track: (() => {
        counted.calls += 1;
        return track();
      }) as Resources['orders']['track'],
      report: () => undefined,
      timings: SPEC_TIMINGS,
    });
    t.after(() => model.stop());
    return { model, counted };
  }

  it('reads the order every 2 s until it is final', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    let status = 'processing_started';
    const { model, counted } = tracking(t, async () => summary(status));
    model.start();
    await settled();
    assert.equal(counted.calls, 1);
    t.mock.timers.tick(1_999);
    await settled();
    assert.equal(counted.calls, 1, 'not before 2 s');
    t.mock.timers.tick(1);
    await settled();
    assert.equal(counted.calls, 2, 'again at 2 s');
    status = 'complete';
    t.mock.timers.tick(2_000);
    await settled();
    assert.equal(counted.calls, 3);
    t.mock.timers.tick(60_000);
    await settled();
    assert.equal(counted.calls, 3, 'no read once final');
    assert.equal(model.view.value.kind, 'found');
  });

  it('an unknown order (404) is said at once, never read again', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const { model, counted } = tracking(t, async () => {
      throw new ApiError('not_found_error', 'Not found', null, 404);
    });
    model.start();
    await settled();
    t.mock.timers.tick(60_000);
    await settled();
    assert.equal(counted.calls, 1);
    assert.equal(model.view.value.kind, 'notFound');
  });

  it('another failure is read again 2 times, 2 s apart, then the page gives up', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const { model, counted } = tracking(t, async () => {
      throw new ApiError('api_server_error', 'Down', null, 502);
    });
    model.start();
    await settled();
    assert.equal(counted.calls, 1);
    t.mock.timers.tick(1_999);
    await settled();
    assert.equal(counted.calls, 1, 'not before 2 s');
    t.mock.timers.tick(1);
    await settled();
    assert.equal(counted.calls, 2, 'the first retry at 2 s');
    t.mock.timers.tick(2_000);
    await settled();
    assert.equal(counted.calls, 3, 'the second retry 2 s later');
    t.mock.timers.tick(60_000);
    await settled();
    assert.equal(counted.calls, 3, 'no third retry');
    assert.equal(model.view.value.kind, 'failed');
  });
});
