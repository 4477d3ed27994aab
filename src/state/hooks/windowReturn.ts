/**
 * The window-closing pages' hook (spec 1 §2 /close_on_success, /close_on_failure): with their screen, out of
 * the first load (only a provider's window reaches them).
 */
import { useEffect, useState } from 'react';
import { announceReturn } from '../../integrations/authReturn';

/**
 * A window the widget opened for a provider, returned to: success tells the opener (the widget, same
 * origin) that it has loaded, and the window closes. True when there is no opener (the page says so).
 */
export function useProviderWindowReturn(outcome: 'success' | 'failure'): boolean {
  const [opener] = useState(() => window.opener as Window | null);
  useEffect(() => {
    if (outcome === 'success' && opener) announceReturn(opener);
    if (opener) window.close();
  }, [outcome, opener]);
  return opener === null;
}
