import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nextTrackingStep, trackingLink } from '../../src/domain/tracking';

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
