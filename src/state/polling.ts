/**
 * The one polling helper: runs `task` now and then every `intervalMs` after each run settles, until
 * `onResult` returns false or the returned stop function is called. Failures wait for the next round.
 */
export function poll<T>(task: () => Promise<T>, intervalMs: number, onResult: (result: T) => boolean): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = async () => {
    let again = true;
    try {
      const result = await task();
      if (!stopped) again = onResult(result);
    } catch {
      again = true;
    }
    if (!stopped && again) timer = setTimeout(run, intervalMs);
  };
  void run();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
