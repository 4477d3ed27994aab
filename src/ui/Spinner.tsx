import type { ReactNode } from 'react';

/** A loading state: the spinner, and either visible text or a label for assistive technology only. */
export function Spinner({ label, children, framed = false, testId }: { label?: string; children?: ReactNode; framed?: boolean; testId?: string }) {
  return (
    <div className={framed ? 'crw-frame crw-center' : 'crw-center'} part={framed ? 'frame' : undefined} role="status" aria-live="polite" data-testid={testId}>
      <span className="crw-spinner" aria-hidden="true" />
      {children ?? (label && <span className="crw-visually-hidden">{label}</span>)}
    </div>
  );
}
