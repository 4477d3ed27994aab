/** An order's status as a badge in the spec's colours (warning in progress, error failed/expired, success). */
import { type OrderStatus, statusColour } from '../domain/orderStatus';
import { useWidget } from './context';

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useWidget();
  return (
    <p className={`crw-badge crw-badge-${statusColour(status)}`} data-testid="status-badge" data-status={status}>
      {t(`orderStatus.${status}`)}
    </p>
  );
}
