/**
 * /sell/welcome (spec 2 "Login": the login-authorized landing): the customer's e-mail, log out unless the
 * merchant gave it, and Continue, which goes where a signed-in seller goes on (KYC, an unfinished order,
 * or a new order's card select).
 */
import { signal } from '@preact/signals-react';
import { ROUTES } from '../../domain/routes';
import type { Widget } from '../compose';
import { type Next, STAY, go } from '../navigation';
import { useScreen } from '../screen';
import { derived, view } from '../view';

function sellWelcomePort({ session }: Widget) {
  /** Continue is under way (an order may be being created). */
  const continuing = signal(false);
  return {
    views: {
      email: derived(() => session.user.value?.email ?? null),
      /** The merchant gave the e-mail: the customer cannot log out here. */
      emailFromMerchant: session.emailFromMerchant,
      continuing: view(continuing),
    },
    moves: {
      async continueSelling(): Promise<Next> {
        const user = session.user.peek();
        if (!user || continuing.peek()) return STAY;
        continuing.value = true;
        try {
          return await session.continueSelling(user);
        } finally {
          continuing.value = false;
        }
      },
      logout: session.logout,
      back: () => go(ROUTES.sell),
    },
  };
}

export const useSellWelcomeScreen = () => useScreen(sellWelcomePort);
