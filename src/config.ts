/**
 * Deployment configuration, set at build time by esbuild's `define` (see esbuild.config.mjs) from the
 * environment: CRW_API_URL (and CRW_PIN_API_URL), CRW_ENVIRONMENT, CRW_ERROR_DSN, CRW_NEAR_RPC_URL, and the card vault's
 * CRW_VAULT_ID, CRW_VAULT_ENVIRONMENT, CRW_VAULT_CNAME, and CRW_WIDGET_URL. Switching from the sandbox to the real
 * provider is a change of these values, not of code.
 */
import type { VaultConfig } from './integrations/cardVault';

declare const __CRW_API_URL__: string;
declare const __CRW_API_URL_PINNED__: boolean;
declare const __CRW_ENVIRONMENT__: string;
declare const __CRW_ERROR_DSN__: string;
declare const __CRW_NEAR_RPC_URL__: string;
declare const __CRW_WIDGET_URL__: string;
declare const __CRW_VAULT_ID__: string;
declare const __CRW_VAULT_ENVIRONMENT__: string;
declare const __CRW_VAULT_CNAME__: string;

export const DEFAULT_API_URL: string = __CRW_API_URL__;
/**
 * CRW_PIN_API_URL=1: the build's backend is the only one (an `api-url` naming another stops start-up), so a
 * page cannot route the widget's calls through a proxy of its own (docs/security.md).
 */
export const PINNED_API_URL: string | null = __CRW_API_URL_PINNED__ ? __CRW_API_URL__ : null;
export const DEFAULT_ENVIRONMENT: string = __CRW_ENVIRONMENT__;
/** Sentry DSN; empty means the backend's own ingest (`{apiUrl}/api/1/envelope/`, the sandbox's). */
export const DEFAULT_ERROR_DSN: string | null = __CRW_ERROR_DSN__ || null;
/** NEAR JSON-RPC endpoint; empty means the backend's own stand-in at `{apiUrl}/near-rpc` (the sandbox). */
export const DEFAULT_NEAR_RPC_URL: string | null = __CRW_NEAR_RPC_URL__ || null;
/**
 * The card vault (VGS Collect). With a vault id the widget loads Collect.js from VGS (a production build
 * has one, the live environment and the custom vault host: esbuild.config.mjs refuses it otherwise);
 * without one it uses the Collect-compatible stand-in the backend serves at `{apiRoot}/vault/collect.js`.
 */
export function vaultConfig(apiRoot: string): VaultConfig {
  return __CRW_VAULT_ID__
    ? { kind: 'vgs', vaultId: __CRW_VAULT_ID__, environment: __CRW_VAULT_ENVIRONMENT__, cname: __CRW_VAULT_CNAME__ || null }
    : { kind: 'sandbox', scriptUrl: `${apiRoot}/vault/collect.js`, vaultId: 'tntsandbox0', environment: 'sandbox' };
}
/** Where the iframe page lives: the element's tracking links open there (the element has no URL of its own). */
export const DEFAULT_WIDGET_URL: string = __CRW_WIDGET_URL__;

