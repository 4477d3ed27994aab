/** One widget instance: its model, its start-up, its size reports. Both embeds render this. */
import { useEffect, useRef, useState } from 'react';
import type { BaseLocationHook } from 'wouter';
import { App } from './app';
import { flowOfPath } from './domain/flow';
import { type WidgetConfig, createWidgetModel } from './state/widget';

export function Widget({ config, location }: { config: WidgetConfig; location: BaseLocationHook }) {
  const [model] = useState(() => createWidgetModel(config));
  const root = useRef<HTMLDivElement>(null);
  // The flow of the first screen (spec 2 §1: by the path) chooses the merchant check and the calculators.
  const [path] = location();
  const [startFlow] = useState(() => flowOfPath(path));

  useEffect(() => {
    config.bridge.emit('load', {});
    void model.start(startFlow);
    return () => model.dispose();
  }, [model, config, startFlow]);

  // Report the content size so a host can size its frame to it (spec 2: starts at 0×0).
  useEffect(() => {
    const element = root.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let last = { width: 0, height: 0 };
    const observer = new ResizeObserver(() => {
      const size = { width: Math.ceil(element.offsetWidth), height: Math.ceil(element.offsetHeight) };
      if (size.width === last.width && size.height === last.height) return;
      last = size;
      config.bridge.emit('resize', size);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [config]);

  // The root's lang is the language on screen (i18next's, once its strings are in), for screen readers.
  const [shownLanguage, setShownLanguage] = useState(model.i18n.language);
  useEffect(() => {
    const onChange = (code: string) => setShownLanguage(code);
    model.i18n.on('languageChanged', onChange);
    setShownLanguage(model.i18n.language);
    return () => model.i18n.off('languageChanged', onChange);
  }, [model]);

  return (
    <div className="crw-root" ref={root} lang={shownLanguage}>
      <App model={model} location={location} />
    </div>
  );
}
