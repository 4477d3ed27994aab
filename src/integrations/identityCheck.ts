/**
 * The identity check: the real Sumsub WebSDK (@sumsub/websdk, loaded on first use) in both modes. In
 * sandbox mode it is pointed with `withBaseUrl` at the sandbox's stand-in, which speaks the same iframe
 * protocol; in production it uses Sumsub's own host. Event payloads are checked before use.
 */
import { enums, optional, string, type, validate } from 'superstruct';

export type ReviewResult = { reviewAnswer: 'GREEN' | 'RED'; reviewRejectType?: 'FINAL' | 'RETRY' };

export type IdentityCheckEvents = {
  onStepInitiated: () => void;
  onReviewed: (result: ReviewResult) => void;
  onError: (code: string) => void;
};

const StatusChangedSchema = type({
  reviewStatus: string(),
  reviewResult: optional(type({ reviewAnswer: enums(['GREEN', 'RED'] as const), reviewRejectType: optional(enums(['FINAL', 'RETRY'] as const)) })),
});
const ErrorSchema = type({ code: string() });

export async function launchIdentityCheck(
  container: HTMLElement,
  options: {
    accessToken: string;
    /** The provider's origin; null in production (the SDK's default host). */
    baseUrl: string | null;
    lang: string;
    /** The provider frame's accessible name (the SDK gives its iframe none). */
    frameTitle: string;
    refreshToken: () => Promise<string>;
    events: IdentityCheckEvents;
  },
): Promise<() => void> {
  const { default: snsWebSdk } = await import('@sumsub/websdk');
  const builder = snsWebSdk.init(options.accessToken, options.refreshToken);
  if (options.baseUrl) builder.withBaseUrl(options.baseUrl);
  const sdk = builder
    .withConf({ lang: options.lang })
    // No viewport tag: it would be added to the host page's <head>.
    .withOptions({ addViewportTag: false, adaptIframeHeight: true })
    .on('idCheck.onStepInitiated', () => options.events.onStepInitiated())
    .on('idCheck.onApplicantStatusChanged', (payload) => {
      const [error, status] = validate(payload, StatusChangedSchema);
      if (!error && status.reviewStatus === 'completed' && status.reviewResult) options.events.onReviewed(status.reviewResult);
    })
    .on('idCheck.onError', (payload) => {
      const [error, failure] = validate(payload, ErrorSchema);
      options.events.onError(error ? 'unknown_error' : failure.code);
    })
    .build();
  sdk.launch(container);
  container.querySelector('iframe')?.setAttribute('title', options.frameTitle);
  return () => sdk.destroy();
}
