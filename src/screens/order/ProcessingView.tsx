/**
 * Processing (spec 1 §2): a spinner; after 30 s a longer-wait message and Skip waiting. The processing
 * status is long-polled (up to 180 s a call); any change refreshes the order.
 */
import { useEffect, useState } from 'react';
import type { Order } from '../../domain/entities';
import { LONG_WAIT_MESSAGE_MS } from '../../domain/constants';
import { useWidget } from '../../state/context';
import { Frame } from '../../ui/Frame';

export function ProcessingView({ order, onSkip }: { order: Order; onSkip: () => void }) {
  const { model, t } = useWidget();
  const [longWait, setLongWait] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLongWait(true), LONG_WAIT_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    const orders = model.order.value;
    if (!orders) return;
    const abort = new AbortController();
    const listen = async () => {
      while (!abort.signal.aborted) {
        try {
          const { status } = await model.api.orders.processingStatus(order.id, abort.signal);
          if (abort.signal.aborted) return;
          if (status !== order.status) {
            await orders.refresh();
            return;
          }
        } catch (error) {
          if (abort.signal.aborted) return;
          model.reportError(error);
          await new Promise((resolve) => setTimeout(resolve, 2_000));
        }
      }
    };
    void listen();
    return () => abort.abort();
  }, [model, order.id, order.status]);
  return (
    <Frame title={t('order.processingTitle')}>
      <div className="crw-center" role="status" data-testid="order-processing">
        <span className="crw-spinner" aria-hidden="true" />
        <p>{t('order.processingSubtitle')}</p>
        {longWait && (
          <>
            <p className="crw-muted">{t('order.longWait')}</p>
            <button type="button" className="crw-secondary" onClick={onSkip}>
              {t('order.skipWaiting')}
            </button>
          </>
        )}
      </div>
    </Frame>
  );
}
