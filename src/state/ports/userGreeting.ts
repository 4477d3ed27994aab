/** /buy/user_greeting, welcome back (spec 1 §2): who is signed in, Proceed, log out, and back. */
import { afterLoginDestination } from '../../domain/routing';
import type { Widget } from '../compose';
import { STAY, go } from '../navigation';
import { useScreen } from '../screen';
import { derived } from '../view';

function userGreetingPort({ session, buy }: Widget) {
  return {
    views: {
      email: derived(() => session.user.value?.email ?? null),
      /** The merchant gave the e-mail: the customer cannot log out here. */
      emailFromMerchant: session.emailFromMerchant,
    },
    moves: {
      /** Where a signed-in buyer goes on, by their KYC (spec 1 §2). */
      proceed: () => {
        const user = session.user.peek();
        return user ? go(afterLoginDestination(user)) : STAY;
      },
      logout: session.logout,
      back: () => go(buy.walletStep()),
    },
  };
}

export const useUserGreetingScreen = () => useScreen(userGreetingPort);
