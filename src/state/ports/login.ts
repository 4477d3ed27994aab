/**
 * /buy/login and /sell/login (spec 1 §2 "Login and welcome back"; spec 2 "Login"): the e-mail step, then
 * the code step with resend. The login (`loginFlow.ts`) is made when the screen opens (the merchant's share
 * token, the sell login's reads of the session) and closed with it; where a signed-in customer goes is its
 * own move, through the navigation channel.
 */
import { createAccountResources } from '../../api/accountResources';
import type { Flow } from '../../domain/flow';
import type { Widget } from '../compose';
import { createLoginFlow } from '../loginFlow';
import type { Problem } from '../navigation';
import { useScreen } from '../screen';
import { type View, derived } from '../view';

/** A failure of the way to the backend, in our words (the backend gave none). */
function isConnection(problem: Problem | null): boolean {
  return problem?.key === 'errors.connection' && !problem.serverText;
}

/** What a field says of a step's problem: all but the connection's failure, which is the form's. */
function problemOnField(problem: View<Problem | null>): View<Problem | null> {
  return derived(() => (isConnection(problem.value) ? null : problem.value));
}

/** The connection's failure is the form's, an alert above its button: the field stays unmarked. */
function problemOnForm(problem: View<Problem | null>): View<Problem | null> {
  return derived(() => (isConnection(problem.value) ? problem.value : null));
}

function loginPort(widget: Widget, flow: Flow) {
  const payload = widget.merchantPayload();
  const login = createLoginFlow(flow, {
    api: createAccountResources(widget.client),
    session: widget.storage.drafts,
    merchantEmail: payload?.email ?? null,
    shareToken: payload?.shareToken ?? null,
    refcode: widget.settings.refcode,
    setUser: widget.session.setUser,
    pollSession: widget.session.pollSession,
    afterSignIn: widget.session.afterSignIn,
    walletStep: widget.buy.walletStep,
    navigation: widget.navigation,
    timings: widget.settings.timings,
    report: widget.report,
  });
  return {
    views: {
      step: login.step,
      submitting: login.submitting,
      email: login.email,
      /** The merchant gave the e-mail: it cannot be changed. */
      emailFixed: login.emailFixed,
      emailInvalid: login.emailInvalid,
      emailProblem: problemOnField(login.emailProblem),
      emailFormProblem: problemOnForm(login.emailProblem),
      legalAgreement: login.legalAgreement,
      legalMissing: login.legalMissing,
      newsletter: login.newsletter,
      code: login.code,
      codeInvalid: login.codeInvalid,
      /** The code cannot be used any more (expired, or spent by wrong tries). */
      codeSpent: login.codeSpent,
      codeProblem: problemOnField(login.codeProblem),
      codeFormProblem: problemOnForm(login.codeProblem),
      /** When a new code may be asked for (ms since epoch). */
      nextCodeAt: login.nextCodeAt,
      notice: login.notice,
    },
    does: {
      changeEmail: login.changeEmail,
      submitEmail: login.submitEmail,
      changeCode: login.changeCode,
      submitCode: login.submitCode,
      resend: login.resend,
    },
    moves: { back: login.back },
    open: login.open,
  };
}

export const useLoginScreen = (flow: Flow) => useScreen(loginPort, flow);

/** The login as its screen has it (each step's part takes it). */
export type LoginOnScreen = ReturnType<typeof useLoginScreen>;
