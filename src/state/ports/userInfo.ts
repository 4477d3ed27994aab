/** /buy/user_info (spec 1 §2 "User info"): e-mail, address with edit, fee details, then the order. */
import { ROUTES } from '../../domain/routes';
import type { Widget } from '../compose';
import { go } from '../navigation';
import { useScreen } from '../screen';
import { creationFailure } from './kit/laterSteps';

function userInfoPort(widget: Widget) {
  const { buy, session } = widget;
  return {
    views: {
      user: session.user,
      calculator: buy.calculator,
      creating: buy.creating,
      creationFailure: creationFailure(widget),
    },
    moves: {
      createOrder: buy.createOrder,
      editAddress: () => go(ROUTES.billingAddressEdit),
      back: () => go(buy.walletStep()),
    },
  };
}

export const useUserInfoScreen = () => useScreen(userInfoPort);
