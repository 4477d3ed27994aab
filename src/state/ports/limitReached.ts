/** /buy/limit_reached (spec 1 §2, §8): the daily, weekly or yearly limit, and 'Choose another card'. */
import { ROUTES } from '../../domain/routes';
import type { Widget } from '../compose';
import { go } from '../navigation';
import { useScreen } from '../screen';
import { derived } from '../view';

function limitReachedPort({ later }: Widget) {
  return {
    views: {
      /** The limit the last payment reached (the daily one when there is no payment to say: a reload). */
      limit: derived(() => {
        const outcome = later.order.value?.paymentFailure.value;
        return outcome?.kind === 'limitReached' ? outcome.limit : 'dailyLimitReached';
      }),
    },
    moves: {
      /** Back to the order's payment step. */
      chooseAnotherCard: () => later.order.peek()?.chooseAnotherCard() ?? go(ROUTES.order),
    },
  };
}

export const useLimitReachedScreen = () => useScreen(limitReachedPort);
