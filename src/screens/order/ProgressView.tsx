/**
 * Progress (spec 1 §2): 'Almost done' or 'Done', the order number, the destination wallet, a collapsible
 * summary, the four steps, a support card, and the blockchain explorer when there is a link.
 */
import type { Order } from '../../api/schemas';
import { billingNumber, splitWallet } from '../../domain/format';
import { explorerLink, formatCreatedAt } from '../../domain/orderDetails';
import { progressStep } from '../../domain/orderStatus';
import { useWidget } from '../../ui/context';
import { Frame } from '../../ui/Frame';
import { SUPPORT_CENTER_URL } from '../../ui/links';

const STEPS = ['order.steps.ordered', 'order.steps.verified', 'order.steps.processed', 'order.steps.delivering'] as const;

export function ProgressView({ order }: { order: Order }) {
  const { model, t } = useWidget();
  const step = progressStep(order.status);
  const done = order.status === 'complete';
  const wallet = splitWallet(order.toWallet);
  const network = model.calculator.value?.receiveOptions.find((c) => c.tickerWithNetwork === order.toCurrency)?.blockchainNetwork ?? null;
  const link = explorerLink(order, network);
  return (
    <Frame title={done ? t('order.done') : t('order.almostDone')}>
      <dl className="crw-summary" data-testid="order-progress">
        <div>
          <dt>{t('order.orderNumber')}</dt>
          <dd>{billingNumber(order.id)}</dd>
        </div>
        <div>
          <dt>{t('order.wallet')}</dt>
          <dd title={order.toWallet}>
            {wallet.head}
            {wallet.middle && '…'}
            {wallet.tail}
          </dd>
        </div>
      </dl>
      <details className="crw-box">
        <summary>{t('order.summary')}</summary>
        <dl className="crw-summary">
          <div>
            <dt>{t('order.youGot')}</dt>
            <dd>
              {order.toAmount} {order.toCurrency}
            </dd>
          </div>
          <div>
            <dt>{t('order.baseCost')}</dt>
            <dd>
              {order.baseAmount ?? order.fromAmount} {order.fromCurrency}
            </dd>
          </div>
          <div>
            <dt>{t('order.total')}</dt>
            <dd>
              {order.fromAmount} {order.fromCurrency}
            </dd>
          </div>
        </dl>
      </details>
      <ol className="crw-steps" aria-label={t('order.stepsLabel')}>
        {STEPS.map((key, index) => (
          <li key={key} className={index < step ? 'crw-step-done' : undefined} aria-current={index + 1 === step ? 'step' : undefined}>
            <span>{t(key)}</span>
            {index === 0 && <small className="crw-muted">{formatCreatedAt(order.createdAt)}</small>}
          </li>
        ))}
      </ol>
      <section className="crw-box">
        <h2>{t('order.supportTitle')}</h2>
        <p>
          {t('order.supportText')}{' '}
          <a href={SUPPORT_CENTER_URL} target="_blank" rel="noopener noreferrer">
            {t('order.knowledgeBase')}
          </a>
        </p>
      </section>
      {link && (
        <a className="crw-secondary crw-button-link" href={link} target="_blank" rel="noopener noreferrer">
          {t('order.explorer')}
        </a>
      )}
    </Frame>
  );
}
