/**
 * The login screen (spec 1 §2 "Login and welcome back"; spec 2 "Login"): the e-mail and code steps
 * (`login.ts`), a merchant's share token tried as the screen opens, and, on the sell login, the current
 * user read every 5 s (a session begun by another widget of this tab). Signed in once, whichever lands
 * first: after 100 ms, where the customer goes on (the buy destination rule, or the sell one).
 */
import type { User } from '../domain/entities';
import type { Flow } from '../domain/flow';
import { ROUTES, type StaticRoute } from '../domain/routes';
import type { Timings } from '../domain/timings';
import { type LoginDeps, createLoginModel } from './login';
import { type Navigation, type Next, go } from './navigation';
import { type Watch, watch } from './polling';
import { exposed } from './view';

export type LoginFlowDeps = Omit<LoginDeps, 'onSignedIn' | 'flow'> & {
  setUser: (user: User, token?: string) => void;
  pollSession: () => Promise<User | null>;
  afterSignIn: (flow: Flow, user: User) => Promise<Next>;
  /** Where back from the buy login's e-mail step goes (the wallet step, or the root). */
  walletStep: () => StaticRoute;
  navigation: Navigation;
  timings: Pick<Timings, 'userPollMs' | 'postLoginRedirectMs'>;
  report: (error: unknown) => void;
};

export function createLoginFlow(flow: Flow, deps: LoginFlowDeps) {
  const login = createLoginModel({ ...deps, flow, onSignedIn: (user, token) => deps.setUser(user, token ?? undefined) });
  let landed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sessionReads: Watch<User | null> | null = null;

  function signedIn(user: User | null) {
    if (!user || landed) return;
    landed = true;
    sessionReads?.stop();
    timer = setTimeout(() => void deps.navigation.follow(deps.afterSignIn(flow, user)), deps.timings.postLoginRedirectMs);
  }

  return exposed({
    ...login,
    /** The screen opened: the sell login follows the session another widget of the tab may begin. */
    open(): () => void {
      if (flow === 'sell') {
        sessionReads = watch({
          read: () => deps.pollSession(),
          afterRead: (user) => {
            signedIn(user);
            return user ? 'done' : deps.timings.userPollMs;
          },
          afterFailure: () => deps.timings.userPollMs,
          report: deps.report,
        });
        sessionReads.start();
      }
      return () => {
        sessionReads?.stop();
        clearTimeout(timer);
      };
    },
    async submitCode(): Promise<void> {
      signedIn(await login.submitCode());
    },
    /** Keeps the digits only (spec 1 §5); the sixth digit submits (spec 1 §2). */
    async changeCode(text: string): Promise<void> {
      signedIn(await login.changeCode(text));
    },
    /** Back: from the code step to the e-mail; from the e-mail, out of the login. */
    back(): Next {
      if (login.step.peek() === 'code') {
        login.backToEmail();
        return { stay: null };
      }
      return go(flow === 'sell' ? ROUTES.sell : deps.walletStep());
    },
  });
}
