/** The navigation channel (state/navigation.ts): every kind of answer an action gives, and what the router and the frame then have. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ROUTES } from '../../src/domain/routes';
import { STAY, createNavigation, go, stay } from '../../src/state/navigation';

function channel() {
  const reported: unknown[] = [];
  const navigation = createNavigation((error) => reported.push(error));
  return { navigation, reported };
}

describe('the navigation channel', () => {
  it('a go asks the router for the move, and the move is gone once made', async () => {
    const { navigation } = channel();
    await navigation.follow(go(ROUTES.walletAddress));
    assert.deepEqual(navigation.move.value, { go: ROUTES.walletAddress });
    navigation.moved();
    assert.equal(navigation.move.value, null);
  });

  it('a stay with nothing to say moves nothing and says nothing: the model’s own view says why', async () => {
    const { navigation } = channel();
    await navigation.follow(STAY);
    assert.equal(navigation.move.value, null);
    assert.equal(navigation.problem.value, null);
  });

  it('a stay in our words is kept for the frame to say, until the customer acts again or moves', async () => {
    const { navigation } = channel();
    await navigation.follow(Promise.resolve(stay('errors.connection')));
    assert.deepEqual(navigation.problem.value, { key: 'errors.connection' });
    assert.equal(navigation.move.value, null);
    // Acting again clears it at once, before the next answer is in.
    void navigation.follow(new Promise(() => undefined));
    assert.equal(navigation.problem.value, null);
    await navigation.follow(stay('errors.connection'));
    navigation.arrived();
    assert.equal(navigation.problem.value, null);
  });

  it('another screen showing takes the last one’s problem away, not a move its own port asked for as it opened', async () => {
    const { navigation } = channel();
    await navigation.follow(stay('errors.connection'));
    // The new screen's port follows at once (its open runs before the router hears of the location).
    await navigation.follow(go(ROUTES.sellKyc, true));
    navigation.arrived();
    assert.deepEqual(navigation.move.value, { go: ROUTES.sellKyc, replace: true });
    assert.equal(navigation.problem.value, null);
  });

  it('a stay in the backend’s words carries them; empty words are none (our key is said)', async () => {
    const { navigation } = channel();
    await navigation.follow(stay('problems.failed', 'Card expired'));
    assert.deepEqual(navigation.problem.value, { key: 'problems.failed', serverText: 'Card expired' });
    await navigation.follow(stay('problems.failed', ''));
    assert.deepEqual(navigation.problem.value, { key: 'problems.failed' });
  });

  it('an action that fails instead of answering is reported, and the customer is told, never left guessing', async () => {
    const { navigation, reported } = channel();
    const failure = new Error('boom');
    await navigation.follow(Promise.reject(failure));
    assert.deepEqual(reported, [failure]);
    assert.deepEqual(navigation.problem.value, { key: 'errors.actionFailed' });
    assert.equal(navigation.move.value, null);
  });

  it('an answer already there is followed at once (start-up’s resume moves before the first screen shows)', () => {
    const { navigation } = channel();
    void navigation.follow({ go: ROUTES.order, replace: true, resume: 'always' });
    assert.deepEqual(navigation.move.value, { go: ROUTES.order, replace: true, resume: 'always' });
  });

  it('what the channel shows cannot be written: its views are computed', () => {
    const { navigation } = channel();
    assert.throws(() => {
      (navigation.move as { value: unknown }).value = { go: ROUTES.root };
    }, TypeError);
  });
});
