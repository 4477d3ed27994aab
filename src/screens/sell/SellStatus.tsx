/**
 * Status (spec 2 "Status screen"): expired, failed, on hold (by reason), complete, or waiting; each with
 * the order overview (amount, receive amount, order number with copy, status badge) and 'make new order'
 * (the main action once the sale settled; a secondary one while it is under way); failed and on hold add
 * the support e-mail.
 */
import type { SellOrder } from '../../domain/sellEntities';
import { billingNumber } from '../../domain/format';
import { type HoldReason, sellStatusView } from '../../domain/sell';
import { useSellStatusScreen } from '../../state/ports/sellOrder';
import { Amount } from '../../ui/Amount';
import { CopyButton } from '../../ui/CopyButton';
import { Frame } from '../../ui/Frame';
import { SUPPORT_EMAIL } from '../../ui/links';
import { Spinner } from '../../ui/Spinner';
import { StatusBadge } from '../../ui/StatusBadge';
import { useText } from '../../ui/text';

const HOLD_REASONS: HoldReason[] = ['manual_review', 'proof_of_funds', 'suspicious', 'underpaid', 'overpaid'];

export function SellStatus({ order }: { order: SellOrder }) {
  const { t } = useText();
  const screen = useSellStatusScreen();
  const view = sellStatusView(order.status);
  const settled = view === 'complete' || view === 'failed' || view === 'expired';
  const reason = HOLD_REASONS.find((r) => r === order.holdReason) ?? 'default';
  const title = {
    expired: t('sellStatus.expiredTitle'),
    failed: t('sellStatus.failedTitle'),
    onHold: t('sellStatus.onHoldTitle'),
    complete: t('sellStatus.completeTitle'),
    waiting: t('sellStatus.waitingTitle'),
  }[view];
  const text = {
    expired: t('sellStatus.expiredText'),
    failed: t('sellStatus.failedText'),
    onHold: t(`sellStatus.onHold.${reason}`),
    complete: t('sellStatus.completeText'),
    waiting: t('sellStatus.waitingText'),
  }[view];
  return (
    <Frame title={title}>
      <StatusBadge status={order.status} />
      {view === 'waiting' ? (
        <Spinner>
          <p>{text}</p>
        </Spinner>
      ) : (
        <p data-testid="sell-status-text">{text}</p>
      )}
      <dl className="crw-summary crw-box" data-testid="sell-overview">
        <div>
          <dt>{t('sellStatus.youSend')}</dt>
          <dd>
            <Amount value={order.fromAmount} currency={order.fromCurrency.tickerWithNetwork} />
          </dd>
        </div>
        <div>
          <dt>{t('sellStatus.youGet')}</dt>
          <dd>
            <Amount value={order.toAmount} currency={order.toCurrency.tickerWithNetwork} />
          </dd>
        </div>
        <div>
          <dt>{t('sellStatus.orderNumber')}</dt>
          <dd>
            {billingNumber(order.id)} <CopyButton text={billingNumber(order.id)} label={t('sellStatus.copyNumber')} />
          </dd>
        </div>
      </dl>
      {(view === 'failed' || view === 'onHold') && (
        <p>
          <a href={`mailto:${SUPPORT_EMAIL}`}>{t('sellStatus.support', { email: SUPPORT_EMAIL })}</a>
        </p>
      )}
      {/* While the sale is still under way, a new order is not what the screen is for: a quiet action. */}
      <button
        type="button"
        className={settled ? 'crw-primary' : 'crw-secondary'}
        part={settled ? 'primary-button' : undefined}
        onClick={() => void screen.newOrder()}
      >
        {t('sellStatus.newOrder')}
      </button>
    </Frame>
  );
}
