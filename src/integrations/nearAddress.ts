/**
 * NEAR address existence check: a JSON-RPC `query` / `view_account` through near-api-js, loaded on first
 * use (it is one of the heavy parts kept out of the first load). Finality `final` is passed explicitly:
 * near-api-js defaults to optimistic. The RPC URL is configuration (the sandbox serves a stand-in).
 */

/** True when the account exists, false when the node says it does not; a node that cannot be reached throws. */
export async function nearAccountExists(rpcUrl: string, accountId: string): Promise<boolean> {
  const { JsonRpcProvider } = await import('./nearRpcProvider');
  const provider = new JsonRpcProvider({ url: rpcUrl }, { retries: 1 });
  try {
    await provider.viewAccount({ accountId, blockQuery: { finality: 'final' } });
    return true;
  } catch (error) {
    if (isUnknownAccount(error)) return false;
    throw error;
  }
}

/**
 * near-api-js answers UNKNOWN_ACCOUNT with its AccountDoesNotExistError, which it does not export: known by
 * the fields only it carries (a name would not survive minifying).
 */
function isUnknownAccount(error: unknown): boolean {
  return error instanceof Error && 'accountId' in error && 'blockHeight' in error;
}
