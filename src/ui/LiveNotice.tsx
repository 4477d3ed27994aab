/**
 * A notice that is read out when its words come: a polite live region that is on the page, empty, before
 * them (words inserted together with a new `role="status"` element are often not read; a change inside
 * one that was already there is). Empty, it takes no room.
 */
import type { ReactNode } from 'react';
import { useUi } from './environment';

export function LiveNotice({ className, children, testId }: { className?: string; children?: ReactNode; testId?: string }) {
  return (
    <p className={className ? `crw-live ${className}` : 'crw-live'} role="status" data-testid={testId}>
      {children}
    </p>
  );
}

/**
 * The connection's state, in words, at the top of every screen (and of the skeleton while start-up waits):
 * a calm line, not an error; what the customer typed stays, and the step goes on by itself when the
 * connection is back. The live region is always there, so the words are read out when they come.
 */
export function OfflineNotice() {
  const words = useConnectionWords();
  return (
    <LiveNotice className={words ? 'crw-alert crw-alert-warning' : undefined} testId="offline-notice">
      {words}
    </LiveNotice>
  );
}

/** What the connection's state reads as: offline, the service out of reach, or nothing. */
export function useConnectionWords(): string | null {
  const { t, connection } = useUi();
  const state = connection.value;
  return state === 'offline' ? t('errors.offline') : state === 'unreachable' ? t('errors.unreachable') : null;
}
