/**
 * Identity verification (spec 1 §2 "Full KYC", "KYC waiting", §7 `POST customers/current/kyc`, §8 KYC
 * error codes; spec 2 "KYC screens"). The KYC screen's session: one access token per session (asked for
 * when verification starts, again on Retry or Try again, renewed only when the provider says it expired),
 * the provider's widget launched into the screen's container with it (again when the language changes),
 * and Retry after a RED/RETRY review (the analytics event, resetKYC, a fresh token). GREEN, or RED/FINAL,
 * moves on to KYC waiting, which reads the customer every 5 s until the review ends.
 */
import { batch, effect, signal } from '@preact/signals-react';
import type { TFunction } from 'i18next';
import { ApiError } from '../api/errors';
import type { AccountResources } from '../api/accountResources';
import type { User } from '../domain/entities';
import type { Flow } from '../domain/flow';
import { type KycStartProblem, kycStartBody, kycStartProblem } from '../domain/kyc';
import { ROUTES } from '../domain/routes';
import { kycWaitingDestination, rejectLabelsOf } from '../domain/routing';
import type { Timings } from '../domain/timings';
import { launchIdentityCheck } from '../integrations/identityCheck';
import { type Navigation, type Next, go } from './navigation';
import { watch } from './polling';
import { view, type View, exposed } from './view';

export type KycSessionDeps = {
  api: AccountResources;
  user: View<User | null>;
  language: View<string>;
  t: TFunction;
  identityProviderBaseUrl: string | null;
  navigation: Navigation;
  report: (error: unknown) => void;
  /** spec 2 §4: a seller sent here by the antifraud step has a check under way until it ends. */
  onSellKycOpened: () => void;
};


export function createKycSession(flow: Flow, deps: KycSessionDeps) {
  const state = signal<'loading' | 'ready' | 'failed'>('loading');
  const problem = signal<KycStartProblem>('kyc.failed');
  const directLink = signal<string | null>(null);
  const retryVisible = signal(false);
  /** The session's access token (renewals replace it, for a relaunch in another language). */
  const grant = signal<{ token: string } | null>(null);
  const container = signal<HTMLElement | null>(null);
  let resetKYC = false;
  let sessions = 0;

  /** spec 1 §2: "Retry goes to KYC with the reject labels". */
  function rejectLabels(): string[] {
    const user = deps.user.value;
    return user?.kyc.status === 'retry' ? rejectLabelsOf(user.kyc) : [];
  }

  function startSession() {
    const session = ++sessions;
    batch(() => {
      state.value = 'loading';
      grant.value = null;
    });
    deps.api.customers.startKyc(kycStartBody(deps.user.peek(), resetKYC)).then(
      ({ token, directLink: link }) => {
        if (session !== sessions) return;
        batch(() => {
          directLink.value = link ?? null;
          grant.value = { token };
        });
      },
      (error: unknown) => {
        if (session !== sessions) return;
        deps.report(error);
        batch(() => {
          problem.value = kycStartProblem(error instanceof ApiError ? error.code : null);
          state.value = 'failed';
        });
      },
    );
  }

  return exposed({
    state: view(state),
    problem: view(problem),
    directLink: view(directLink),
    retryVisible: view(retryVisible),
    rejectLabels,
    /** Where the provider's widget goes (the screen's container, or null when it goes away). */
    attach(element: HTMLElement | null) {
      container.value = element;
    },
    /** The screen opened: a session starts, and the widget is launched whenever its container, token or language change. */
    open(): () => void {
      if (flow === 'sell') deps.onSellKycOpened();
      resetKYC = false;
      startSession();
      const stopLaunching = effect(() => {
        const element = container.value;
        const current = grant.value;
        const lang = deps.language.value;
        if (!element || !current) return;
        let cancelled = false;
        let destroy: (() => void) | undefined;
        state.value = 'loading';
        void launchIdentityCheck(element, {
          accessToken: current.token,
          baseUrl: deps.identityProviderBaseUrl,
          lang,
          frameTitle: deps.t('kyc.title'),
          // spec 1 §7: a token renewal sends resetKYC false; the renewed token is kept for a relaunch.
          refreshToken: () =>
            deps.api.customers.startKyc({ resetKYC: false }).then(({ token }) => {
              current.token = token;
              return token;
            }),
          events: {
            onStepInitiated: () => {
              retryVisible.value = false;
            },
            onReviewed: (result) => {
              if (result.reviewAnswer === 'RED' && result.reviewRejectType === 'RETRY') retryVisible.value = true;
              else void deps.navigation.follow(go(flow === 'sell' ? ROUTES.sellKycWaiting : ROUTES.buyKycWaiting));
            },
            onError: () => undefined,
          },
        }).then(
          (stop) => {
            destroy = stop;
            if (cancelled) stop();
            else state.value = 'ready';
          },
          (error: unknown) => {
            if (cancelled) return;
            deps.report(error);
            batch(() => {
              problem.value = 'kyc.failed';
              state.value = 'failed';
            });
          },
        );
        return () => {
          cancelled = true;
          destroy?.();
        };
      });
      return () => {
        sessions += 1;
        stopLaunching();
      };
    },
    /** Try again after a refused start: the same kind of session again. */
    tryAgain() {
      startSession();
    },
    /** Retry after a RED/RETRY review: the analytics event (spec 1 §7, best effort), then verification starts again. */
    retry() {
      retryVisible.value = false;
      void deps.api.analytics.kycRetry({ flow, rejectLabels: rejectLabels() }).catch(deps.report);
      resetKYC = true;
      startSession();
    },
  });
}

export type KycWaitingDeps = {
  refreshUser: () => Promise<User | null>;
  timings: Pick<Timings, 'userPollMs'>;
  navigation: Navigation;
  report: (error: unknown) => void;
  /** Verification complete: the purchase goes on (the buy model's `resumeAfterVerification`). */
  resumePurchase: () => Promise<Next>;
  /** spec 2 §4: the antifraud check has ended (an order still held sets the flag again when resumed). */
  onSellCheckEnded: () => void;
  continueSelling: (user: User) => Promise<Next>;
};

/** KYC waiting (spec 1 §2, spec 2 "KYC screens"): the customer is read every 5 s until the review ends. Returns close. */
export function openKycWaiting(flow: Flow, deps: KycWaitingDeps): () => void {
  const reads = watch({
    read: () => deps.refreshUser(),
    afterRead: (user) => {
      if (!user) return deps.timings.userPollMs;
      if (flow === 'sell') {
        const status = user.kyc.status;
        if (status === 'pending' || status === 'review') return deps.timings.userPollMs;
        deps.onSellCheckEnded();
        if (status === 'retry' || status === 'none' || status === 'light') void deps.navigation.follow(go(ROUTES.sellKyc));
        else void deps.navigation.follow(deps.continueSelling(user));
        return 'done';
      }
      const next = kycWaitingDestination(user);
      if (!next) return deps.timings.userPollMs;
      if (next === 'resume') void deps.navigation.follow(deps.resumePurchase());
      else void deps.navigation.follow(go(next));
      return 'done';
    },
    afterFailure: () => deps.timings.userPollMs,
    report: deps.report,
  });
  reads.start();
  return reads.stop;
}
