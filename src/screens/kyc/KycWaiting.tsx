/**
 * /buy/kyc_waiting and /sell/kyc_waiting (spec 1 §2, spec 2 "KYC screens"): a spinner while the review
 * runs; the user is polled every 5 s. A seller whose check completes goes on to the sell order.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { ROUTES } from '../../domain/routes';
import { kycWaitingDestination } from '../../domain/routing';
import { poll } from '../../state/polling';
import { useWidget } from '../../state/context';
import { Frame } from '../../ui/Frame';
import { Spinner } from '../../ui/Spinner';
import { useFlow } from '../../ui/useFlow';
import { useContinueSell } from '../parts/useContinueSell';

export default function KycWaiting() {
  const { model, t } = useWidget();
  const [, navigate] = useLocation();
  const flow = useFlow();
  const continueSell = useContinueSell();
  // biome-ignore lint/correctness/useExhaustiveDependencies: continueSell is a fresh closure each render; the poll starts once.
  useEffect(
    () =>
      poll(
        () => model.refreshUser(),
        model.timings.userPollMs,
        (user) => {
          if (!user) return true;
          if (flow === 'sell') {
            const status = user.kyc.status;
            if (status === 'pending' || status === 'review') return true;
            // spec 2 §4: the check has ended (an order still held sets the flag again when resumed).
            const sell = model.sell.peek();
            sell?.noteAntifraudCheck(false);
            if (status === 'retry' || status === 'none' || status === 'light') navigate(ROUTES.sellKyc);
            else void continueSell(user);
            return false;
          }
          const next = kycWaitingDestination(user, model.order.value?.activeOrder.value ? ROUTES.order : null);
          if (next) navigate(next);
          return next === null;
        },
        model.reportError,
      ),
    [model, navigate, flow],
  );
  return (
    <Frame title={t('kycWaiting.title')}>
      <Spinner>
        <p>{t('kycWaiting.subtitle')}</p>
      </Spinner>
    </Frame>
  );
}
