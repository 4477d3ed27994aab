/**
 * A notice that is read out when its words come: a polite live region that is on the page, empty, before
 * them (words inserted together with a new `role="status"` element are often not read; a change inside
 * one that was already there is). Empty, it takes no room.
 */
import type { ReactNode } from 'react';

export function LiveNotice({ className, children, testId }: { className?: string; children?: ReactNode; testId?: string }) {
  return (
    <p className={className ? `crw-live ${className}` : 'crw-live'} role="status" data-testid={testId}>
      {children}
    </p>
  );
}
