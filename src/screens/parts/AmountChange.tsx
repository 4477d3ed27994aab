/**
 * A new rate's effect on the order, before and now side by side (ours: after Get a new quote, and when
 * the rate changed during payment, spec 1 §8): only the amounts that moved. A table with its caption (a
 * new screen is read from its title; a rate change during payment is also said by the payment's alert).
 */
import type { AmountChange as Change } from '../../domain/repeatOrder';
import { Amount } from '../../ui/Amount';
import { useText } from '../../ui/text';

export function AmountChange({ change }: { change: Change | null }) {
  const { t } = useText();
  if (!change) return null;
  const { before, after } = change;
  const rows = [
    { label: t('order.youGet'), was: before.toAmount, now: after.toAmount, currency: after.toCurrency },
    { label: t('order.youPay'), was: before.fromAmount, now: after.fromAmount, currency: after.fromCurrency },
  ].filter((row) => row.was !== row.now);
  return (
    <div className="crw-alert crw-alert-info" data-testid="amount-change">
      <table className="crw-change">
        <caption>{t('order.rateMovedTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('order.before')}</th>
            <th scope="col">{t('order.now')}</th>
          </tr>
        </thead>
        {rows.map((row) => (
          <tbody key={row.label}>
            <tr>
              <th scope="rowgroup" colSpan={2}>
                {row.label}
              </th>
            </tr>
            <tr>
              <td>
                <Amount value={row.was} currency={row.currency} />
              </td>
              <td>
                <strong>
                  <Amount value={row.now} currency={row.currency} />
                </strong>
              </td>
            </tr>
          </tbody>
        ))}
      </table>
    </div>
  );
}
