/** /buy/kyc_waiting (spec 1 §2): a spinner while the review runs; the user is polled every 5 s. */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { USER_POLL_MS } from '../../domain/constants';
import { kycWaitingDestination } from '../../domain/routing';
import { poll } from '../../state/polling';
import { useWidget } from '../../ui/context';
import { Frame } from '../../ui/Frame';
import { Spinner } from '../../ui/Spinner';

export default function KycWaiting() {
  const { model, t } = useWidget();
  const [, navigate] = useLocation();
  useEffect(
    () =>
      poll(
        () => model.refreshUser(),
        USER_POLL_MS,
        (user) => {
          if (!user) return true;
          const next = kycWaitingDestination(user, model.order.value?.activeOrder.value ? '/buy/order' : null);
          if (next) navigate(next);
          return next === null;
        },
      ),
    [model, navigate],
  );
  return (
    <Frame title={t('kycWaiting.title')}>
      <Spinner>
        <p>{t('kycWaiting.subtitle')}</p>
      </Spinner>
    </Frame>
  );
}
