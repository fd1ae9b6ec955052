import { useEffect, useState } from 'react';

/**
 * The current time, ticking every `intervalMs` until `untilMs` has passed (a live countdown), then
 * still; with `untilMs` null it never ticks.
 */
export function useNow(untilMs: number | null, intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  const running = untilMs !== null && now.getTime() < untilMs;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [running, intervalMs]);
  return now;
}
