/**
 * Replies to calls sent before the widget's code arrived: the element's and the iframe page's entries send
 * start-up's calls at once (src/startup/), while React and the first screen download; the client takes
 * each reply once, for the same call (requestKey), and validates it as any other. A call the prediction
 * missed is simply sent then.
 */
import { type WireRequest, requestKey } from './request';

export type EarlyReply = { status: number; text: string };

/** A language's strings module as the entry imported it (English: its later screens'; another language: whole). */
export type EarlyStrings = { code: string; modules: Promise<unknown> };

export type EarlyReplies = {
  /** The reply to this call if it was sent early (once: a second ask goes to the network). */
  take(request: WireRequest): Promise<EarlyReply> | null;
  /**
   * The strings of `code` if the entry fetched them (once). Awaiting the entry's own import settles in
   * the same task, where a new import of the same file waits for the next: start-up's replies and
   * strings then reach the first screen before the page paints anything else.
   */
  takeStrings(code: string): EarlyStrings['modules'] | null;
};

/** Sends the calls now; their replies (and the strings the entry fetches) wait to be taken. A network failure is the taker's to see. */
export function sendEarly(requests: readonly WireRequest[], strings: EarlyStrings | null = null): EarlyReplies {
  let unclaimed = strings;
  const replies = new Map<string, Promise<EarlyReply>>();
  for (const request of requests) {
    const reply = fetch(request.url, { method: request.method, headers: request.headers, body: request.body, credentials: 'include' }).then(
      async (response) => ({ status: response.status, text: await response.text() }),
    );
    // A reply nobody takes must not become an unhandled rejection; the taker sees the failure (the
    // client throws it as a NetworkError).
    // silent: the taker's to report.
    reply.catch(() => undefined);
    replies.set(requestKey(request), reply);
  }
  return {
    take(request) {
      const key = requestKey(request);
      const reply = replies.get(key) ?? null;
      replies.delete(key);
      return reply;
    },
    takeStrings(code) {
      if (unclaimed?.code !== code) return null;
      const { modules } = unclaimed;
      unclaimed = null;
      return modules;
    },
  };
}

/** Where an entry leaves a widget's early replies: a symbol-keyed property of its element (or document). */
export const EARLY_REPLIES = Symbol.for('crypto-ramp-widget.early-replies');

/** The replies an entry left on `holder` (the element, or the iframe page's document), taken once. */
export function takeEarlyReplies(holder: object | null): EarlyReplies | null {
  if (!holder) return null;
  const replies: unknown = Reflect.get(holder, EARLY_REPLIES);
  Reflect.deleteProperty(holder, EARLY_REPLIES);
  return (replies as EarlyReplies | undefined) ?? null;
}
