/** The login screen's model (its code loads with the login). */
import { useEffect, useState } from 'react';
import type { Flow } from '../../domain/flow';
import { createAccountResources } from '../../api/accountResources';
import { useComposed } from '../context';
import { type LoginFlow, createLoginFlow } from '../loginFlow';

export type { LoginFlow };

/** The login screen's model, made when the screen opens (its share token tried, the sell login's reads started) and closed with it. */
export function useLogin(flow: Flow): LoginFlow {
  const widget = useComposed();
  const { deps } = widget;
  const [login] = useState(() => {
    const payload = deps.merchantPayload();
    return createLoginFlow(flow, {
      api: createAccountResources(deps.client),
      session: deps.drafts,
      merchantEmail: payload?.email ?? null,
      shareToken: payload?.shareToken ?? null,
      refcode: deps.refcode,
      setUser: deps.setUser,
      pollSession: deps.pollSession,
      afterSignIn: widget.session.afterSignIn,
      walletStep: widget.buy.walletStep,
      navigation: deps.navigation,
      timings: deps.timings,
      report: deps.report,
    });
  });
  useEffect(() => login.open(), [login]);
  return login;
}
