/**
 * The buy order's model as the widget builds it (state/compose.ts, later.ts), with the real client against
 * a backend on loopback: what the backend receives, the host events, the errors reported and the storage
 * are what the tests look at.
 */
import type { TestContext } from 'node:test';
import { createResources } from '../../src/api/resources';
import type { Order } from '../../src/domain/entities';
import { SPEC_TIMINGS, type Timings } from '../../src/domain/timings';
import type { HostBridge } from '../../src/host/bridge';
import { createOrderModel } from '../../src/state/order';
import { type Answer, type Received, loopbackBackend } from './loopbackBackend';
import { memoryStore } from './memoryStore';

export const ORDER_KEY = 'active-order:signature';

/** The host's side of the bridge: every event, in order. */
export function hostEvents() {
  const events: { type: string; data: unknown }[] = [];
  const bridge: HostBridge = { emit: (type, data) => void events.push({ type, data }) };
  return { bridge, events, types: () => events.map((event) => event.type) };
}

export type BuyOrderSetup = {
  initialOrder?: Order | null;
  /** The active order id kept from before (a reload); by default the initial order's. */
  storedId?: string;
  merchantPayload?: Record<string, unknown> | null;
  timings?: Partial<Timings>;
};

export async function buyOrderModel(t: TestContext, answer: (request: Received) => Answer | Promise<Answer>, setup: BuyOrderSetup = {}) {
  const backend = await loopbackBackend(answer);
  // Start-up finds the active order by the id kept in storage.
  const storedId = setup.storedId ?? setup.initialOrder?.id;
  const local = memoryStore(storedId ? { [ORDER_KEY]: storedId } : {});
  const host = hostEvents();
  const reports: unknown[] = [];
  const timings: Timings = { ...SPEC_TIMINGS, requestTimeoutMs: 2_000, readRetryBaseMs: 5, orderPollMs: 60_000, ...setup.timings };
  const client = backend.client({ timings });
  const model = createOrderModel({
    api: createResources(client),
    client,
    local,
    storageKey: ORDER_KEY,
    initialOrder: setup.initialOrder ?? null,
    bridge: host.bridge,
    merchantPayload: setup.merchantPayload ?? null,
    report: (error) => void reports.push(error),
    timings,
  });
  t.after(async () => {
    model.dispose();
    await backend.close();
  });
  return {
    model,
    backend,
    client,
    local,
    host,
    reports,
    /** The requests the backend received, as `METHOD /path`. */
    lines: () => backend.received.map((request) => `${request.method} ${request.path}`),
  };
}

/** A reply the test gives when it chooses (a call in flight meanwhile). */
export function held<T>() {
  let release: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release: (value: T) => release(value) };
}
