// The lazily loaded adapters against the sandbox's stand-ins, over HTTP.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type Sandbox, startSandbox } from '../../sandbox/server';
import { nearAccountExists } from '../../src/integrations/nearAddress';
import { qrDataUrl } from '../../src/integrations/qrCode';

let sandbox: Sandbox;
before(async () => {
  sandbox = await startSandbox({ ports: 'any' });
});
after(() => sandbox.close());

describe('NEAR address check through near-api-js against the JSON-RPC stand-in', () => {
  it('finds an existing account and not an unknown one', async () => {
    const rpc = `${sandbox.urls.api}/near-rpc`;
    assert.equal(await nearAccountExists(rpc, 'alice.near'), true);
    assert.equal(await nearAccountExists(rpc, 'nobody-here.near'), false);
  });
  it('an unreachable node is not an unknown account: the check throws', async () => {
    // The sandbox's API port answers no JSON-RPC under this path: a node that cannot answer.
    await assert.rejects(nearAccountExists(`${sandbox.urls.api}/no-such-node`, 'alice.near'));
  });
  it('sends view_account with finality final', async () => {
    const response = await fetch(`${sandbox.urls.api}/near-rpc`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 'dontcare', method: 'query', params: { request_type: 'view_account', finality: 'final', account_id: 'zed.near' } }),
    });
    assert.equal(response.status, 200);
    const { error } = (await response.json()) as { error: { name: string; cause: { name: string } } };
    assert.deepEqual([error.name, error.cause.name], ['HANDLER_ERROR', 'UNKNOWN_ACCOUNT']);
  });
});

describe('QR images', () => {
  it('renders a 236 px PNG data URL (spec 1 §9)', async () => {
    const url = await qrDataUrl('0x1111111111111111111111111111111111111111');
    assert.match(url, /^data:image\/png;base64,/);
    const png = Buffer.from(url.split(',')[1] ?? '', 'base64');
    // The spec's 236 px, whatever the constant says: the PNG's width and height.
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [236, 236]);
  });
});
