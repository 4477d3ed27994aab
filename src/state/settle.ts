/**
 * The one way a model falls back after a failure: the failure is reported (the reporter keeps errors with
 * a code to itself: spec 1 §8), and the model goes on with `fallback`. A `.catch` that drops its error is
 * refused by `npm run check:architecture`.
 */
export function settle<T, F>(promise: Promise<T>, report: (error: unknown) => void, fallback: F): Promise<T | F> {
  return promise.catch((error: unknown) => {
    report(error);
    return fallback;
  });
}
