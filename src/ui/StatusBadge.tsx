/** An order's status as a badge in the spec's colours (warning in progress, error failed/expired, success). */
import { type OrderStatus, statusColour } from '../domain/orderStatus';
import { useUi } from './environment';

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useUi();
  return (
    // A polite live region: a status that changes while the customer watches (tracking, sell) is read out.
    <p className={`crw-badge crw-badge-${statusColour(status)}`} role="status" data-testid="status-badge" data-status={status}>
      {t(`orderStatus.${status}`)}
    </p>
  );
}
