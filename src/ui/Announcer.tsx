/**
 * One polite live region per frame, there before anything is said in it: text inserted together with a
 * new `role="status"` element is often not read, a change inside one that was already there is. Notices
 * that appear with a step ('We sent a code', 'Nothing found') are said through it.
 */
import { type ReactNode, createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';

const AnnounceContext = createContext<(message: string) => void>(() => undefined);

export function Announcer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState({ text: '', count: 0 });
  const announce = useCallback((text: string) => setMessage((last) => ({ text, count: last.count + 1 })), []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      {/* Keyed by each announcement, so the same words said twice are read twice. Never made inert by a modal. */}
      <p className="crw-visually-hidden" role="status" aria-live="polite" data-crw-live="">
        <span key={message.count}>{message.text}</span>
      </p>
    </AnnounceContext.Provider>
  );
}

/**
 * Says `message` when `when` changes (by default, when the message does): a countdown in the words does
 * not make it say them every second.
 */
export function useAnnouncement(message: string | null, when: unknown = message): void {
  const announce = useContext(AnnounceContext);
  const latest = useRef(message);
  latest.current = message;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `when` is the moment to speak; the words are the latest.
  useEffect(() => {
    if (latest.current) announce(latest.current);
  }, [announce, when]);
}
