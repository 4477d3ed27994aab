import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type Sandbox, startSandbox } from '../../sandbox/server';

let sandbox: Sandbox;
before(async () => {
  sandbox = await startSandbox({ ports: { api: 38817, widget: 38818, demo: 38819 } });
});
after(() => sandbox.close());

const control = (action: string, body: unknown = {}) =>
  fetch(`${sandbox.urls.api}/__sandbox/${action}`, { method: 'POST', body: JSON.stringify(body) }).then((r) => r.json());

async function session(email: string) {
  const { token } = (await control('customers', { email })) as { token: string };
  return { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
}

type Envelope<T> = { result?: T; error?: { code: string; payload: Record<string, string[]> | null } };
const call = <T>(url: string, init?: RequestInit) => fetch(url, init).then((r) => r.json() as Promise<Envelope<T>>);

describe('sandbox off-ramp', () => {
  it('sell rates are keyed CRYPTO_FIAT, with a pair without provider and pairs without rate', async () => {
    const { result } = await call<Record<string, { availablePaymentTypes: string[]; minAmount: number }>>(`${sandbox.urls.api}/widget/v1/offramp/currencies/rates`);
    assert.ok(result?.['USDT-MATIC_EUR']);
    assert.deepEqual(result?.['BNB-BEP20_BRL']?.availablePaymentTypes, []);
    assert.equal(result?.BTC_PLN, undefined);
    const fees = await call<{ providerFee: { value: number } }>(`${sandbox.urls.api}/widget/v1/offramp/currencies/fees/USDT-MATIC/BR`);
    assert.equal(fees.result?.providerFee.value, 2.5);
  });

  it('a sell order needs KYC, waits for a payout card, then for the deposit, then completes', async () => {
    await control('reset');
    await control('sell-deposit', { ms: 50 });
    await control('settle-step', { ms: 50 });
    const unverified = await session('kyc-none@sandbox.test');
    const body = JSON.stringify({ fromCurrency: 'USDT-MATIC', toCurrency: 'EUR', fromAmount: 100 });
    const refused = await call(`${sandbox.urls.api}/widget/v1/offramp/orders`, { method: 'POST', headers: unverified, body });
    assert.equal(refused.error?.code, 'must_pass_kyc');

    const headers = await session('kyc-complete@sandbox.test');
    const created = await call<{ id: string; status: string; toWallet: string; qrCode: string }>(`${sandbox.urls.api}/widget/v1/offramp/orders`, { method: 'POST', headers, body });
    assert.equal(created.result?.status, 'reserved');
    assert.match(created.result?.toWallet ?? '', /^0x[0-9a-f]{40}$/);
    assert.ok((created.result?.qrCode ?? '').length > 100);
    const id = created.result?.id ?? '';

    // The payout card goes through the vault; the date of birth is checked.
    const process = (card: Record<string, unknown>) =>
      call<{ status: string }>(`${sandbox.urls.vault}/widget/v1/offramp/orders/${id}/processing`, { method: 'POST', headers, body: JSON.stringify({ card: [card] }) });
    const young = await process({ number: '4242424242424242', expirationDate: '12/39', holder: 'ADA', dateOfBirth: '01.01.2020', mustBeSaved: true });
    assert.deepEqual(Object.keys(young.error?.payload ?? {}), ['card.dateOfBirth']);
    const ok = await process({ number: '4242424242424242', expirationDate: '12/39', holder: 'ADA', dateOfBirth: '10.12.1985', mustBeSaved: true });
    assert.equal(ok.result?.status, 'processing_started');
    const cards = await call<{ type: string; lastFourDigits: string }[]>(`${sandbox.urls.api}/widget/v1/offramp/customers/cards`, { headers });
    assert.deepEqual(cards.result?.map((c) => [c.type, c.lastFourDigits]), [['visa', '4242']]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const done = await call<{ status: string }>(`${sandbox.urls.api}/widget/v1/offramp/orders/${id}`, { headers });
    assert.equal(done.result?.status, 'complete');
    const data = (await fetch(`${sandbox.urls.api}/__sandbox/card-data`).then((r) => r.json())) as { clearAtApi: number };
    assert.equal(data.clearAtApi, 0);
  });
});
