/** Models that load with their screens (out of the first load), opened and started by the screen. */
import { useEffect, useState } from 'react';

/** A model that reads on while its screen shows (a poll): started and stopped with it. */
type Lifecycle = { start(): void; stop(): void };

function hasLifecycle(model: object): model is Lifecycle {
  return 'start' in model && typeof model.start === 'function' && 'stop' in model && typeof model.stop === 'function';
}

/**
 * A model that loads with its screen, opened once per `key`; one that reads on is started while the screen
 * shows and stopped when it goes. Null until its code and the model are there; its code failing to load goes to the error page.
 */
export function useScreenModel<M extends object>(open: () => Promise<M>, key: string): M | null {
  const [opened, setOpened] = useState<{ key: string; model: M } | { key: string; error: unknown } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `open` is a fresh closure each render; `key` says when to open another.
  useEffect(() => {
    let cancelled = false;
    let model: M | null = null;
    open().then(
      (loaded) => {
        if (cancelled) return;
        model = loaded;
        if (hasLifecycle(loaded)) loaded.start();
        setOpened({ key, model: loaded });
      },
      // Its code failed to load: the error page says so (thrown from render, to the error boundary).
      (error: unknown) => !cancelled && setOpened({ key, error }),
    );
    return () => {
      cancelled = true;
      if (model && hasLifecycle(model)) model.stop();
    };
  }, [key]);
  if (opened?.key !== key) return null;
  if ('error' in opened) throw opened.error;
  return opened.model;
}
