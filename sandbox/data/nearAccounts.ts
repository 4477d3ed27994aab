/** Accounts that exist on the sandbox's NEAR chain: the NEAR RPC stand-in knows them, and buy orders' addresses are checked against them. */
export const NEAR_ACCOUNTS = new Set(['alice.near', 'bob.near', 'merchant.near', 'ramp-sandbox.near', 'app.alice.near']);
