import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` while `active`: the one timer for countdowns. */
export function useNow(intervalMs = 1_000, active = true): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, active]);
  return now;
}
