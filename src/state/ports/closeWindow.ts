/**
 * /close_on_success and /close_on_failure (spec 1 §2): the pages a provider returns to in a tab the widget
 * opened. They show before (and without) start-up, so the port reads no model of the widget.
 */
import { signal } from '@preact/signals-react';
import { returnToOpener } from '../../integrations/authReturn';
import { useScreen } from '../screen';
import { view } from '../view';

export type WindowOutcome = 'success' | 'failure';

function closeWindowPort(_widget: unknown, outcome: WindowOutcome) {
  /** No opener to go back to: the tab stays, and the page says it can be closed. */
  const orphan = signal(false);
  return {
    views: { orphan: view(orphan) },
    open() {
      orphan.value = !returnToOpener(outcome);
      return () => {};
    },
  };
}

export const useCloseWindowScreen = (outcome: WindowOutcome) => useScreen(closeWindowPort, outcome);
