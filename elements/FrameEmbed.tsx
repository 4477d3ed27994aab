/**
 * Frame mode (`<crypto-ramp-widget embed="frame">`): the element holds the iframe page instead of running
 * the widget in the merchant's page. The session token, e-mail, one-time codes and KYC then live in the
 * widget page's origin, out of reach of the host page's scripts.
 *
 *   element attributes ──query string──> iframe page (widget origin)
 *   iframe page ──postMessage──> host window  (the page's own channel, at the host's exact origin)
 *               └──────────────> relay: that origin and that frame only ──> `ramp:*` CustomEvent on the element
 *
 * The frame is as tall as its content (its `resize` events). Loaded on demand; what it shares with the
 * inline widget (the message guard, the strings) comes in through `kit` from the element's first load, so
 * this chunk splits nothing out of it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { debugRequested } from '../src/domain/diagnostics';
import { type FrameEmbedOptions, embeddedFrameUrl } from '../src/domain/frameEmbed';
import type { Theme } from '../src/domain/theme';
import type { HostMessage } from '../src/host/protocol';

/** Until the page reports its size: room for its loading state. */
const INITIAL_HEIGHT_PX = 160;

/** What the frame is allowed: identity verification (camera, microphone), wallet payments, copy buttons. */
export const FRAME_ALLOW = 'camera; microphone; payment; clipboard-write';

export type FrameKit = {
  /** Calls `handler` with each message of the contract from `source()` at `origin`; returns the cleanup. */
  listen(origin: string, source: () => Window | null, handler: (message: HostMessage) => void): () => void;
  /** Re-dispatches a message as its `ramp:*` CustomEvent on the element. */
  dispatch(element: HTMLElement, message: HostMessage): void;
  /** The frame's accessible name in the language the widget will start in. */
  title(lang: string | undefined): { now: string; later: Promise<string> };
  /** Tells the page in the frame a new theme (it changes live there). */
  postTheme(frame: Window, origin: string, theme: Theme | null): void;
};

/** widgetUrl and options: where the iframe page is and the element's attributes for it (its address is made here, out of the first load). */
type FrameEmbedProps = { element: HTMLElement; widgetUrl: string; options: FrameEmbedOptions; lang: string | undefined; theme: Theme | null; kit: FrameKit };

export default function FrameEmbed({ element, widgetUrl, options, lang, theme, kit }: FrameEmbedProps) {
  // `debug` as the frame loads (a change later does not reload it).
  const [debug] = useState(() => debugRequested(element.getAttribute('debug')));
  const src = embeddedFrameUrl(widgetUrl, { ...options, debug });
  const frame = useRef<HTMLIFrameElement>(null);
  // The page loads with the theme of the moment; later changes are told to it, not reloaded.
  const themeNow = useRef(theme);
  themeNow.current = theme;
  const load = useMemo(() => ({ src: themeNow.current ? `${src}&theme=${themeNow.current}` : src, theme: themeNow.current }), [src]);
  const told = useRef({ load, theme: load.theme });
  useEffect(() => {
    if (told.current.load !== load) told.current = { load, theme: load.theme };
    const target = frame.current?.contentWindow;
    if (!target || told.current.theme === theme) return;
    told.current.theme = theme;
    kit.postTheme(target, new URL(src).origin, theme);
  }, [kit, src, load, theme]);
  const [height, setHeight] = useState(INITIAL_HEIGHT_PX);
  const [title, setTitle] = useState(() => kit.title(lang).now);

  useEffect(() => {
    let current = true;
    void kit.title(lang).later.then((text) => current && setTitle(text));
    return () => {
      current = false;
    };
  }, [kit, lang]);

  useEffect(
    () =>
      kit.listen(new URL(src).origin, () => frame.current?.contentWindow ?? null, (message) => {
        if (message.type === 'resize') {
          const { height: reported } = message.data as { height: unknown };
          if (typeof reported === 'number' && Number.isFinite(reported) && reported > 0) setHeight(Math.ceil(reported));
        }
        kit.dispatch(element, message);
      }),
    [kit, element, src],
  );

  // React sets `style` through the CSSOM, which a host page's style-src policy does not block.
  return <iframe ref={frame} className="crw-embedded-frame" src={load.src} title={title} allow={FRAME_ALLOW} style={{ height }} />;
}
