/** Parts of an order's page shared by progress and public tracking (spec 1 §2, spec 2 §2). */
import { billingNumber, splitWallet } from '../../domain/format';
import { Amount } from '../../ui/Amount';
import { CopyButton } from '../../ui/CopyButton';
import { KNOWLEDGE_BASE_URL, SUPPORT_EMAIL } from '../../ui/links';
import { useText } from '../../ui/text';

/**
 * The order number (spec 1 §9: the id's first 12 characters) with a copy of the whole id (what support and
 * tracking need), and the destination wallet (6 … 6).
 */
export function OrderNumberAndWallet({ id, wallet }: { id: string; wallet: string }) {
  const { t } = useText();
  const parts = splitWallet(wallet);
  return (
    <dl className="crw-summary" data-testid="order-progress">
      <div>
        <dt>{t('order.orderNumber')}</dt>
        <dd>
          {billingNumber(id)} <CopyButton text={id} label={t('order.copyOrderId')} />
        </dd>
      </div>
      <div>
        <dt>{t('order.wallet')}</dt>
        <dd title={wallet}>
          {parts.head}
          {parts.middle && '…'}
          {parts.tail}
        </dd>
      </div>
    </dl>
  );
}

type Amounts = { toAmount: number; toCurrency: string; baseAmount?: number | null; fromAmount: number; fromCurrency: string };

/** What the customer gets, the base cost and the total, in a collapsible box. */
export function AmountsSummary({ order, open = false }: { order: Amounts; open?: boolean }) {
  const { t } = useText();
  return (
    <details className="crw-box" open={open}>
      <summary>{t('order.summary')}</summary>
      <dl className="crw-summary">
        <div>
          <dt>{t('order.youGot')}</dt>
          <dd>
            <Amount value={order.toAmount} currency={order.toCurrency} logo />
          </dd>
        </div>
        <div>
          <dt>{t('order.baseCost')}</dt>
          <dd>
            <Amount value={order.baseAmount ?? order.fromAmount} currency={order.fromCurrency} logo />
          </dd>
        </div>
        <div>
          <dt>{t('order.total')}</dt>
          <dd>
            <Amount value={order.fromAmount} currency={order.fromCurrency} logo />
          </dd>
        </div>
      </dl>
    </details>
  );
}

/** The customer-support card with the knowledge-base link. */
export function SupportCard() {
  const { t } = useText();
  return (
    <section className="crw-box">
      <h2>{t('order.supportTitle')}</h2>
      <p>
        {t('order.supportText')}{' '}
        <a href={KNOWLEDGE_BASE_URL} target="_blank" rel="noopener noreferrer">
          {t('order.knowledgeBase')}
        </a>
      </p>
    </section>
  );
}

/** spec 1 §8: the failed and on-hold screens carry a support e-mail. */
export function SupportEmail() {
  const { t } = useText();
  return (
    <p className="crw-muted" data-testid="support-email">
      {t('order.writeToSupport')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
    </p>
  );
}
