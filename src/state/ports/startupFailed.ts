/**
 * Start-up failures (spec 1 §5, spec 2 §5): what failed, and Try again. Loads with its screen, out of the
 * first load: it imports nothing a later step brings.
 */
import type { Widget } from '../compose';
import { useScreen } from '../screen';

function startupFailedPort({ startup, restart }: Widget) {
  return {
    views: { failure: startup.failure },
    does: { restart },
  };
}

export const useStartupFailedScreen = () => useScreen(startupFailedPort);
