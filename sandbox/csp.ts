/**
 * Content-Security-Policies: the one the iframe page is served with (the same policy documented for
 * production hosting), and the strictest a merchant page can keep with each embed. No 'unsafe-inline' for
 * scripts or styles anywhere: the element's styles are adopted stylesheets, not `<style>` elements, and the
 * iframe page's inline entry and styles are allowed by their hashes alone. And the
 * `frame-ancestors` of each page: who may frame it.
 */
import { LOCAL_ORIGINS, MERCHANTS } from './data/merchants';

export type CspOrigins = {
  /** The backend: API calls, the NEAR RPC and error-report stand-ins, Collect.js, KYC and 3-D Secure pages, currency logos. */
  api: string;
  /** The card vault: its secure field frames. */
  vault: string;
  /** The widget's host: the element's bundles and the iframe page. */
  widget: string;
};

function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** The hashes of the iframe page's own inline script and style (the build's dist/widget/csp.json). */
export type InlineHashes = { 'script-src': readonly string[]; 'style-src': readonly string[] };

/**
 * The iframe page (served from `widget`): its own scripts and chunks only, and its own inline entry and
 * styles by their hashes (`inline`); framed only by `ancestors` (the launching merchant's allowed origins;
 * `'none'` for the pages that close a window).
 */
export function widgetPageCsp(origins: CspOrigins, ancestors: readonly string[], inline: InlineHashes = { 'script-src': [], 'style-src': [] }): string {
  return policy({
    'frame-ancestors': [...ancestors],
    'default-src': ["'none'"],
    'script-src': ["'self'", ...inline['script-src'], origins.api],
    'style-src': ["'self'", ...inline['style-src']],
    // data: QR codes; the API origin: the currency logos the backend's currency list links to.
    'img-src': ["'self'", 'data:', origins.api],
    'connect-src': [origins.api],
    'frame-src': [origins.api, origins.vault],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
  });
}

const LEFT_OUT_DIRECTIVES = ['script-src', 'img-src', 'connect-src', 'frame-src'] as const;
const SERVERS = ['api', 'vault', 'widget'] as const satisfies readonly (keyof CspOrigins)[];

/** A directive of the merchant page's policy and one of the sandbox's servers it leaves out (`connect-src` and `api`). */
export type LeftOut = { directive: (typeof LEFT_OUT_DIRECTIVES)[number]; server: (typeof SERVERS)[number] };

const oneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T => list.some((item) => item === value);

/**
 * A merchant page embedding the element (`frame` adds the widget page as a frame for `embed="frame"`).
 * `leftOut`: the same policy with one server missing from one directive, as a merchant's mistake (the
 * integration doctor's tests).
 */
export function hostPageCsp(origins: CspOrigins, leftOut: LeftOut | null = null): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", origins.widget, origins.api],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', origins.api],
    'connect-src': ["'self'", origins.api],
    'frame-src': [origins.widget, origins.api, origins.vault],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
  };
  if (leftOut) directives[leftOut.directive] = (directives[leftOut.directive] ?? []).filter((source) => source !== origins[leftOut.server]);
  return policy(directives);
}

/** `leftOut` as a test page's query gives it (`?csp=connect-src:api`), or null. */
export function leftOutOf(query: string | null): LeftOut | null {
  const [directive, server] = (query ?? '').split(':');
  return oneOf(LEFT_OUT_DIRECTIVES, directive) && oneOf(SERVERS, server) ? { directive, server } : null;
}

/** Any merchant's allowed pages and those configured for the sandbox: where some launch may show. */
export function anyMerchantPages(configured: readonly string[]): string[] {
  return [...new Set([...MERCHANTS.flatMap((m) => m.allowedOrigins), ...configured])];
}

/**
 * Who may frame what the widget itself frames (the 3-D Secure page, the identity check): the iframe page,
 * or an element on any merchant's allowed page.
 */
export function widgetAncestors(widgetOrigin: string, configured: readonly string[]): string[] {
  return [widgetOrigin, ...anyMerchantPages(configured)];
}

/**
 * The pages that may frame a launch of this merchant: its allowed origins (sandbox/data/merchants.ts),
 * plus those configured for the sandbox; with no merchant (or one it does not know, whose page then
 * says so), this machine's pages and the configured ones.
 */
export function merchantAncestors(apiKey: string | null, configured: readonly string[]): string[] {
  const merchant = MERCHANTS.find((m) => m.apiKey === apiKey);
  return [...(merchant?.allowedOrigins ?? LOCAL_ORIGINS), ...configured];
}
