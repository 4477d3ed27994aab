/**
 * Options that come from outside besides the signed launch parameters (element attributes or the iframe
 * page's query string), checked at the border. A bad value stops start-up with a clear screen.
 */
import { type Infer, enums, optional, pattern, string, type, validate } from 'superstruct';
import { DEFAULT_API_URL, DEFAULT_ENVIRONMENT, DEFAULT_ERROR_DSN, DEFAULT_NEAR_RPC_URL, DEFAULT_VAULT } from './config';
import type { VaultConfig } from './integrations/cardVault';
import type { Environment } from './integrations/errorReporting';
import type { WidgetConfig } from './state/widget';

export const EmbedOptionsSchema = type({
  apiKey: optional(string()),
  signature: optional(string()),
  payload: optional(string()),
  lang: optional(string()),
  /** Opens the public tracking page of this order (element deep link; the iframe page uses its path). */
  trackOrder: optional(pattern(string(), /^[A-Za-z0-9-]{1,64}$/)),
  flow: optional(enums(['buy', 'sell'] as const)),
  apiUrl: optional(pattern(string(), /^https?:\/\/[^\s]+$/)),
  environment: optional(enums(['production', 'sandbox'] as const)),
});
export type EmbedOptions = Infer<typeof EmbedOptionsSchema>;

export type ResolvedEmbedOptions = {
  launch: { apiKey: string | null; signature: string | null; payload: string | null };
  lang: string | null;
  trackOrder: string | null;
  flow: 'buy' | 'sell' | null;
  apiUrl: string;
  environment: Environment;
  errorDsn: string | null;
  problems: string[];
};

/** Empty strings count as absent (an attribute removed or left blank). */
export function resolveEmbedOptions(raw: Record<string, string | null | undefined>): ResolvedEmbedOptions {
  const present = Object.fromEntries(Object.entries(raw).filter(([, value]) => typeof value === 'string' && value !== ''));
  const [error, options] = validate(present, EmbedOptionsSchema);
  const problems = error ? error.failures().map((failure) => `${failure.key}: ${failure.message}`) : [];
  const valid = options ?? {};
  return {
    launch: { apiKey: valid.apiKey ?? null, signature: valid.signature ?? null, payload: valid.payload ?? null },
    lang: valid.lang ?? null,
    trackOrder: valid.trackOrder ?? null,
    flow: valid.flow ?? null,
    apiUrl: (problems.some((p) => p.startsWith('apiUrl')) ? undefined : valid.apiUrl) ?? DEFAULT_API_URL,
    environment: valid.environment ?? (DEFAULT_ENVIRONMENT === 'production' ? 'production' : 'sandbox'),
    errorDsn: DEFAULT_ERROR_DSN,
    problems,
  };
}

/** The widget's configuration from checked options and what the embed provides (channels, storage, restart). */
export function widgetConfig(
  raw: Record<string, string | null | undefined>,
  embed: Pick<WidgetConfig, 'bridge' | 'local' | 'session' | 'restart' | 'lightDomHost' | 'widgetPageUrl'>,
): WidgetConfig {
  const options = resolveEmbedOptions(raw);
  const apiRoot = options.apiUrl.replace(/\/$/, '');
  const vault: VaultConfig = DEFAULT_VAULT.vaultId
    ? { kind: 'vgs', vaultId: DEFAULT_VAULT.vaultId, environment: DEFAULT_VAULT.environment, cname: DEFAULT_VAULT.cname }
    : { kind: 'sandbox', scriptUrl: `${apiRoot}/vault/collect.js`, vaultId: 'tntsandbox0', environment: 'sandbox' };
  return {
    vault,
    initialPath: options.trackOrder ? `/orders/${options.trackOrder}/public` : null,
    startPath: options.flow === 'sell' ? '/sell' : null,
    launch: options.launch,
    apiUrl: options.apiUrl,
    nearRpcUrl: DEFAULT_NEAR_RPC_URL ?? `${options.apiUrl.replace(/\/$/, '')}/near-rpc`,
    environment: options.environment,
    errorDsn: options.errorDsn,
    requestedLanguage: options.lang,
    browserLanguage: navigator.language,
    refcode: new URLSearchParams(window.location.search).get('refcode'),
    configProblems: options.problems,
    ...embed,
  };
}
