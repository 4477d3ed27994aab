/**
 * Options that come from outside besides the signed launch parameters (element attributes or the iframe
 * page's query string), checked at the border. A bad value stops start-up with a clear screen.
 */
import { enums, optional, pattern, refine, string, type, validate } from 'superstruct';
import { DEFAULT_API_URL, DEFAULT_ENVIRONMENT, DEFAULT_ERROR_DSN, DEFAULT_NEAR_RPC_URL, PINNED_API_URL, vaultConfig } from './config';
import { WIDGET_ID_PATTERN } from './domain/constants';
import { apiUrlProblem, isBaseUrl } from './domain/apiUrl';
import { ROUTES, publicOrderRoute } from './domain/routes';
import { THEMES, type Theme, normalizeHexColor } from './domain/theme';
import { SPEC_TIMINGS, type Timings, parseTimeScale, scaleTimings } from './domain/timings';
import { type HostChannels, createHostBridge } from './host/bridge';
import type { Environment } from './integrations/errorReporting';
import { createStore } from './state/storage';
import type { WidgetConfig } from './state/config';

/** An absolute http(s) address with no query string or fragment (a base others are appended to). */
const baseUrl = () => refine(string(), 'base URL', isBaseUrl);

export const EmbedOptionsSchema = type({
  apiKey: optional(string()),
  signature: optional(string()),
  payload: optional(string()),
  lang: optional(string()),
  /** The merchant's default fiat currency (a ticker); not signed, a preference only. */
  defaultCurrency: optional(pattern(string(), /^[A-Za-z0-9-]{1,32}$/)),
  /** Opens the public tracking page of this order (element deep link; the iframe page uses its path). */
  trackOrder: optional(pattern(string(), /^[A-Za-z0-9-]{1,64}$/)),
  flow: optional(enums(['buy', 'sell'] as const)),
  apiUrl: optional(string()),
  environment: optional(enums(['production', 'sandbox'] as const)),
  /** Names this widget among several on one page (its own saved state, `widgetId` in its messages). */
  widgetId: optional(pattern(string(), WIDGET_ID_PATTERN)),
  /** The element only: 'frame' renders the iframe page inside the element. */
  embed: optional(enums(['inline', 'frame'] as const)),
  /** The iframe page's address (frame mode, tracking links). */
  widgetUrl: optional(baseUrl()),
  /** light (default), dark, or auto (follows the system's colour scheme). Changes live. */
  theme: optional(enums(THEMES)),
  /** The iframe page only (CSS custom properties cannot reach it): the primary colour, hex. */
  primaryColor: optional(refine(string(), 'hex colour', (value) => normalizeHexColor(value) !== null)),
  /** Sandbox only (tests, demos): every wait of the widget multiplied by this (above 0, at most 1). */
  timeScale: optional(refine(string(), 'time scale above 0 and at most 1', (value) => parseTimeScale(value) !== null)),
});

export type ResolvedEmbedOptions = {
  launch: { apiKey: string | null; signature: string | null; payload: string | null };
  lang: string | null;
  defaultCurrency: string | null;
  trackOrder: string | null;
  flow: 'buy' | 'sell' | null;
  apiUrl: string;
  environment: Environment;
  widgetId: string | null;
  embed: 'inline' | 'frame';
  widgetUrl: string | null;
  theme: Theme | null;
  /** `#rrggbb`. */
  primaryColor: string | null;
  timings: Timings;
  problems: string[];
};

/** Empty strings count as absent (an attribute removed or left blank); what is not a string is no option here (`debug`). */
export function resolveEmbedOptions(raw: Record<string, string | boolean | null | undefined>): ResolvedEmbedOptions {
  const present = Object.fromEntries(Object.entries(raw).filter(([, value]) => typeof value === 'string' && value !== ''));
  const [error, options] = validate(present, EmbedOptionsSchema);
  const problems = error ? error.failures().map((failure) => `${failure.key}: ${failure.message}`) : [];
  const valid = options ?? {};
  const environment = valid.environment ?? (DEFAULT_ENVIRONMENT === 'production' ? 'production' : 'sandbox');
  const apiUrlIssue = valid.apiUrl === undefined ? null : apiUrlProblem(valid.apiUrl, environment, PINNED_API_URL);
  if (apiUrlIssue) problems.push(`apiUrl: ${apiUrlIssue}`);
  // Production always waits as the spec says.
  if (valid.timeScale !== undefined && environment !== 'sandbox') problems.push('timeScale: only in the sandbox environment');
  const scale = valid.timeScale === undefined || environment !== 'sandbox' ? null : parseTimeScale(valid.timeScale);
  return {
    launch: { apiKey: valid.apiKey ?? null, signature: valid.signature ?? null, payload: valid.payload ?? null },
    lang: valid.lang ?? null,
    defaultCurrency: valid.defaultCurrency?.toUpperCase() ?? null,
    trackOrder: valid.trackOrder ?? null,
    flow: valid.flow ?? null,
    apiUrl: (problems.some((p) => p.startsWith('apiUrl')) ? undefined : valid.apiUrl) ?? DEFAULT_API_URL,
    environment,
    widgetId: valid.widgetId ?? null,
    embed: valid.embed ?? 'inline',
    widgetUrl: valid.widgetUrl ?? null,
    theme: valid.theme ?? null,
    primaryColor: valid.primaryColor === undefined ? null : normalizeHexColor(valid.primaryColor),
    timings: scale === null ? SPEC_TIMINGS : scaleTimings(scale),
    problems,
  };
}

/** What an embed provides: where host events go, its storage, its defaults, how to start again. */
export type EmbedContext = Pick<WidgetConfig, 'restart' | 'lightDomHost' | 'pageOrigin' | 'early'> & {
  channels: Omit<HostChannels, 'widgetId'>;
  storage: { local: () => Storage; session: () => Storage; prefix: string };
  /** Used without a `widget-id`/`widgetId`: stable across reloads, different for two widgets of a page. */
  defaultWidgetId: string;
  /** The iframe page's address when the options name none. */
  defaultWidgetUrl: string;
};

/** The widget's configuration from checked options and what the embed provides (channels, storage, restart). */
export function widgetConfig(raw: Record<string, string | boolean | null | undefined>, embed: EmbedContext): WidgetConfig {
  const options = resolveEmbedOptions(raw);
  const widgetId = options.widgetId ?? embed.defaultWidgetId;
  const scope = { prefix: embed.storage.prefix, widgetId };
  const apiRoot = options.apiUrl.replace(/\/$/, '');
  return {
    vault: vaultConfig(apiRoot),
    initialPath: options.trackOrder ? publicOrderRoute(options.trackOrder) : null,
    startPath: options.flow === 'sell' ? ROUTES.sell : null,
    launch: options.launch,
    apiUrl: options.apiUrl,
    nearRpcUrl: DEFAULT_NEAR_RPC_URL ?? `${options.apiUrl.replace(/\/$/, '')}/near-rpc`,
    environment: options.environment,
    // The configured DSN, else the backend's own error-report ingest (Sentry's envelope route).
    errorDsn: DEFAULT_ERROR_DSN ?? `${apiRoot.replace('://', '://sandbox@')}/1`,
    requestedLanguage: options.lang,
    defaultCurrency: options.defaultCurrency,
    browserLanguage: navigator.language,
    refcode: new URLSearchParams(window.location.search).get('refcode'),
    configProblems: options.problems,
    widgetId,
    bridge: createHostBridge({ ...embed.channels, widgetId }),
    local: createStore(embed.storage.local, scope),
    session: createStore(embed.storage.session, scope),
    widgetPageUrl: options.widgetUrl ?? embed.defaultWidgetUrl,
    restart: embed.restart,
    lightDomHost: embed.lightDomHost,
    timings: options.timings,
    pageOrigin: embed.pageOrigin,
    early: embed.early,
  };
}
