/**
 * /buy/kyc and /sell/kyc (spec 1 §2 "Full KYC", spec 2 "KYC screens"): the identity provider's widget, a 'new tab' direct link, and Retry
 * (shown after a RED/RETRY review, hidden when a new document step starts) which fetches a fresh token
 * and remounts the widget. GREEN, or RED/FINAL, moves on to KYC waiting.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { launchIdentityCheck } from '../../integrations/identityCheck';
import { useWidget } from '../../ui/context';
import { Frame } from '../../ui/Frame';
import { Spinner } from '../../ui/Spinner';
import { useFlow } from '../../ui/useFlow';

export default function Kyc() {
  const { model, t } = useWidget();
  const [, navigate] = useLocation();
  const flow = useFlow();
  const container = useRef<HTMLDivElement>(null);
  /** Each Retry is a new session: a fresh token and a remounted widget. */
  const [session, setSession] = useState(0);
  const [directLink, setDirectLink] = useState<string | null>(null);
  const [retryVisible, setRetryVisible] = useState(false);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const language = model.language.value;
  useEffect(() => {
    // spec 2 §4: a seller sent here by the antifraud step has a check under way until it ends.
    const sell = model.sell.peek();
    if (flow === 'sell' && sell?.order.peek()?.status === 'kyc_waiting') sell.antifraudRecovery.value = true;
  }, [model, flow]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new session (Retry) must fetch a fresh token and remount.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    setState('loading');
    const fetchToken = () => model.api.customers.startKyc({ resetKYC: false });
    fetchToken()
      .then(async ({ token, directLink: link }) => {
        if (cancelled) return;
        setDirectLink(link ?? null);
        destroy = await launchIdentityCheck(element, {
          accessToken: token,
          baseUrl: model.identityProviderBaseUrl(),
          lang: language,
          frameTitle: t('kyc.title'),
          refreshToken: () => fetchToken().then((data) => data.token),
          events: {
            onStepInitiated: () => setRetryVisible(false),
            onReviewed: (result) => {
              if (result.reviewAnswer === 'RED' && result.reviewRejectType === 'RETRY') setRetryVisible(true);
              else navigate(flow === 'sell' ? '/sell/kyc_waiting' : '/buy/kyc_waiting');
            },
            onError: () => undefined,
          },
        });
        if (cancelled) destroy();
        else setState('ready');
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [model, navigate, session, language, flow]);

  return (
    <Frame title={t('kyc.title')}>
      <p>{t('kyc.intro')}</p>
      {state === 'loading' && <Spinner label={t('frame.loading')} />}
      {state === 'failed' && (
        <p className="crw-field-error" role="alert">
          {t('kyc.failed')}
        </p>
      )}
      <div ref={container} className="crw-kyc-frame" data-testid="identity-check" />
      {retryVisible && (
        <button
          type="button"
          className="crw-primary"
          onClick={() => {
            setRetryVisible(false);
            setSession((n) => n + 1);
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
