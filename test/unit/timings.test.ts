import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SPEC_TIMINGS, parseTimeScale, scaleTimings } from '../../src/domain/timings';
import { nextTrackingStep } from '../../src/domain/tracking';

describe('timings (spec 1 §7, §9; spec 2 §9) and a sandbox embed\'s time-scale', () => {
  it('are the spec\'s by default', () => {
    assert.equal(SPEC_TIMINGS.requestTimeoutMs, 10_000);
    assert.equal(SPEC_TIMINGS.orderCreationTimeoutMs, 30_000);
    assert.equal(SPEC_TIMINGS.statusLongPollTimeoutMs, 180_000);
    assert.equal(SPEC_TIMINGS.orderPollMs, 5_000);
    assert.equal(SPEC_TIMINGS.sellOrderPollMs, 3_000);
    assert.equal(SPEC_TIMINGS.userPollMs, 5_000);
    assert.equal(SPEC_TIMINGS.trackingPollMs, 2_000);
    assert.equal(SPEC_TIMINGS.longWaitMessageMs, 30_000);
  });
  it('takes a scale above 0 and at most 1, written as a plain decimal', () => {
    assert.equal(parseTimeScale('0.2'), 0.2);
    assert.equal(parseTimeScale('1'), 1);
    assert.equal(parseTimeScale('0.05'), 0.05);
    for (const bad of ['0', '0.0', '1.5', '2', '-0.5', '.5', '0,5', '1e-1', 'fast', '', '0.2 ']) assert.equal(parseTimeScale(bad), null, bad);
  });
  it('multiplies every wait by the scale, never to 0', () => {
    const fifth = scaleTimings(0.2);
    assert.equal(fifth.orderPollMs, 1_000);
    assert.equal(fifth.requestTimeoutMs, 2_000);
    assert.equal(fifth.statusLongPollTimeoutMs, 36_000);
    assert.equal(scaleTimings(0.0001).postLoginRedirectMs, 1);
    assert.deepEqual(scaleTimings(1), SPEC_TIMINGS);
  });
  it('reach the rules that wait: tracking polls at the scaled interval', () => {
    assert.deepEqual(nextTrackingStep({ ok: true, status: 'processing_started' }, 0, scaleTimings(0.1)), { kind: 'poll', delayMs: 200, failures: 0 });
  });
});
