/** /kyc_problems (spec 1 §2, spec 2 §2): Logout, which clears the customer and goes to the root. */
import type { Widget } from '../compose';
import { useScreen } from '../screen';

function kycProblemsPort({ session }: Widget) {
  return { moves: { logout: session.logout } };
}

export const useKycProblemsScreen = () => useScreen(kycProblemsPort);
