/**
 * The one polling helper: runs `task` now and then every `intervalMs` after each run settles, until
 * `onResult` returns false or the returned stop function is called. Failures wait for the next round;
 * each goes to `report` (which sends on the ones without a code: spec 1 §8, a reply of the wrong shape).
 */
export function poll<T>(task: () => Promise<T>, intervalMs: number, onResult: (result: T) => boolean, report: (error: unknown) => void): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = async () => {
    let again = true;
    try {
      const result = await task();
      if (!stopped) again = onResult(result);
    } catch (error) {
      if (!stopped) report(error);
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
