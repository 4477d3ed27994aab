/**
 * An isolated Sentry client: its own BrowserClient and Scope, no global handlers and no default
 * integrations, so a host page's own Sentry (and its window.onerror) is left untouched. Every event is
 * scrubbed of personal data before it leaves (`beforeSend`).
 */
import { BrowserClient, Scope, dedupeIntegration, defaultStackParser, makeFetchTransport } from '@sentry/browser';
import { scrubDeep } from '../domain/scrub';
import type { ErrorReporter } from './errorReporting';

export function createSentryReporter(dsn: string): ErrorReporter {
  const client = new BrowserClient({
    dsn,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [dedupeIntegration()],
    environment: 'production',
    beforeSend: (event) => scrubDeep(event),
  });
  const scope = new Scope();
  scope.setClient(client);
  scope.setTag('widget', 'crypto-ramp-widget');
  client.init();
  return {
    report(error) {
      scope.captureException(error);
    },
  };
}
