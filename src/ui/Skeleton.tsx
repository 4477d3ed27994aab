/**
 * What the widget shows while it starts or a screen's code arrives: the frame with its header and grey
 * blocks at the calculator's size, so nothing jumps when the screen comes and the widget is never blank
 * or a lone spinner. Screen readers hear 'Loading…' once; while the connection is down, that it is, and
 * that the widget goes on when it is back.
 */
import { useConnectionWords } from './LiveNotice';

export function Skeleton({ label }: { label: string }) {
  const words = useConnectionWords();
  return (
    <section className="crw-frame crw-skeleton" part="frame" role="status" aria-busy={words === null} data-testid="skeleton">
      <span className="crw-visually-hidden">{label}</span>
      <div className="crw-header" part="header" aria-hidden="true">
        <span className="crw-header-spacer" />
        <span className="crw-bone crw-bone-title" />
        <span className="crw-bone crw-bone-chip" />
      </div>
      {/* The bones are empty: nothing for a screen reader; the connection's words are read in the region. */}
      <div className="crw-body">
        {words && (
          <p className="crw-alert crw-alert-warning" data-testid="offline-notice">
            {words}
          </p>
        )}
        <span className="crw-bone crw-bone-switch" />
        <span className="crw-bone crw-bone-promo" />
        <span className="crw-bone-label crw-bone" />
        <span className="crw-bone crw-bone-field" />
        <span className="crw-bone-label crw-bone" />
        <span className="crw-bone crw-bone-select" />
        <span className="crw-bone-label crw-bone" />
        <span className="crw-bone crw-bone-field" />
        <span className="crw-bone crw-bone-fees" />
        <span className="crw-bone crw-bone-button" />
      </div>
      <div className="crw-footer" aria-hidden="true" />
    </section>
  );
}
