/**
 * Error reporting (spec 1 §1): unexpected errors without a code go to the error-reporting service, in
 * production only. The Sentry SDK is a lazy chunk, loaded on the first report, never on start-up.
 */
import { hasErrorCode } from '../api/errors';

export type ErrorReporter = { report(error: unknown): void };

export type Environment = 'production' | 'sandbox';

export function createErrorReporter(environment: Environment, dsn: string | null): ErrorReporter {
  if (environment !== 'production' || !dsn) {
    return {
      report(error) {
        if (!hasErrorCode(error)) console.warn('[crypto-ramp-widget] unexpected error (not reported outside production)', error);
      },
    };
  }
  let client: Promise<ErrorReporter> | null = null;
  return {
    report(error) {
      if (hasErrorCode(error)) return;
      client ??= import('./sentryReporter').then((module) => module.createSentryReporter(dsn));
      // silent: the reporter itself could not load (offline, or blocked): there is nowhere to report that.
      void client.then((reporter) => reporter.report(error)).catch(() => undefined);
    },
  };
}
