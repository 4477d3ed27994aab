import type { ReactNode } from 'react';

/** A loading state: the spinner, and either visible text or a label for assistive technology only. */
export function Spinner({ label, children, testId }: { label?: string; children?: ReactNode; testId?: string }) {
  return (
    <div className="crw-center" role="status" aria-live="polite" data-testid={testId}>
      <span className="crw-spinner" aria-hidden="true" />
      {children ?? (label && <span className="crw-visually-hidden">{label}</span>)}
    </div>
  );
}
