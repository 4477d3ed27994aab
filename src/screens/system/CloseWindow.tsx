/**
 * /close_on_success and /close_on_failure (spec 1 §2): the pages a provider returns to in a window the
 * widget opened. Success tells the opener (the widget, same origin as this page) that it has loaded.
 */
import { useEffect } from 'react';
import { CONTRACT_VERSION, MESSAGE_SOURCE } from '../../host/protocol';

export function CloseWindow({ outcome }: { outcome: 'success' | 'failure' }) {
  useEffect(() => {
    const opener = window.opener as Window | null;
    if (outcome === 'success' && opener) {
      opener.postMessage({ source: MESSAGE_SOURCE, version: CONTRACT_VERSION, type: 'load', data: {} }, window.location.origin);
    }
    if (opener) window.close();
  }, [outcome]);
  return null;
}
