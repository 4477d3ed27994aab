import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` until it reaches `until` (a countdown's end; none by
 * default): the one timer for countdowns. Whether it still ticks is read from the time it last gave, never
 * from the clock at a render, so a render between the end and the next tick cannot stop it one tick short
 * (a "1 s" left for good).
 */
export function useNow(intervalMs = 1_000, until = Number.POSITIVE_INFINITY): number {
  const [now, setNow] = useState(Date.now);
  const running = now < until;
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, running]);
  return now;
}
