import { useEffect, useState } from 'react';
import type { WidgetModel } from '../../state/widget';

/**
 * The active order for an order screen: its model loaded if the screen opens first (a reload), the order
 * read when the screen opens without it. `status` is 'failed' when either could not be loaded (`retry`
 * tries again) and 'none' when there is no active order.
 */
export function useActiveOrder(model: WidgetModel) {
  const orders = model.order.value;
  const [attempt, setAttempt] = useState(0);
  const [modelFailed, setModelFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for another load after a failure.
  useEffect(() => {
    setModelFailed(false);
    model.ensureOrder().then(
      (loaded) => loaded.open(),
      (error: unknown) => {
        model.reportError(error);
        setModelFailed(true);
      },
    );
  }, [model, attempt]);
  const order = orders?.activeOrder.value ?? null;
  const status = modelFailed ? 'failed' : order ? 'ready' : (orders?.loadState.value ?? 'loading');
  return { orders, order, status, retry: () => setAttempt((n) => n + 1) };
}
