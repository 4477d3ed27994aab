/**
 * Where a signed-in seller goes on (spec 2 "Login", §4): banned user, KYC problems or the sell KYC by the
 * customer's status; with KYC complete an unfinished sell order resumes on its screen, or the sell order
 * is created and the customer goes to card select (back to the calculator, saying why, when that fails or
 * when there is nothing to sell).
 */
import { useLocation } from 'wouter';
import type { User } from '../../api/schemas';
import { isFinalStatus } from '../../domain/orderStatus';
import { sellAfterLogin, sellOrderPath, sellScreenForStatus } from '../../domain/sell';
import { useWidget } from '../../ui/context';

export function useContinueSell() {
  const { model } = useWidget();
  const [, navigate] = useLocation();
  return async (user: Pick<User, 'kyc' | 'isBlocked'>) => {
    const route = sellAfterLogin(user);
    if (route) return navigate(route);
    const sell = await model.ensureSell().catch(() => null);
    if (!sell) return navigate('/sell');
    const activeId = sell.activeOrderId.peek();
    const active = activeId ? await sell.load(activeId).catch(() => null) : null;
    if (active && !isFinalStatus(active.status)) {
      // An order held for the antifraud check waits (its guard shows the wait) until the backend lets it go on.
      sell.antifraudRecovery.value = active.status === 'kyc_waiting';
      return navigate(active.status === 'kyc_waiting' ? `/sell/order/${active.id}/card_select` : sellOrderPath(active.id, sellScreenForStatus(active.status)));
    }
    sell.antifraudRecovery.value = false;
    await sell.ensureCalculator();
    // "The sell screens return to the calculator when there is no valid calculator data."
    if (!sell.calculator.peek()?.canProceed.peek()) return navigate('/sell');
    navigate(await sell.createOrder());
  };
}
