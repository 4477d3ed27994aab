import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type Sandbox, startSandbox } from '../../sandbox/server';
import { controlClient } from '../sandboxControl';

let sandbox: Sandbox;
before(async () => {
  sandbox = await startSandbox({ ports: 'any' });
});
after(() => sandbox.close());

const control = controlClient(() => sandbox.urls.api);

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

  it('reserve renews a sell order; a saved payout card is processed as {id, data: {id}} (spec 2 §7)', async () => {
    await control('reset');
    const headers = await session('kyc-complete@sandbox.test');
    const body = JSON.stringify({ fromCurrency: 'USDT-MATIC', toCurrency: 'EUR', fromAmount: 100 });
    const create = () => call<{ id: string; reservationExpiresAt: string }>(`${sandbox.urls.api}/widget/v1/offramp/orders`, { method: 'POST', headers, body });
    // A saved card: the first order saves it through the vault.
    const first = (await create()).result?.id ?? '';
    const card = { number: '4242424242424242', expirationDate: '12/39', holder: 'ADA', dateOfBirth: '10.12.1985', mustBeSaved: true };
    await call(`${sandbox.urls.vault}/widget/v1/offramp/orders/${first}/processing`, { method: 'POST', headers, body: JSON.stringify({ card: [card] }) });
    const cardId = (await call<{ id: string }[]>(`${sandbox.urls.api}/widget/v1/offramp/customers/cards`, { headers })).result?.[0]?.id ?? '';

    await control('reservation', { ms: 60_000 });
    const created = (await create()).result;
    const id = created?.id ?? '';
    await control('reservation', { ms: 15 * 60_000 });
    const reserved = await call<{ status: string; reservationExpiresAt: string }>(`${sandbox.urls.api}/widget/v1/orders/${id}/processing/reserve`, { method: 'POST', headers });
    assert.equal(reserved.result?.status, 'reserved');
    assert.ok(Date.parse(reserved.result?.reservationExpiresAt ?? '') > Date.parse(created?.reservationExpiresAt ?? '') + 10 * 60_000);

    const processing = `${sandbox.urls.api}/widget/v1/offramp/orders/${id}/processing`;
    const wrongShape = await call(processing, { method: 'POST', headers, body: JSON.stringify({ card: [{ id: cardId }] }) });
    assert.equal(wrongShape.error?.code, 'validation_error');
    const otherOrder = await call(processing, { method: 'POST', headers, body: JSON.stringify({ id: first, data: { id: cardId } }) });
    assert.equal(otherOrder.error?.code, 'validation_error');
    const processed = await call<{ status: string }>(processing, { method: 'POST', headers, body: JSON.stringify({ id, data: { id: cardId } }) });
    assert.equal(processed.result?.status, 'processing_started');
    const again = await call(`${sandbox.urls.api}/widget/v1/orders/${id}/processing/reserve`, { method: 'POST', headers });
    assert.equal(again.error?.code, 'order_status_cannot_be_changed');
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
    // The deposit arrives and the payout runs (50 ms each): read until the order is final.
    let status = '';
    for (const started = Date.now(); status !== 'complete' && Date.now() - started < 5_000; ) {
      status = (await call<{ status: string }>(`${sandbox.urls.api}/widget/v1/offramp/orders/${id}`, { headers })).result?.status ?? '';
    }
    assert.equal(status, 'complete');
    const data = (await control('card-data')) as { clearAtApi: number };
    assert.equal(data.clearAtApi, 0);
  });
});
