/**
 * /buy/kyc and /sell/kyc (spec 1 §2 "Full KYC", spec 2 "KYC screens"): the identity provider's widget in
 * the screen's container, its direct link, the reject labels of a customer sent back by KYC waiting's
 * Retry, Retry after a RED/RETRY review, and a refused start with Try again. The session (tokens, launches,
 * where a review leads) is the model's: `state/kyc.ts`.
 */
import { createAccountResources } from '../../api/accountResources';
import type { Flow } from '../../domain/flow';
import type { Widget } from '../compose';
import { createKycSession } from '../kyc';
import { useScreen } from '../screen';
import { derived } from '../view';

function kycPort(widget: Widget, flow: Flow) {
  const { later } = widget;
  const kyc = createKycSession(flow, {
    api: createAccountResources(widget.client),
    user: widget.session.user,
    language: widget.language.language,
    t: widget.i18n.t,
    identityProviderBaseUrl: widget.settings.identityProviderBaseUrl,
    navigation: widget.navigation,
    report: widget.report,
    onSellKycOpened: () => {
      // spec 2 §4: a seller sent here by the antifraud step has a check under way until it ends.
      const sell = later.sell.peek();
      if (sell?.session.order.peek()?.status === 'kyc_waiting') sell.noteAntifraudCheck(true);
    },
  });
  return {
    views: {
      state: kyc.state,
      problem: kyc.problem,
      rejectLabels: derived(kyc.rejectLabels),
      directLink: kyc.directLink,
      retryVisible: kyc.retryVisible,
    },
    does: {
      /** The ref of the container the provider's widget goes into. */
      attach: kyc.attach,
      tryAgain: kyc.tryAgain,
      retry: kyc.retry,
    },
    open: kyc.open,
  };
}

export const useKycScreen = (flow: Flow) => useScreen(kycPort, flow);
