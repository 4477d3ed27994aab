/**
 * The provider's authentication page in a window of its own (spec 1 §2, spec 2 "Windows"). The page may
 * tell us it is done by a message, accepted only from that window with the contract's shape: either
 * 'authentication_completed' from the auth URL's origin, or, when the provider returns the tab to our
 * `/close_on_success` page, that page's 'load' from our own origin. The window is then closed (a bank
 * authorization's stays open: the bank's page finishes there), as it is when the widget's page goes away.
 */
import { literal, object, string, type, validate } from 'superstruct';
import { isBankAuthorizationUrl } from '../domain/payment';
import { listenToWindow } from '../host/bridge';
import { MESSAGE_SOURCE } from '../host/protocol';

const CompletedSchema = object({ source: literal(MESSAGE_SOURCE), type: literal('authentication_completed'), data: type({ outcome: string() }) });
const ReturnedSchema = type({ source: literal(MESSAGE_SOURCE), type: literal('load') });

export function isAuthenticationCompleted(data: unknown): boolean {
  return !validate(data, CompletedSchema)[0];
}

export type AuthWindow = { blocked: boolean; close: () => void };

export function openAuthWindow(url: string, onCompleted: () => void): AuthWindow {
  // No 'noopener': the page needs its opener to say it is done.
  const child = window.open(url, '_blank');
  const keepOpen = isBankAuthorizationUrl(url);
  const done = () => {
    if (keepOpen) stopListening();
    else close();
    onCompleted();
  };
  const stopCompleted = listenToWindow(
    window,
    { source: () => child, origin: new URL(url).origin },
    (data) => (isAuthenticationCompleted(data) ? data : null),
    done,
  );
  const stopReturned = listenToWindow(
    window,
    { source: () => child, origin: window.location.origin },
    (data) => (validate(data, ReturnedSchema)[0] ? null : data),
    done,
  );
  const stopListening = () => {
    stopCompleted();
    stopReturned();
  };
  const onPageHide = () => child?.close();
  window.addEventListener('pagehide', onPageHide);
  function close() {
    stopListening();
    window.removeEventListener('pagehide', onPageHide);
    if (child && !child.closed) child.close();
  }
  return { blocked: child === null, close };
}

/**
 * The provider's page in an iframe of the widget: its 'authentication_completed', accepted only from that
 * frame's window and the auth URL's origin, calls `onCompleted`. Returns the function that stops listening.
 */
export function listenToAuthFrame(frame: () => Window | null, url: string, onCompleted: () => void): () => void {
  return listenToWindow(window, { source: frame, origin: new URL(url).origin }, (data) => (isAuthenticationCompleted(data) ? data : null), onCompleted);
}
