/** NEAR account ids (INTEGRATIONS.md "NEAR JSON-RPC"; spec 1 §5 "Wallet address"). */

/** 64 lowercase hex characters: an implicit account. Test it first: it also matches the named pattern. */
export const NEAR_IMPLICIT_ACCOUNT = /^[0-9a-f]{64}$/;
/** 2 to 64 characters; parts separated by '.', each lowercase letters and digits joined by single '_' or '-'. */
export const NEAR_NAMED_ACCOUNT = /^(?=.{2,64}$)(([a-z\d]+[-_])*[a-z\d]+\.)*([a-z\d]+[-_])*[a-z\d]+$/;

export function isNearImplicitAccount(address: string): boolean {
  return NEAR_IMPLICIT_ACCOUNT.test(address);
}

export function isNearAccountId(address: string): boolean {
  return isNearImplicitAccount(address) || NEAR_NAMED_ACCOUNT.test(address);
}

/** spec 1 §5: NEAR addresses are lowercased as typed. */
export function normalizeNearAddress(typed: string): string {
  return typed.trim().toLowerCase();
}
