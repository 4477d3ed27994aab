/**
 * Processing (spec 1 §2): a spinner; after 30 s a longer-wait message and Skip waiting. The processing
 * status is long-polled (up to 180 s a call); any change refreshes the order.
 */
import { useEffect, useState } from 'react';
import type { Order } from '../../domain/entities';
import { useWidget } from '../../state/context';
import { Frame } from '../../ui/Frame';

export function ProcessingView({ order, onSkip }: { order: Order; onSkip: () => void }) {
  const { model, t } = useWidget();
  const [longWait, setLongWait] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLongWait(true), model.timings.longWaitMessageMs);
    return () => clearTimeout(timer);
  }, [model.timings.longWaitMessageMs]);
  const orders = model.order.value;
  const { id, status } = order;
  useEffect(() => orders?.watchProcessing({ id, status }), [orders, id, status]);
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
