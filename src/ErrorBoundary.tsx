/**
 * The generic error page (spec 1 §2): a render error never leaves a blank widget. Code that did not arrive
 * (the connection, after waiting and asking again: domain/retry.ts) reads as the connection's problem, not
 * ours; Try again loads it afresh.
 */
import { Component, type ReactNode } from 'react';
import { CodeLoadError } from './domain/retry';
import { loadAfresh } from './ui/loadedLater';
import { deviceOnline } from './ui/online';
import type { Widget } from './state/compose';
import { WidgetContext } from './state/context';

type State = { error: unknown };

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  static override contextType = WidgetContext;
  declare context: Widget | null;
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  /** Code that did not arrive loads afresh; not while offline (the iframe page would reload into the browser's offline page). */
  tryAgain(connection: boolean) {
    if (connection) loadAfresh();
    void deviceOnline().then(() => (this.context ? this.context.restart() : location.reload()));
  }

  override componentDidCatch(error: unknown) {
    this.context?.report(error);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    const t = this.context?.i18n.t;
    const connection = this.state.error instanceof CodeLoadError;
    return (
      <section className="crw-frame" part="frame">
        <div className="crw-error-page" role="alert">
          <h1>{t ? t(connection ? 'errors.notLoadedTitle' : 'errors.genericTitle') : 'Something Went Wrong'}</h1>
          <p>{t ? t(connection ? 'errors.connection' : 'errors.genericText') : ''}</p>
          <button type="button" className="crw-primary" part="primary-button" onClick={() => this.tryAgain(connection)}>
            {t ? t('errors.tryAgain') : 'Try again'}
          </button>
        </div>
      </section>
    );
  }
}
