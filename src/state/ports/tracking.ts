/**
 * /orders/{orderId}/public (spec 2 §2 "Public order tracking"): the tracked order's summary, read while the
 * page shows (`tracking.ts`), Try again after tracking gave up, the link to share, and Home.
 */
import { ROUTES } from '../../domain/routes';
import { trackingLink } from '../../domain/tracking';
import type { Widget } from '../compose';
import { go } from '../navigation';
import { useScreen } from '../screen';
import { createTrackingModel } from '../tracking';

function trackingPort(widget: Widget, orderId: string) {
  const tracking = createTrackingModel(orderId, { track: widget.trackOrder, report: widget.report, timings: widget.settings.timings });
  return {
    views: {
      view: tracking.view,
      /** The page's own address, for the customer to share. */
      link: trackingLink(widget.settings.widgetPageUrl, orderId),
    },
    does: { retry: tracking.retry },
    moves: { home: () => go(ROUTES.root) },
    open() {
      tracking.start();
      return tracking.stop;
    },
  };
}

export const useTrackingScreen = (orderId: string) => useScreen(trackingPort, orderId);
