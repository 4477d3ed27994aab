/**
 * A NEAR JSON-RPC stand-in (POST /near-rpc): `query` with `view_account`, answered as a NEAR node does.
 * An unknown account is HTTP 200 with HANDLER_ERROR / UNKNOWN_ACCOUNT (never 408/429/5xx, which
 * near-api-js retries).
 */
import type { ServerResponse } from 'node:http';
import { NEAR_ACCOUNTS } from '../data/nearAccounts';
import { sendJson } from '../http';

const BLOCK = { block_hash: 'EoFRBAsxGkNKvtsBnWNeE7nVKjUL3TBtSNpmGAwLpnbF', block_height: 123_456_789 };

export function answerNearRpc(res: ServerResponse, body: Record<string, unknown>) {
  const id = body.id ?? 'dontcare';
  const params = (body.params ?? {}) as Record<string, unknown>;
  if (body.method !== 'query' || params.request_type !== 'view_account') {
    return sendJson(res, { jsonrpc: '2.0', id, error: { name: 'REQUEST_VALIDATION_ERROR', code: -32700, message: 'Parse error', data: 'Only view_account is served by the sandbox' } });
  }
  const accountId = String(params.account_id ?? '');
  if (!NEAR_ACCOUNTS.has(accountId)) {
    return sendJson(res, {
      jsonrpc: '2.0',
      id,
      error: {
        name: 'HANDLER_ERROR',
        cause: { name: 'UNKNOWN_ACCOUNT', info: { requested_account_id: accountId, ...BLOCK } },
        code: -32000,
        message: 'Server error',
        data: `account ${accountId} does not exist while viewing`,
      },
    });
  }
  sendJson(res, {
    jsonrpc: '2.0',
    id,
    result: { amount: '1000000000000000000000000', locked: '0', code_hash: '11111111111111111111111111111111', storage_usage: 182, storage_paid_at: 0, ...BLOCK },
  });
}
