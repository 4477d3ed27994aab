/** Identity verification: the KYC screen's session with the provider's widget, and KYC waiting. */
import { useCallback, useEffect, useState } from 'react';
import type { Flow } from '../../domain/flow';
import { createAccountResources } from '../../api/accountResources';
import { useComposed } from '../context';
import { createKycSession, openKycWaiting } from '../kyc';

/** The KYC screen's session, opened with the screen; `container` is the ref the provider's widget goes into. */
export function useKyc(flow: Flow) {
  const widget = useComposed();
  const { deps, later } = widget;
  const [kyc] = useState(() =>
    createKycSession(flow, {
      api: createAccountResources(deps.client),
      user: deps.user,
      language: deps.language,
      t: deps.t,
      identityProviderBaseUrl: deps.identityProviderBaseUrl,
      navigation: deps.navigation,
      report: deps.report,
      onSellKycOpened: () => {
        // spec 2 §4: a seller sent here by the antifraud step has a check under way until it ends.
        const sell = later.sell.peek();
        if (sell?.session.order.peek()?.status === 'kyc_waiting') sell.noteAntifraudCheck(true);
      },
    }),
  );
  useEffect(() => kyc.open(), [kyc]);
  const container = useCallback((element: HTMLDivElement | null) => kyc.attach(element), [kyc]);
  return { kyc, container };
}

/** KYC waiting: the customer is read every 5 s while the screen shows, until the review ends. */
export function useKycWaiting(flow: Flow) {
  const widget = useComposed();
  const { deps, later } = widget;
  useEffect(
    () =>
      openKycWaiting(flow, {
        refreshUser: deps.refreshUser,
        timings: deps.timings,
        navigation: deps.navigation,
        report: deps.report,
        resumePurchase: widget.buy.resumeAfterVerification,
        onSellCheckEnded: () => later.sell.peek()?.noteAntifraudCheck(false),
        continueSelling: widget.session.continueSelling,
      }),
    [flow, deps, later, widget.session, widget.buy],
  );
}
