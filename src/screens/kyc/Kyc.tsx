/**
 * /buy/kyc and /sell/kyc (spec 1 §2 "Full KYC", spec 2 "KYC screens"): the identity provider's widget, a
 * 'new tab' direct link, and Retry (shown after a RED/RETRY review, hidden when a new document step
 * starts) which starts verification again (resetKYC, a fresh token, the widget remounted) and sends the
 * analytics event. GREEN, or RED/FINAL, moves on to KYC waiting. A customer sent back by KYC waiting's
 * Retry reads the reject labels. A refused start says why by its code, with Try again.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { KycStartProblem } from '../../domain/kyc';
import { ROUTES } from '../../domain/routes';
import { rejectLabelsOf } from '../../domain/routing';
import { launchIdentityCheck } from '../../integrations/identityCheck';
import { useWidget } from '../../state/context';
import { useScreenModel } from '../../state/screenModel';
import { Frame } from '../../ui/Frame';
import { Spinner } from '../../ui/Spinner';
import { useFlow } from '../../ui/useFlow';

export default function Kyc() {
  const { model, t } = useWidget();
  const kyc = useScreenModel(() => model.openKyc(), 'kyc');
  const [, navigate] = useLocation();
  const flow = useFlow();
  const container = useRef<HTMLDivElement>(null);
  /** Each Retry is a new session: verification started again, a fresh token and a remounted widget. */
  const [session, setSession] = useState<{ count: number; resetKYC: boolean }>({ count: 0, resetKYC: false });
  const [directLink, setDirectLink] = useState<string | null>(null);
  const [retryVisible, setRetryVisible] = useState(false);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [problem, setProblem] = useState<KycStartProblem>('kyc.failed');
  const user = model.user.value;
  // spec 1 §2: "Retry goes to KYC with the reject labels".
  const labels = user?.kyc.status === 'retry' ? rejectLabelsOf(user.kyc) : [];
  const language = model.language.value;
  useEffect(() => {
    // spec 2 §4: a seller sent here by the antifraud step has a check under way until it ends.
    const sell = model.sell.peek();
    if (flow === 'sell' && sell?.order.peek()?.status === 'kyc_waiting') sell.noteAntifraudCheck(true);
  }, [model, flow]);

  // One access token per session: asked for when verification starts (and again on Retry or Try again),
  // renewed only when the provider says it expired. A language change relaunches the widget with it.
  const [grant, setGrant] = useState<{ token: string } | null>(null);
  useEffect(() => {
    let cancelled = false;
    setState('loading');
    setGrant(null);
    if (!kyc) return;
    void kyc.startSession(session.resetKYC).then((started) => {
      if (cancelled) return;
      if ('problem' in started) {
        setProblem(started.problem);
        setState('failed');
        return;
      }
      setDirectLink(started.directLink);
      setGrant({ token: started.token });
    });
    return () => {
      cancelled = true;
    };
  }, [kyc, session]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `t` follows `language`, which relaunches the widget.
  useEffect(() => {
    const element = container.current;
    if (!element || !grant || !kyc) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    setState('loading');
    // spec 1 §7: a token renewal sends resetKYC false; the renewed token is kept for a relaunch.
    const refreshToken = () =>
      kyc.renewToken().then((token) => {
        grant.token = token;
        return token;
      });
    void launchIdentityCheck(element, {
      accessToken: grant.token,
      baseUrl: model.identityProviderBaseUrl(),
      lang: language,
      frameTitle: t('kyc.title'),
      refreshToken,
      events: {
        onStepInitiated: () => setRetryVisible(false),
        onReviewed: (result) => {
          if (result.reviewAnswer === 'RED' && result.reviewRejectType === 'RETRY') setRetryVisible(true);
          else navigate(flow === 'sell' ? ROUTES.sellKycWaiting : ROUTES.buyKycWaiting);
        },
        onError: () => undefined,
      },
    }).then(
      (stop) => {
        destroy = stop;
        if (cancelled) stop();
        else setState('ready');
      },
      (error: unknown) => {
        if (cancelled) return;
        model.reportError(error);
        setProblem('kyc.failed');
        setState('failed');
      },
    );
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [model, kyc, navigate, grant, language, flow]);

  return (
    <Frame title={t('kyc.title')}>
      <p>{t('kyc.intro')}</p>
      {state === 'loading' && <Spinner label={t('frame.loading')} />}
      {labels.length > 0 && (
        <div className="crw-alert crw-alert-warning" role="note" data-testid="kyc-reject-labels">
          <p>{t('kyc.toFix')}</p>
          <ul>
            {labels.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </div>
      )}
      {state === 'failed' && (
        <div className="crw-alert crw-alert-danger" role="alert">
          {t(problem)}
          <button type="button" className="crw-secondary" onClick={() => setSession((s) => ({ count: s.count + 1, resetKYC: s.resetKYC }))}>
            {t('kyc.tryAgain')}
          </button>
        </div>
      )}
      <div ref={container} className="crw-kyc-frame" data-testid="identity-check" />
      {retryVisible && (
        <button
          type="button"
          className="crw-primary" part="primary-button"
          onClick={() => {
            setRetryVisible(false);
            kyc?.noteRetry(flow, labels);
            setSession((s) => ({ count: s.count + 1, resetKYC: true }));
          }}
        >
          {t('kyc.retry')}
        </button>
      )}
      {directLink && (
        <a className="crw-link-button" href={directLink} target="_blank" rel="noopener noreferrer">
          {t('kyc.newTab')}
        </a>
      )}
    </Frame>
  );
}
