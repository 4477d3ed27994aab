/**
 * The integration doctor (issue 45): one per widget, loaded after the widget started (its own chunk: the
 * first load carries only the import), stopped with the widget. It watches what the widget needs from the
 * page it is in and tells the merchant the first problem of each kind: a `diagnostic` host event (both
 * channels, through the widget's gate) and, in the sandbox or with `debug`, one console line. The customer
 * is told nothing more than the screens already say; nothing goes over the network.
 *
 *   page's CSP violations (element) ──┐
 *   permissions policy, storage ──────┤
 *   width (element; a framed page) ───┼─> rules (domain/diagnostics.ts) ─> once per code ─> bridge + console
 *   a new tab that did not open ──────┤
 *   the merchant check's refusal ─────┘   (and the sandbox's hint beside a refused launch: console only)
 */
import { effect } from '@preact/signals-react';
import {
  type DiagnosticCode,
  type Finding,
  blockedByPolicy,
  blockedPopup,
  blockedStorage,
  consoleLine,
  diagnosticOf,
  isFirstOfItsCode,
  missingPermissions,
  refusedPageOrigin,
  widgetOrigins,
} from '../domain/diagnostics';
import { sandboxHintOf } from '../domain/sandboxHint';
import { debugAsked, deniedStorages, permissionsOf, watchPolicyViolations, watchWidth } from '../integrations/pageChecks';
import type { WidgetConfig } from './config';
import type { StartupFailure } from './startup';
import type { View } from './view';

/** What the doctor reads of a widget: its configuration and bridge, start-up's failure, the buy order's new tab. */
export type Patient = {
  config: Pick<WidgetConfig, 'bridge' | 'environment' | 'lightDomHost' | 'pageOrigin' | 'apiUrl' | 'nearRpcUrl' | 'errorDsn' | 'vault'>;
  failure: View<StartupFailure | null>;
  /** The buy order's model once loaded: its authentication tab says when `window.open` gave nothing. */
  order: View<{ authTab: View<{ url: string; blocked: boolean } | null> } | null>;
};

/** Starts watching; returns what stops every watch (the widget is gone). */
export function diagnose({ config, failure, order }: Patient): () => void {
  const host = config.lightDomHost;
  const doc = host?.ownerDocument ?? document;
  const win = doc.defaultView ?? window;
  const told = new Set<DiagnosticCode>();

  function found(finding: Finding | null) {
    if (!finding || !isFirstOfItsCode(told, finding)) return;
    told.add(finding.code);
    const diagnostic = diagnosticOf(finding);
    config.bridge.emit('diagnostic', diagnostic);
    // The developer's console, where the merchant's developer looks: the sandbox, or `debug` (read now: it changes live).
    if (config.environment === 'sandbox' || debugAsked(host)) console.warn(consoleLine(diagnostic));
  }

  const stops: (() => void)[] = [];
  // The merchant's policy reaches only the element: the iframe page is served with the provider's own.
  if (host) {
    const origins = widgetOrigins(config);
    stops.push(watchPolicyViolations(host, (violation) => found(blockedByPolicy(violation, origins))));
  }
  for (const missing of missingPermissions(permissionsOf(doc))) found(missing);
  found(blockedStorage(deniedStorages(win)));
  // The element's width is the merchant's layout; the iframe page's, its frame's (at the top of a tab, the device's).
  const sized = host ?? (win.parent !== win ? doc.documentElement : null);
  if (sized) stops.push(watchWidth(sized, found));
  stops.push(
    effect(() => {
      const refusal = failure.value;
      if (refusal?.kind !== 'merchant_invalid') return;
      // The sandbox says why it refused a launch (a signature of another string, or with another key): to the
      // developer's console, in the sandbox only (the host's `error` carries it too).
      const hint = config.environment === 'sandbox' ? sandboxHintOf(refusal.payload) : null;
      if (hint) console.warn(`[crypto-ramp-widget] The merchant check refused this launch. ${hint}`);
      found(refusedPageOrigin(refusal.payload, config.pageOrigin));
    }),
    effect(() => {
      const tab = order.value?.authTab.value;
      if (tab?.blocked) found(blockedPopup(tab.url));
    }),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
