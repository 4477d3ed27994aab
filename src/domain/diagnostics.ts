/**
 * The integration doctor's rules (issue 45): what the widget needs from the page it is in, and how it names
 * a merchant's mistake to the merchant (the host's `diagnostic` event and, in the sandbox or with `debug`,
 * one console line): a stable code, the thing the page blocked, and the troubleshooting page's section
 * (docs/troubleshooting.md, one section per code, its heading the code). Never a word to the customer, never
 * a call. Which origin is which, the code's section and the once-per-code rule live here; the listening is
 * in `integrations/pageChecks.ts`, the model in `state/diagnostics.ts`.
 */

/** Every code the doctor may send, in the troubleshooting page's order. */
export const DIAGNOSTIC_CODES = [
  'csp_blocks_api',
  'csp_blocks_card_vault',
  'csp_blocks_identity_check',
  'csp_blocks_3d_secure',
  'camera_not_allowed',
  'payment_not_allowed',
  'clipboard_write_not_allowed',
  'popup_blocked',
  'storage_blocked',
  'too_narrow',
  'page_origin_not_allowed',
] as const;

export type DiagnosticCode = (typeof DIAGNOSTIC_CODES)[number];

/** What the host is told: the code, the thing blocked (an origin, a permission, a storage, a width), the section. */
export type Diagnostic = { code: DiagnosticCode; blocked: string; docs: string };

/** A problem found, before the doctor tells it. */
export type Finding = { code: DiagnosticCode; blocked: string };

/**
 * Where the provider publishes docs/troubleshooting.md (each section's anchor is its code:
 * test/unit/diagnostics.test.ts checks every code against the page's headings).
 */
export const TROUBLESHOOTING_URL = 'https://docs.example.com/crypto-ramp-widget/troubleshooting';

/** The troubleshooting page's section of `code`. */
export function docsOf(code: DiagnosticCode): string {
  return `${TROUBLESHOOTING_URL}#${code}`;
}

export function diagnosticOf({ code, blocked }: Finding): Diagnostic {
  return { code, blocked, docs: docsOf(code) };
}

/** Each code is told at most once per widget: the first problem of its kind. */
export function isFirstOfItsCode(told: ReadonlySet<DiagnosticCode>, finding: Finding): boolean {
  return !told.has(finding.code);
}

/**
 * The narrowest the widget's layout is made for (WCAG's reflow width, a 320 px phone): narrower, amounts
 * and buttons wrap and clip.
 */
export const MIN_WIDGET_WIDTH_PX = 320;
/** How long the element must stay too narrow before it is said: a transient layout (an animation, a resize) is not. */
export const NARROW_SETTLE_MS = 1_000;

/** The element's width (CSS px) when it is too narrow to lay the widget out; null when it fits or is not laid out (0). */
export function tooNarrow(widthPx: number): Finding | null {
  return widthPx > 0 && widthPx < MIN_WIDGET_WIDTH_PX ? { code: 'too_narrow', blocked: `${Math.round(widthPx)}px` } : null;
}

/**
 * The permissions identity verification and payment need (the iframe's `allow`, or the page's
 * `Permissions-Policy`): the camera for the identity check, `payment` for wallet payments, `clipboard-write`
 * for the copy buttons.
 */
export const NEEDED_PERMISSIONS = [
  ['camera', 'camera_not_allowed'],
  ['payment', 'payment_not_allowed'],
  ['clipboard-write', 'clipboard_write_not_allowed'],
] as const satisfies readonly (readonly [string, DiagnosticCode])[];

/**
 * The permissions this document is not allowed, as the browser's policy says (`allows` gives true or
 * false, or null where the browser does not know the feature: then nothing is said).
 */
export function missingPermissions(allows: (feature: string) => boolean | null): Finding[] {
  return NEEDED_PERMISSIONS.filter(([feature]) => allows(feature) === false).map(([feature, code]) => ({ code, blocked: feature }));
}

/** Where the storage the widget keeps its place in (reloads) was denied: the first of these that throws. */
export function blockedStorage(denied: readonly ('localStorage' | 'sessionStorage')[]): Finding | null {
  const first = denied[0];
  return first ? { code: 'storage_blocked', blocked: first } : null;
}

/** A popup or new tab that did not open (`window.open` gave null): the page it was for. */
export function blockedPopup(url: string): Finding {
  return { code: 'popup_blocked', blocked: originOf(url) ?? url };
}

/**
 * The merchant check refused the page's origin (the backend's field errors name `origin`: the merchant's
 * settings do not allow it). `pageOrigin` is what the widget sent ("null" when a frame cannot tell).
 */
export function refusedPageOrigin(failurePayload: unknown, pageOrigin: string | null): Finding | null {
  const refused = failurePayload !== null && typeof failurePayload === 'object' && !Array.isArray(failurePayload) && Object.hasOwn(failurePayload, 'origin');
  return refused ? { code: 'page_origin_not_allowed', blocked: pageOrigin ?? 'null' } : null;
}

/** `debug` (the element's attribute, the iframe page's query parameter): present and not "false". */
export function debugRequested(value: string | null): boolean {
  return value !== null && value !== 'false';
}

/**
 * The widget's third parties, by origin, as its configuration names them. VGS's hosts are those its
 * Collect.js needs (`@vgs/collect-js`'s "CSP directives"); the sandbox's stand-in is loaded from the API.
 */
export type WidgetOrigins = {
  /** The API, the NEAR RPC and error reports: the widget's calls. */
  calls: readonly string[];
  /** The card vault's script (VGS's hosts, or the stand-in's address on the API). */
  vaultScripts: readonly string[];
  /** The card vault's field frames (VGS's; the stand-in's are found by where they are). */
  vaultFrames: readonly string[];
  /** The card vault's own calls (VGS's). */
  vaultCalls: readonly string[];
};

const VGS_HOSTS = ['https://js.verygoodvault.com', 'https://js3.verygoodvault.com'];
const VGS_CALLS = [...VGS_HOSTS, 'https://vgs-collect-keeper.apps.verygood.systems'];

export type OriginsSettings = {
  apiUrl: string;
  nearRpcUrl: string;
  errorDsn: string | null;
  vault: { kind: 'sandbox'; scriptUrl: string } | { kind: 'vgs' };
};

export function widgetOrigins(settings: OriginsSettings): WidgetOrigins {
  const calls = [settings.apiUrl, settings.nearRpcUrl, settings.errorDsn].flatMap((url) => originOf(url ?? '') ?? []);
  const vgs = settings.vault.kind === 'vgs';
  const stand = settings.vault.kind === 'sandbox' ? originOf(settings.vault.scriptUrl) : null;
  return {
    calls: [...new Set(calls)],
    vaultScripts: vgs ? VGS_HOSTS : stand ? [stand] : [],
    vaultFrames: vgs ? VGS_HOSTS : [],
    vaultCalls: vgs ? VGS_CALLS : [],
  };
}

/**
 * A Content-Security-Policy violation on the merchant's page, as the widget sees it: the directive the
 * browser names, the address it names (a whole URL, or only its origin: Chromium gives a frame's origin
 * only), and the widget's own element of that origin the policy stopped, when there is one: a frame in
 * the element's light DOM (the vault's fields live there) or its shadow root (the identity check, the
 * 3-D Secure page), an image in its shadow root (currency logos).
 */
export type PolicyViolation = {
  directive: string;
  blockedUri: string;
  own: { kind: 'frame' | 'image'; place: 'light' | 'shadow'; url: string } | null;
};

/** The identity check's frame: the WebSDK's page (Sumsub's `/websdk/websdk.html`, and the sandbox's stand-in). */
const IDENTITY_FRAME_PATH = '/websdk/';

/**
 * Which of the widget's needs a violation blocked, or null when it is not the widget's (the page's own
 * scripts and frames). Only the origin is named: it is what the policy's directive needs.
 */
export function blockedByPolicy(violation: PolicyViolation, origins: WidgetOrigins): Finding | null {
  const origin = originOf(violation.blockedUri);
  if (origin === null) return null;
  const found = (code: DiagnosticCode): Finding => ({ code, blocked: origin });
  // `script-src-elem`, `frame-src` through `child-src`: the directive that names what was loaded.
  const directive = violation.directive.replace(/-(elem|attr)$/, '').replace(/^child-src$/, 'frame-src');
  const own = violation.own;
  switch (directive) {
    case 'connect-src':
      if (origins.calls.includes(origin)) return found('csp_blocks_api');
      return origins.vaultCalls.includes(origin) ? found('csp_blocks_card_vault') : null;
    case 'script-src':
      return origins.vaultScripts.includes(origin) ? found('csp_blocks_card_vault') : null;
    case 'img-src':
      return origins.calls.includes(origin) || own?.kind === 'image' ? found('csp_blocks_api') : null;
    case 'frame-src': {
      if (origins.vaultFrames.includes(origin) || (own?.kind === 'frame' && own.place === 'light')) return found('csp_blocks_card_vault');
      if (own?.kind !== 'frame') return null;
      return new URL(own.url, origin).pathname.startsWith(IDENTITY_FRAME_PATH) ? found('csp_blocks_identity_check') : found('csp_blocks_3d_secure');
    }
    default:
      return null;
  }
}

/** The console line of a diagnostic (sandbox, or `debug`): what is wrong, in a sentence, and where the fix is. */
export function consoleLine(diagnostic: Diagnostic): string {
  return `[crypto-ramp-widget] ${diagnostic.code}: ${SAYS[diagnostic.code](diagnostic.blocked)} How to fix it: ${diagnostic.docs}`;
}

const policyBlocks = (what: string, directives: string) => (origin: string) =>
  `This page's Content-Security-Policy blocks ${what} at ${origin}: add it to ${directives}.`;

const SAYS: Record<DiagnosticCode, (blocked: string) => string> = {
  csp_blocks_api: policyBlocks("the widget's API", 'connect-src (and img-src: currency logos)'),
  csp_blocks_card_vault: policyBlocks('the card vault', 'script-src and frame-src'),
  csp_blocks_identity_check: policyBlocks('identity verification', 'frame-src'),
  csp_blocks_3d_secure: policyBlocks("the bank's 3-D Secure page", 'frame-src'),
  camera_not_allowed: () => 'The camera is not allowed here, so identity verification cannot take photos: add camera to the iframe\'s allow attribute (or the page\'s Permissions-Policy).',
  payment_not_allowed: () => "Payments are not allowed here, so wallet payments cannot open: add payment to the iframe's allow attribute (or the page's Permissions-Policy).",
  clipboard_write_not_allowed: () => "Writing to the clipboard is not allowed here, so copy buttons fail: add clipboard-write to the iframe's allow attribute (or the page's Permissions-Policy).",
  popup_blocked: (origin) => `A new tab for ${origin} did not open (a popup blocker, a sandboxed frame without allow-popups, or a page that replaced window.open).`,
  storage_blocked: (storage) => `${storage} is blocked for the widget (third-party storage, a sandboxed frame): it works, but a reload forgets where the customer was.`,
  too_narrow: (width) => `The widget is ${width} wide; its layout needs at least ${MIN_WIDGET_WIDTH_PX}px.`,
  page_origin_not_allowed: (origin) => `The merchant's settings do not allow the widget on ${origin}: ask the provider to add this origin.`,
};

/** The origin of an absolute http(s) address, or null ('inline', 'eval', 'data', a relative path). */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
