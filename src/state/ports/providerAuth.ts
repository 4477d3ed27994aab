/**
 * Provider authentication, a view of /buy/order (spec 1 §2, §4): the SMS or bank code; or the provider's
 * page by its display type: in a frame, a redirect (the iframe page leaves for the provider's page, which
 * returns it to the order; inside the element, whose page is the merchant's, a new tab instead), a new tab;
 * otherwise 'Awaiting order confirmation'. The data loads when the view opens and again after each send.
 */
import { effect } from '@preact/signals-react';
import type { AuthData } from '../../domain/entities';
import { confirmationCodeFrom } from '../../domain/login';
import { ROUTES } from '../../domain/routes';
import { leaveForProvider } from '../../integrations/authRedirect';
import { listenToAuthFrame } from '../../integrations/authWindow';
import type { Widget } from '../compose';
import { go } from '../navigation';
import { useScreen } from '../screen';
import { derived, view } from '../view';
import { shownOrderModel } from './kit/buyOrder';
import { closeAll } from './kit/laterSteps';

/** How the authentication shows, from its data (null while it loads). */
export type AuthShown =
  | { shows: 'loading' }
  | { shows: 'code'; kind: 'smsCode' | 'card2fa' }
  | { shows: 'frame' | 'redirect' | 'newTab'; url: string }
  | { shows: 'awaiting' };

function authShown(auth: AuthData | null, redirectAllowed: boolean): AuthShown {
  if (!auth) return { shows: 'loading' };
  if (auth.smsCode || auth.card2fa) return { shows: 'code', kind: auth.smsCode ? 'smsCode' : 'card2fa' };
  if (auth.authUrl && auth.displayType === 'iframe') return { shows: 'frame', url: auth.authUrl };
  // The element's page is the merchant's: a redirect would take the shop away, so it opens a tab too.
  if (auth.authUrl && auth.displayType === 'redirect' && redirectAllowed) return { shows: 'redirect', url: auth.authUrl };
  if (auth.authUrl) return { shows: 'newTab', url: auth.authUrl };
  return { shows: 'awaiting' };
}

function providerAuthPort(widget: Widget, orderId: string) {
  const model = shownOrderModel(widget);
  // Inside the element the page is the merchant's.
  const auth = derived(() => authShown(model.authData.value, widget.settings.lightDomHost === null));
  const urlWhile = (shows: AuthShown['shows']) =>
    derived(() => {
      const shown = auth.value;
      return shown.shows === shows && 'url' in shown ? shown.url : null;
    });
  const frameUrl = urlWhile('frame');
  const redirectUrl = urlWhile('redirect');
  /** The provider's frame, once shown: its messages are taken only from its window. */
  let frame: HTMLIFrameElement | null = null;
  return {
    views: {
      auth,
      code: view(model.authCode),
      codeInvalid: model.authCodeInvalid,
      sending: model.authCodeSending,
      /** Why the last code was not taken. */
      refused: model.authCodeRefused,
    },
    does: {
      changeCode: (text: string) => model.authCode.set(confirmationCodeFrom(text)),
      submitCode() {
        const shown = auth.peek();
        if (shown.shows === 'code') void model.submitAuthCode(shown.kind);
      },
      /** The frame's element (a ref). */
      frame(element: HTMLIFrameElement | null) {
        frame = element;
      },
    },
    moves: {
      /** spec 1 §2: the page opens in a new tab (on the customer's click, so no popup blocker stops it). */
      openInNewTab() {
        const shown = auth.peek();
        if (shown.shows === 'newTab') model.openAuthTab(shown.url);
        return go(ROUTES.orderAuthRedirect);
      },
    },
    open: () =>
      closeAll(
        model.openAuth(orderId),
        // A message from the provider's page is accepted only from its origin and its window, and only makes
        // the widget ask the backend for the order's real status.
        effect(() => {
          const url = frameUrl.value;
          return url ? listenToAuthFrame(() => frame?.contentWindow ?? null, url, model.authFrameReturned) : undefined;
        }),
        effect(() => {
          const url = redirectUrl.value;
          if (url) leaveForProvider(url, widget.storage.drafts);
        }),
      ),
  };
}

export const useProviderAuthScreen = (orderId: string) => useScreen(providerAuthPort, orderId);
