/** /banned_user (spec 1 §2 "Banned user"): why the customer is banned. */
import { banReasons } from '../../domain/routing';
import type { Widget } from '../compose';
import { useScreen } from '../screen';
import { derived } from '../view';

function bannedUserPort({ session }: Widget) {
  return {
    views: {
      /** The reasons of the signed-in customer's ban; null without a customer. */
      reasons: derived(() => {
        const user = session.user.value;
        return user ? banReasons(user) : null;
      }),
    },
  };
}

export const useBannedUserScreen = () => useScreen(bannedUserPort);
