/**
 * Where a signed-in seller goes on (spec 2 "Login", §4): banned user, KYC problems or the sell KYC by the
 * customer's status; with KYC complete the sell order is created and the customer goes to card select
 * (back to the calculator, saying why, when that fails or when there is nothing to sell).
 */
import { useLocation } from 'wouter';
import type { User } from '../../api/schemas';
import { sellAfterLogin } from '../../domain/sell';
import { useWidget } from '../../ui/context';

export function useContinueSell() {
  const { model } = useWidget();
  const [, navigate] = useLocation();
  return async (user: Pick<User, 'kyc' | 'isBlocked'>) => {
    const route = sellAfterLogin(user);
    if (route) return navigate(route);
    const sell = model.sell.peek();
    if (!sell) return navigate('/sell');
    await sell.ensureCalculator();
    // "The sell screens return to the calculator when there is no valid calculator data."
    if (!sell.calculator.peek()?.canProceed.peek()) return navigate('/sell');
    navigate(await sell.createOrder());
  };
}
