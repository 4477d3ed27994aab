/**
 * What the integration doctor asks of the page (issue 45; its rules in `domain/diagnostics.ts`): its
 * Content-Security-Policy's violations, its permissions policy, its storage, the element's width, the
 * `debug` switch. Each watch returns what stops it; nothing here is left behind on the page.
 */
import { type Finding, NARROW_SETTLE_MS, type PolicyViolation, debugRequested, tooNarrow } from '../domain/diagnostics';

type Found = (finding: Finding) => void;

/**
 * The page's Content-Security-Policy violations (element embed: the merchant's policy), each described as
 * the rules read it, for as long as the widget is there: the `securitypolicyviolation` events on its
 * document, and, where the browser keeps them (Chromium's `ReportingObserver`), those before this code came
 * (start-up's calls leave before the widget's code arrives).
 */
export function watchPolicyViolations(host: HTMLElement, heard: (violation: PolicyViolation) => void): () => void {
  const doc = host.ownerDocument;
  const describe = (directive: string, blockedUri: string) => heard({ directive, blockedUri, own: ownElementOf(host, directive, blockedUri) });
  const onViolation = (event: SecurityPolicyViolationEvent) => describe(event.effectiveDirective || event.violatedDirective, event.blockedURI);
  doc.addEventListener('securitypolicyviolation', onViolation);
  const Observer = doc.defaultView?.ReportingObserver;
  let observer: ReportingObserver | null = null;
  if (typeof Observer === 'function') {
    observer = new Observer(
      (reports) => {
        for (const report of reports) {
          const body = report.body as { effectiveDirective?: unknown; blockedURL?: unknown } | null;
          if (typeof body?.effectiveDirective === 'string' && typeof body.blockedURL === 'string') describe(body.effectiveDirective, body.blockedURL);
        }
      },
      { types: ['csp-violation'], buffered: true },
    );
    observer.observe();
  }
  return () => {
    doc.removeEventListener('securitypolicyviolation', onViolation);
    observer?.disconnect();
  };
}

/**
 * The widget's own frame or image of the blocked address's origin, and where it is: in the element's light
 * DOM (the vault's field containers) or its shadow root. Browsers name the page, not the element, as the
 * event's target (and Chromium a frame's origin only), so the widget looks for it itself.
 */
function ownElementOf(host: HTMLElement, directive: string, blockedUri: string): PolicyViolation['own'] {
  const kind = /^(frame|child)-src/.test(directive) ? 'frame' : directive.startsWith('img-src') ? 'image' : null;
  const origin = originOf(blockedUri, host.baseURI);
  if (kind === null || origin === null) return null;
  const selector = kind === 'frame' ? 'iframe' : 'img';
  const places = [
    ['light', host],
    ['shadow', host.shadowRoot],
  ] as const;
  for (const [place, root] of places) {
    for (const element of root?.querySelectorAll<HTMLIFrameElement | HTMLImageElement>(selector) ?? []) {
      if (originOf(element.src, host.baseURI) === origin) return { kind, place, url: element.src };
    }
  }
  return null;
}

function originOf(url: string, base: string): string | null {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
}

/** The permissions policy's word on a feature: true or false, or null where the browser cannot tell (Firefox, WebKit: no such API). */
export function permissionsOf(doc: Document): (feature: string) => boolean | null {
  const policy = (Reflect.get(doc, 'permissionsPolicy') ?? Reflect.get(doc, 'featurePolicy')) as
    | { allowsFeature?: (feature: string) => boolean; features?: () => string[] }
    | undefined;
  const allowsFeature = policy?.allowsFeature;
  if (typeof allowsFeature !== 'function') return () => null;
  const known = typeof policy?.features === 'function' ? policy.features() : null;
  return (feature) => (known && !known.includes(feature) ? null : allowsFeature.call(policy, feature));
}

/** The storages that throw when the widget reaches for them (blocked cookies, a sandboxed frame). */
export function deniedStorages(win: Window): ('localStorage' | 'sessionStorage')[] {
  return (['localStorage', 'sessionStorage'] as const).filter((name) => {
    try {
      win[name].getItem('crypto-ramp-widget:probe');
      return false;
    } catch {
      return true;
    }
  });
}

/**
 * Tells when `target` has stayed narrower than the layout needs for NARROW_SETTLE_MS (a transient layout
 * is not said). Returns what stops watching.
 */
export function watchWidth(target: Element, found: Found): () => void {
  const view = target.ownerDocument.defaultView;
  if (!view || typeof view.ResizeObserver !== 'function') return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new view.ResizeObserver(([entry]) => {
    clearTimeout(timer);
    timer = undefined;
    const narrow = entry ? tooNarrow(entry.contentRect.width) : null;
    // Said once it has stayed so: any change of size before that starts the wait again.
    if (narrow) timer = setTimeout(() => found(narrow), NARROW_SETTLE_MS);
  });
  observer.observe(target);
  return () => {
    clearTimeout(timer);
    observer.disconnect();
  };
}

/** `debug` on the element (its attribute), or on the iframe page (its query parameter): read when asked, so it changes live. */
export function debugAsked(host: HTMLElement | null): boolean {
  return debugRequested(host ? host.getAttribute('debug') : new URLSearchParams(window.location.search).get('debug'));
}
