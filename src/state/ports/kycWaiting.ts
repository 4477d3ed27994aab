/**
 * /buy/kyc_waiting and /sell/kyc_waiting (spec 1 §2, spec 2 "KYC screens"): the customer is read every 5 s
 * while the screen shows, until the review ends; where they go then is the model's (`state/kyc.ts`).
 */
import type { Flow } from '../../domain/flow';
import type { Widget } from '../compose';
import { openKycWaiting } from '../kyc';
import { useScreen } from '../screen';

function kycWaitingPort(widget: Widget, flow: Flow) {
  const { later } = widget;
  return {
    open: () =>
      openKycWaiting(flow, {
        refreshUser: widget.session.refreshUser,
        timings: widget.settings.timings,
        navigation: widget.navigation,
        report: widget.report,
        resumePurchase: widget.buy.resumeAfterVerification,
        onSellCheckEnded: () => later.sell.peek()?.noteAntifraudCheck(false),
        continueSelling: widget.session.continueSelling,
      }),
  };
}

export const useKycWaitingScreen = (flow: Flow) => useScreen(kycWaitingPort, flow);
