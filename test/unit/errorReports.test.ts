/**
 * Error reports carry none of a customer's data (issue 41): every call whose reply is about the customer
 * answers with a reply of the wrong shape, each field in turn holding the customer's street where another
 * type belongs, and the report the real reporter sends (its Sentry client, to an ingest on loopback) is
 * searched for every value of the customer.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { type Struct, array, validate } from 'superstruct';
import { createApiClient } from '../../src/api/client';
import { KycTokenSchema } from '../../src/api/schemas';
import { OrderSchema, TrackingSchema, UserSchema } from '../../src/domain/entities';
import { PayoutCardSchema, SellOrderSchema } from '../../src/domain/sellEntities';
import { createSentryReporter } from '../../src/integrations/sentryReporter';

const ORDER_ID = '4039a3b5-2473-4862-899f-6644755da939';

/** The customer: what a reply may say of them, each value distinct enough to be found in a report. */
const CUSTOMER = {
  email: 'augusta.byron@example.com',
  firstName: 'Augusta',
  lastName: 'Kingsbyron',
  phone: '+447911123456',
  address: '221B Baker Street',
  city: 'Marylebone',
  postalCode: 'NW1 6XE',
  state: 'Greater London',
  kycToken: 'sbx-9f0c2a4e-7b1d-4c3a-9e8f-0a1b2c3d4e5f',
  wallet: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  cardHolder: 'AUGUSTA KINGSBYRON',
};
/** A card's last four digits: shown to the customer, not searched for (four digits turn up in any report's ids). */
const LAST4 = '4242';

const user = {
  id: 7,
  email: CUSTOMER.email,
  firstName: CUSTOMER.firstName,
  lastName: CUSTOMER.lastName,
  phone: CUSTOMER.phone,
  country: { isoAlpha2: 'GB', name: 'United Kingdom' },
  state: CUSTOMER.state,
  city: CUSTOMER.city,
  postalCode: CUSTOMER.postalCode,
  address: CUSTOMER.address,
  isBlocked: false,
  hasCompleteOrders: true,
  language: 'en',
  cards: [{ id: 'card-1', last4: LAST4, brand: 'visa', expirationDate: '12/30', holder: CUSTOMER.cardHolder, isDefault: true }],
  kyc: { status: 'complete' },
};
const order = {
  id: ORDER_ID,
  status: 'processing_started',
  fromAmount: 100,
  toAmount: 0.001,
  toWallet: CUSTOMER.wallet,
  paymentProviderId: 'provider-1',
  fromCurrency: 'USD',
  toCurrency: 'BTC',
  createdAt: '2026-11-28T00:00:00Z',
  merchant: { payload: { email: CUSTOMER.email, toWallet: CUSTOMER.wallet } },
};
const sellOrder = {
  id: ORDER_ID,
  status: 'created',
  fromAmount: 0.001,
  toAmount: 100,
  toWallet: CUSTOMER.wallet,
  fromCurrency: { ticker: 'BTC', tickerWithNetwork: 'BTC' },
  toCurrency: { ticker: 'USD', tickerWithNetwork: 'USD' },
  merchantData: { email: CUSTOMER.email },
};

/** The calls whose replies are about the customer, each with a reply of the right shape. */
const CALLS: [string, Struct<unknown, unknown>, unknown][] = [
  ['customers/current', UserSchema as Struct<unknown, unknown>, user],
  ['customers/current/billing-address', UserSchema as Struct<unknown, unknown>, user],
  ['customers/current/kyc', KycTokenSchema as Struct<unknown, unknown>, { token: CUSTOMER.kycToken, directLink: `https://kyc.example/${CUSTOMER.kycToken}` }],
  [`orders/${ORDER_ID}`, OrderSchema as Struct<unknown, unknown>, order],
  [`orders/${ORDER_ID}/track`, TrackingSchema as Struct<unknown, unknown>, { toWallet: CUSTOMER.wallet, fromCurrency: 'USD', toCurrency: 'BTC', fromAmount: 100, toAmount: 0.001 }],
  [`offramp/orders/${ORDER_ID}`, SellOrderSchema as Struct<unknown, unknown>, sellOrder],
  ['offramp/customers/cards', array(PayoutCardSchema) as Struct<unknown, unknown>, [{ id: 'card-1', lastFourDigits: LAST4 }]],
];

/** Each leaf's path in a JSON value. */
function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [path];
  return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, Array.isArray(value) ? Number(key) : key]));
}

function withLeaf(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = leaf;
  return copy;
}

let reply: unknown = null;
const reports: string[] = [];
const servers: ReturnType<typeof createServer>[] = [];

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let api = '';
let ingest = '';
before(async () => {
  api = await listen((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ result: reply }));
  });
  // The error-report service: every envelope the reporter sends, as it arrives.
  ingest = await listen((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      reports.push(body);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
});
after(() => {
  for (const server of servers) server.close();
});

describe('error reports of wrong-shaped replies about the customer', () => {
  it('hold none of the customer’s values, whichever field of whichever reply is wrong', async () => {
    const client = createApiClient({
      apiUrl: `http://${api}`,
      token: () => null,
      locale: () => 'en',
      merchantData: () => null,
      onUnauthorized: () => undefined,
      timings: { requestTimeoutMs: 2_000, orderCreationTimeoutMs: 2_000, statusLongPollTimeoutMs: 2_000, readRetryBaseMs: 20 },
    });
    const reporter = createSentryReporter(`http://public@${ingest}/1`);
    let wrong = 0;
    for (const [path, schema, good] of CALLS) {
      assert.equal(validate(good, schema, { coerce: true })[0], undefined, `the fixture of ${path} has the right shape`);
      for (const leaf of leaves(good)) {
        // The customer's street where the field holds something else; where it holds text, a number.
        const original = leaf.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], good);
        reply = withLeaf(good, leaf, typeof original === 'string' ? 12345 : CUSTOMER.address);
        const error = await client.request(path, schema).then(
          () => null,
          (failure: unknown) => failure,
        );
        if (!error) continue;
        wrong += 1;
        reporter.report(error);
      }
    }
    assert.ok(wrong > 40, `${wrong} wrong-shaped replies`);
    // Every report arrives (each is its own envelope).
    const deadline = Date.now() + 10_000;
    while (reports.length < wrong && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(reports.length, wrong);
    const found = Object.entries(CUSTOMER).filter(([, value]) => reports.some((report) => report.includes(value)));
    assert.deepEqual(found, []);
    // The reports still say where the reply was wrong.
    assert.ok(reports.some((report) => report.includes('Unexpected reply from customers/current: kyc.status (expected enums)')));
  });
});
