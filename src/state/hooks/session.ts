/** The signed-in customer: who it is, logging out, where a seller goes on. */
import type { User } from '../../domain/entities';
import type { StaticRoute } from '../../domain/routes';
import { useComposed } from '../context';
import type { Next } from '../navigation';

/** The signed-in customer, or null. */
export function useUser(): User | null {
  return useComposed().session.user.value;
}

export function useSession(): {
  user: User | null;
  /** The merchant gave the e-mail: the customer cannot log out here. */
  emailFromMerchant: boolean;
  logout(): Promise<Next>;
  /** Where a signed-in seller goes on (KYC, an unfinished order, or a new one). */
  continueSelling(user: User): Promise<Next>;
  /** Where the steps after the wallet go back to. */
  walletStep(): { go: StaticRoute };
} {
  const { session, buy } = useComposed();
  return {
    user: session.user.value,
    emailFromMerchant: session.emailFromMerchant.value,
    logout: session.logout,
    continueSelling: session.continueSelling,
    walletStep: () => ({ go: buy.walletStep() }),
  };
}
