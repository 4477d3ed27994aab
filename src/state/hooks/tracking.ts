/** Public order tracking: one model per tracked order, reading while its page shows. */
import { useEffect, useMemo } from 'react';
import { useComposed } from '../context';
import { createTrackingModel } from '../tracking';

export function useTracking(orderId: string) {
  const { deps } = useComposed();
  const tracking = useMemo(() => createTrackingModel(orderId, { api: deps.api, report: deps.report, timings: deps.timings }), [orderId, deps]);
  useEffect(() => {
    tracking.start();
    return tracking.stop;
  }, [tracking]);
  return { view: tracking.view.value, retry: tracking.retry, widgetPageUrl: deps.widgetPageUrl };
}
