/**
 * The reservation timer (spec 1 §2): ticks every second as mm:ss, blank when expired; at
 * `reservationExpiresAt` the expiry handler fires once (at once if already past).
 */
import { useEffect, useRef } from 'react';
import { reservationCountdown } from '../domain/orderDetails';
import { useUi } from './environment';
import { useNow } from './useNow';

export function ReservationTimer({ expiresAt, onExpire }: { expiresAt: string | null | undefined; onExpire: () => void }) {
  const { t } = useUi();
  const now = useNow(1_000);
  const countdown = reservationCountdown(expiresAt, now);
  const fired = useRef<string | null>(null);
  useEffect(() => {
    if (countdown === '' && expiresAt && fired.current !== expiresAt) {
      fired.current = expiresAt;
      onExpire();
    }
  }, [countdown, expiresAt, onExpire]);
  return (
    <p className="crw-timer" role="timer" aria-live="off" data-testid="reservation-timer">
      {countdown && t('payment.reservedFor', { time: countdown })}
    </p>
  );
}
