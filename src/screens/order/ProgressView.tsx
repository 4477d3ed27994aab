/**
 * Progress (spec 1 §2): 'Almost done' or 'Done', the order number, the destination wallet, a collapsible
 * summary, the four steps, a support card, and the blockchain explorer when there is a link. An order on
 * hold has its own title and description and the support e-mail (spec 1 §8), at step 2.
 */
import type { Order } from '../../domain/entities';
import { explorerLink, formatCreatedAt } from '../../domain/orderDetails';
import { progressStep } from '../../domain/orderStatus';
import { useText } from '../../state/hooks/app';
import { useBuy } from '../../state/hooks/buy';
import { Frame } from '../../ui/Frame';
import { AmountsSummary, OrderNumberAndWallet, SupportCard, SupportEmail } from '../parts/OrderDetails';

const STEPS = ['order.steps.ordered', 'order.steps.verified', 'order.steps.processed', 'order.steps.delivering'] as const;

export function ProgressView({ order }: { order: Order }) {
  const { t } = useText();
  const step = progressStep(order.status);
  const done = order.status === 'complete';
  const onHold = order.status === 'on_hold';
  const network = useBuy().calculator?.receiveOptions.find((c) => c.tickerWithNetwork === order.toCurrency)?.blockchainNetwork ?? null;
  const link = explorerLink(order, network);
  return (
    <Frame title={done ? t('order.done') : onHold ? t('order.onHoldTitle') : t('order.almostDone')}>
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
