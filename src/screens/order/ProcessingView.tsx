/**
 * Processing (spec 1 §2): a spinner; after 30 s a longer-wait message and Skip waiting. The processing
 * status is long-polled (up to 180 s a call) while it shows; any change refreshes the order.
 */
import { useProcessingScreen } from '../../state/ports/order';
import { Frame } from '../../ui/Frame';
import { useText } from '../../ui/text';

export function ProcessingView() {
  const { t } = useText();
  const screen = useProcessingScreen();
  return (
    <Frame title={t('order.processingTitle')}>
      <div className="crw-center" role="status" data-testid="order-processing">
        <span className="crw-spinner" aria-hidden="true" />
        <p>{t('order.processingSubtitle')}</p>
        {screen.longWait && (
          <>
            <p className="crw-muted">{t('order.longWait')}</p>
            <button type="button" className="crw-secondary" onClick={screen.skip}>
              {t('order.skipWaiting')}
            </button>
          </>
        )}
      </div>
    </Frame>
  );
}
