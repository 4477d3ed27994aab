import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CodeLoadError, READ_RETRIES, loadWithRetries } from '../../src/domain/retry';
import { createHostGate } from '../../src/host/bridge';
import { createConnection } from '../../src/state/connection';

/** A window of the device's `online`/`offline` events, as a phone's browser sends them. */
function device(onLine: boolean) {
  const target = new EventTarget() as EventTarget & { navigator: { onLine: boolean } };
  target.navigator = { onLine };
  return {
    target,
    go() {
      target.navigator.onLine = false;
      target.dispatchEvent(new Event('offline'));
    },
    back() {
      target.navigator.onLine = true;
      target.dispatchEvent(new Event('online'));
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the connection’s state', () => {
  it('follows the device: offline at its event, back at its online event with the backend answering a probe', async () => {
    const phone = device(true);
    let probes = 0;
    const connection = createConnection({ probe: async () => {
        probes++;
        return true;
      }, target: phone.target as unknown as Window, giveUpAfterMs: 60_000 });
    const stop = connection.watch();
    try {
      assert.equal(connection.state.value, 'online');
      phone.go();
      assert.equal(connection.state.value, 'offline');
      let resumed = false;
      void connection.whenBack().then(() => {
        resumed = true;
      });
      await tick();
      assert.equal(resumed, false, 'a call waits while the device is offline');
      assert.equal(await connection.lost(), true, 'a failure offline is the connection, without a probe');
      assert.equal(probes, 0);
      phone.back();
      await tick();
      assert.equal(connection.state.value, 'online');
      assert.equal(resumed, true);
    } finally {
      stop();
    }
  });

  it('a call that found no way, on a device that says online, is the connection when a probe cannot reach the backend; probes go on until one does', async () => {
    const phone = device(true);
    let reachable = false;
    let probes = 0;
    const connection = createConnection({ probe: async () => {
        probes++;
        return reachable;
      }, target: phone.target as unknown as Window, giveUpAfterMs: 60_000 });
    const stop = connection.watch();
    try {
      assert.equal(await connection.lost(), true);
      assert.equal(connection.state.value, 'unreachable');
      const back = connection.whenBack();
      reachable = true;
      // The next probe (1 s after) finds the way.
      assert.equal(await back, true);
      assert.equal(connection.state.value, 'online');
      assert.ok(probes >= 2);
    } finally {
      stop();
    }
  });

  it('ends with the widget: a call waiting goes no further, and a probe under way asks nothing more (a restart leaves nothing behind)', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const phone = device(true);
    let probes = 0;
    let answer = (_through: boolean) => {};
    const connection = createConnection({ probe: () => {
        probes++;
        return new Promise<boolean>((resolve) => (answer = resolve));
      }, target: phone.target as unknown as Window, giveUpAfterMs: 60_000 });
    const stop = connection.watch();
    const lost = connection.lost();
    answer(false);
    assert.equal(await lost, true);
    const waiting = connection.whenBack();
    // A probe is under way when the widget goes.
    t.mock.timers.tick(1_000);
    assert.equal(probes, 2);
    stop();
    // The waits go no further: neither back nor given up.
    const settledAfterEnd = (wait: Promise<boolean>) => Promise.race([wait.then(() => true), new Promise((resolve) => setImmediate(() => resolve(false)))]);
    assert.equal(await settledAfterEnd(waiting), false);
    assert.equal(await settledAfterEnd(connection.whenBack()), false);
    assert.equal(await connection.lost(), true);
    answer(false);
    await Promise.resolve();
    t.mock.timers.tick(60_000);
    assert.equal(probes, 2);
  });

  it('a call that found no way while the backend answers a probe is not the connection (a reset, CORS): the call’s own failure', async () => {
    const connection = createConnection({ probe: async () => true, target: device(true).target as unknown as Window, giveUpAfterMs: 60_000 });
    const stop = connection.watch();
    try {
      assert.equal(await connection.lost(), false);
      assert.equal(connection.state.value, 'online');
    } finally {
      stop();
    }
  });

  it('a reply ends the doubt at once', async () => {
    const connection = createConnection({ probe: async () => false, target: device(true).target as unknown as Window, giveUpAfterMs: 60_000 });
    const stop = connection.watch();
    try {
      await connection.lost();
      assert.equal(connection.state.value, 'unreachable');
      connection.reached();
      assert.equal(connection.state.value, 'online');
    } finally {
      stop();
    }
  });

  it('calls stop waiting for a backend out of reach after a while (a backend down is then a failure, not a wait), never for a device offline', async () => {
    const phone = device(true);
    const connection = createConnection({ probe: async () => false, target: phone.target as unknown as Window, giveUpAfterMs: 50 });
    const stop = connection.watch();
    try {
      await connection.lost();
      assert.equal(await connection.whenBack(), false, 'gave up after 50 ms');
      phone.go();
      let settled = false;
      void connection.whenBack().then(() => {
        settled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(settled, false, 'offline: waits as long as it takes');
    } finally {
      stop();
    }
  });
});

describe('code that loads later', () => {
  it('is asked for only once the connection is there, again after failures, and arrives', async () => {
    let ready = false;
    let attempts = 0;
    const loaded = loadWithRetries(
      async () => {
        attempts++;
        if (attempts < 3) throw new TypeError('Failed to fetch dynamically imported module');
        return 'code';
      },
      async () => {
        while (!ready) await tick();
      },
      async () => undefined,
    );
    await tick();
    assert.equal(attempts, 0, 'nothing asked while the connection is down');
    ready = true;
    assert.equal(await loaded, 'code');
    assert.equal(attempts, 3);
  });

  it('that stays away is a CodeLoadError (the connection’s words, not the crash page) after the retries', async () => {
    let attempts = 0;
    const error = await loadWithRetries(
      async () => {
        attempts++;
        throw new TypeError('Failed to fetch dynamically imported module');
      },
      async () => undefined,
      async () => undefined,
    ).catch((e: unknown) => e);
    assert.ok(error instanceof CodeLoadError);
    assert.equal(attempts, READ_RETRIES + 1);
  });

  it('a failure that is no Error still ends as a named CodeLoadError that says the code did not load', async () => {
    const error = await loadWithRetries(
      async () => {
        throw 'offline';
      },
      async () => undefined,
      async () => undefined,
    ).catch((thrown: unknown) => thrown);
    assert.ok(error instanceof CodeLoadError);
    assert.equal(error.name, 'CodeLoadError');
    assert.equal(error.message, 'The code did not load');
  });
});

describe('a widget’s way to the host', () => {
  it("holds events in order until it opens; once closed, drops them, waiting ones included, but an order's", () => {
    const sent: string[] = [];
    const gate = createHostGate({ emit: (type) => void sent.push(type) });
    gate.emit('load', {});
    gate.emit('started', { flowType: null });
    assert.deepEqual(sent, []);
    gate.open();
    assert.deepEqual(sent, ['load', 'started']);
    gate.emit('resize', { width: 1, height: 1 });
    gate.close();
    gate.emit('error', { code: 'unavailable', message: 'x', payload: null });
    gate.emit('resize', { width: 2, height: 2 });
    assert.deepEqual(sent, ['load', 'started', 'resize']);
    // An order created by a reply that came after the restart: the host hears of it.
    gate.emit('operation_created', { orderId: 'o1' });
    assert.deepEqual(sent, ['load', 'started', 'resize', 'operation_created']);
    sent.splice(3);
    // Started again (React's strict mode mounts twice): held, then open; what waited when it closed is gone.
    gate.hold();
    gate.emit('load', {});
    gate.close();
    gate.hold();
    gate.open();
    assert.deepEqual(sent, ['load', 'started', 'resize']);
  });
});
