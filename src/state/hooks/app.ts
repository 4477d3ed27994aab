/**
 * What every screen may use: its texts, moving on (only to a route of the table), the start-up's outcome,
 * and whether the widget stands alone or sits in a merchant's page.
 */
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { Route } from '../../domain/routes';
import { useComposed } from '../context';
import type { Next, Problem } from '../navigation';

export type { Next, Problem } from '../navigation';
export type { OrderOnScreen } from '../orderSession';

/**
 * The texts in the widget's language (the component re-renders when it changes), and `say`: what a model's
 * problem reads as (the backend's words when it gave some, else ours), null for none.
 */
export function useText() {
  const widget = useComposed();
  const { t } = widget.i18n;
  const say = (problem: Problem | null): string | null => (problem ? (problem.serverText ?? t(problem.key)) : null);
  return { t, say, language: widget.language.language.value };
}

/** Moves to a route of the table (nothing else type-checks). */
export function useNavigate(): (to: Route, options?: { replace?: boolean }) => void {
  const [, navigate] = useLocation();
  return useCallback((to: Route, options?: { replace?: boolean }) => navigate(to, options), [navigate]);
}

/** The path on show (a screen that must match its order's status compares it). */
export function useLocationPath(): string {
  return useLocation()[0];
}

/** Follows what an action answered: its route, or nothing when the customer stays. */
export function useFollow(): (next: Next | Promise<Next>) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (next: Next | Promise<Next>) => {
      const settled = await next;
      if ('go' in settled) navigate(settled.go, { replace: settled.replace === true });
    },
    [navigate],
  );
}

/** No merchant: the widget stands alone (the Buy/Sell switch shows). */
export function useStandalone(): boolean {
  return useComposed().standalone.value;
}

/** Start-up's failure, and Try again. */
export function useStartupFailure() {
  const widget = useComposed();
  return { failure: widget.startup.failure.value, restart: widget.restart };
}

/** spec 1 §2 "Country unavailable": the detected country, and Continue. */
export function useCountryUnavailable() {
  const widget = useComposed();
  return {
    country: widget.startup.country.value,
    continueAnyway: () => widget.startup.continueFromUnavailableCountry(),
    backToMerchant: useBackToMerchant(),
  };
}

/** When a merchant launched the widget: back to the merchant, by its name (the host's `exit`). */
export function useBackToMerchant(): { name: string; go: () => void } | null {
  const widget = useComposed();
  const merchant = widget.standalone.value ? null : widget.startup.merchantName.value;
  return merchant === null ? null : { name: merchant, go: widget.exit };
}
