/**
 * Where a signed-in seller goes on (spec 2 "Login", §4): banned user, KYC problems or the sell KYC by the
 * customer's status; with KYC complete, where the sell model resumes (an unfinished order's screen, or the
 * new order's card select, or the calculator saying why).
 */
import { useLocation } from 'wouter';
import type { User } from '../../domain/entities';
import { ROUTES } from '../../domain/routes';
import { sellAfterLogin } from '../../domain/sell';
import { useWidget } from '../../state/context';

export function useContinueSell() {
  const { model } = useWidget();
  const [, navigate] = useLocation();
  return async (user: Pick<User, 'kyc' | 'isBlocked'>) => {
    const route = sellAfterLogin(user);
    if (route) return navigate(route);
    const sell = await model.ensureSell().catch((error: unknown) => {
      model.reportError(error);
      return null;
    });
    navigate(sell ? await sell.resume() : ROUTES.sell);
  };
}
