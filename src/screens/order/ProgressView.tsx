/**
 * Progress (spec 1 §2): 'Almost done' or 'Done', the order number, the destination wallet, a collapsible
 * summary, the four steps, a support card, and the blockchain explorer when there is a link. An order on
 * hold has its own title and description and the support e-mail (spec 1 §8), at step 2.
 *
 * Done is a success moment and leads somewhere (ours: the spec's Done screen has no action): a check,
 * what was bought and paid, Buy more, and back to the merchant that launched the widget.
 */
import type { Order } from '../../domain/entities';
import { formatCreatedAt } from '../../domain/orderDetails';
import { progressStep } from '../../domain/orderStatus';
import { useProgressScreen } from '../../state/ports/order';
import { Amount } from '../../ui/Amount';
import { Frame } from '../../ui/Frame';
import { useText } from '../../ui/text';
import { AmountsSummary, OrderNumberAndWallet, SupportCard, SupportEmail } from '../parts/OrderDetails';

const STEPS = ['order.steps.ordered', 'order.steps.verified', 'order.steps.processed', 'order.steps.delivering'] as const;

export function ProgressView({ order }: { order: Order }) {
  const { t } = useText();
  const screen = useProgressScreen();
  const step = progressStep(order.status);
  const done = order.status === 'complete';
  const onHold = order.status === 'on_hold';
  const link = screen.explorer;
  return (
    <Frame title={done ? t('order.done') : onHold ? t('order.onHoldTitle') : t('order.almostDone')}>
      {done && (
        <div className="crw-success" data-testid="order-success">
          <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
            <circle cx="24" cy="24" r="22" />
            <path d="M14 24.5l7 7 13-14" />
          </svg>
          <p>
            {t('order.youBought')}{' '}
            <strong>
              <Amount value={order.toAmount} currency={order.toCurrency} />
            </strong>
          </p>
          <p className="crw-muted">
            {t('order.youPaid')} <Amount value={order.fromAmount} currency={order.fromCurrency} />
          </p>
        </div>
      )}
      {/* The ways on come first, right under what was bought; the order's details follow. */}
      {done && (
        <>
          <button type="button" className="crw-primary" part="primary-button" onClick={() => void screen.buyMore()}>
            {t('order.buyMore')}
          </button>
          {screen.merchant !== null && (
            <button type="button" className="crw-secondary" onClick={screen.backToMerchant}>
              {t('order.backToMerchant', { merchant: screen.merchant })}
            </button>
          )}
        </>
      )}
      {onHold && (
        <>
          <p>{t('order.onHoldText')}</p>
          <SupportEmail />
        </>
      )}
      <OrderNumberAndWallet id={order.id} wallet={order.toWallet} />
      <AmountsSummary order={order} />
      <ol className="crw-steps" aria-label={t('order.stepsLabel')}>
        {STEPS.map((key, index) => (
          <li key={key} className={index < step ? 'crw-step-done' : undefined} aria-current={index + 1 === step ? 'step' : undefined}>
            <span>{t(key)}</span>
            {index === 0 && <small className="crw-muted">{formatCreatedAt(order.createdAt)}</small>}
          </li>
        ))}
      </ol>
      {/* The step the order is at, read out as it moves on (Processing → Done). */}
      <p className="crw-visually-hidden" aria-live="polite" data-testid="progress-announcement">
        {done ? t('order.done') : t(STEPS[Math.max(0, step - 1)] ?? STEPS[0])}
      </p>
      <SupportCard />
      {link && (
        <a className="crw-secondary crw-button-link" href={link} target="_blank" rel="noopener noreferrer">
          {t('order.explorer')}
        </a>
      )}
    </Frame>
  );
}
