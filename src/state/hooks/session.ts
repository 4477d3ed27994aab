/** The signed-in customer: who it is, logging out, and the login screen's model. */
import { useEffect, useState } from 'react';
import type { User } from '../../domain/entities';
import type { Flow } from '../../domain/flow';
import type { StaticRoute } from '../../domain/routes';
import { useComposed } from '../context';
import { type LoginFlow, createLoginFlow } from '../loginFlow';
import type { Next } from '../navigation';

export type { LoginFlow };

/** The signed-in customer, or null. */
export function useUser(): User | null {
  return useComposed().session.user.value;
}

export function useSession(): {
  user: User | null;
  /** The merchant gave the e-mail: the customer cannot log out here. */
  emailFromMerchant: boolean;
  logout(): Promise<Next>;
  /** Where a signed-in seller goes on (KYC, an unfinished order, or a new one). */
  continueSelling(user: User): Promise<Next>;
  /** Where the steps after the wallet go back to. */
  walletStep(): { go: StaticRoute };
} {
  const { session, buy } = useComposed();
  return {
    user: session.user.value,
    emailFromMerchant: session.emailFromMerchant.value,
    logout: session.logout,
    continueSelling: session.continueSelling,
    walletStep: () => ({ go: buy.walletStep() }),
  };
}

/** The login screen's model, made when the screen opens (its share token tried, the sell login's reads started) and closed with it. */
export function useLogin(flow: Flow): LoginFlow {
  const widget = useComposed();
  const { deps } = widget;
  const [login] = useState(() => {
    const payload = deps.merchantPayload();
    return createLoginFlow(flow, {
      api: deps.api,
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
