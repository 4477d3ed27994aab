/** One widget instance: its model, its start-up, its size reports. Both embeds render this. */
import { type CSSProperties, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { BaseLocationHook } from 'wouter';
import { App } from './app';
import { flowOfPath } from './domain/flow';
import { textDirection } from './domain/language';
import type { Theme } from './domain/theme';
import { type Widget as ComposedWidget, composeWidget } from './state/compose';
import type { WidgetConfig } from './state/config';
import { keepColoursReadable, watchPageTheme } from './ui/readableTheme';

/**
 * How the widget looks: its theme, and (the iframe page) the theming contract's properties set on its
 * root. Changes re-render its root only: the customer keeps their place.
 */
export type Appearance = { theme: Theme | null; properties: { '--crw-primary': string; '--crw-on-primary': string } | null };

/**
 * Starts a composed widget on its first screen's path (spec 2 §1: the path's flow chooses the merchant check
 * and the calculators), and tells the host it loaded: its first event (the bridge holds it until the task
 * after the start).
 */
export function startWidget(widget: ComposedWidget, path: string): void {
  const started = widget.start(flowOfPath(path));
  widget.bridge.emit('load', {});
  void started;
}

/**
 * `started`: a widget its embed has composed and started already (the iframe page, before its first render,
 * so start-up's replies are in when it renders); else the widget composes its own and starts it as its
 * first render is put on screen.
 */
export function Widget({ config, location, appearance, started }: { config: WidgetConfig; location: BaseLocationHook; appearance?: Appearance; started?: ComposedWidget }) {
  const [widget] = useState(() => started ?? composeWidget(config));
  const root = useRef<HTMLDivElement>(null);
  const [path] = location();
  const [startPath] = useState(path);

  // Started as the first render is put on screen, before the page paints it: when start-up's replies are
  // already in (they were sent while the code downloaded), the calculator is the first thing painted.
  useLayoutEffect(() => {
    if (!started) startWidget(widget, startPath);
    return () => widget.dispose();
  }, [widget, startPath, started]);

  // Report the content size so a host can size its frame to it (spec 2: starts at 0×0).
  useEffect(() => {
    const element = root.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let last = { width: 0, height: 0 };
    const observer = new ResizeObserver(() => {
      const size = { width: Math.ceil(element.offsetWidth), height: Math.ceil(element.offsetHeight) };
      if (size.width === last.width && size.height === last.height) return;
      last = size;
      widget.bridge.emit('resize', size);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [widget]);

  // A merchant's colours under WCAG AA get readable derived colours (and a console warning), again when
  // the theme, the system's colour scheme or the page's styles around the element change.
  const theme = appearance?.theme ?? null;
  const properties = appearance?.properties ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new theme changes the colours the check reads.
  useLayoutEffect(() => {
    const element = root.current;
    // Only a page's styles (the element's) or the iframe page's primaryColor set a merchant's colour: the
    // widget's own colours need no check (it reads computed styles, which costs a style pass at start-up).
    if (!element || (config.lightDomHost === null && properties === null)) return;
    // The iframe page's primary colour comes from its query's primaryColor.
    const setAs = properties !== null ? { primary: 'primaryColor' } : {};
    // Before the first paint (a layout effect): never a moment of unreadable colours.
    const check = () => keepColoursReadable(element, setAs);
    check();
    const scheme = window.matchMedia?.('(prefers-color-scheme: dark)');
    scheme?.addEventListener?.('change', check);
    // The page may change the merchant's colours live (a --crw-* property, a theme class): checked again.
    const stop = config.lightDomHost ? watchPageTheme(config.lightDomHost, element, check) : () => undefined;
    return () => {
      scheme?.removeEventListener?.('change', check);
      stop();
    };
  }, [theme, properties]);

  // The root's lang is the language on screen (i18next's, once its strings are in), for screen readers.
  const [shownLanguage, setShownLanguage] = useState(widget.i18n.language);
  useEffect(() => {
    const onChange = (code: string) => setShownLanguage(code);
    widget.i18n.on('languageChanged', onChange);
    setShownLanguage(widget.i18n.language);
    return () => widget.i18n.off('languageChanged', onChange);
  }, [widget]);

  return (
    // Its direction too (Arabic right to left): set either way, so a widget in English on a right-to-left page reads left to right.
    <div className="crw-root" ref={root} lang={shownLanguage} dir={textDirection(shownLanguage)} data-theme={appearance?.theme ?? undefined} style={(appearance?.properties ?? undefined) as CSSProperties | undefined}>
      <App widget={widget} location={location} />
    </div>
  );
}

