/**
 * NEAR address existence check: a JSON-RPC `query` / `view_account` through near-api-js, loaded on first
 * use (it is one of the heavy parts kept out of the first load). Finality `final` is passed explicitly:
 * near-api-js defaults to optimistic. The RPC URL is configuration (the sandbox serves a stand-in).
 */
export async function nearAccountExists(rpcUrl: string, accountId: string): Promise<boolean> {
  const { JsonRpcProvider } = await import('./nearRpcProvider');
  const provider = new JsonRpcProvider({ url: rpcUrl }, { retries: 1 });
  try {
    await provider.viewAccount({ accountId, blockQuery: { finality: 'final' } });
    return true;
  } catch {
    // Unknown account (AccountDoesNotExistError) or an unreachable node: not shown to exist.
    return false;
  }
}
