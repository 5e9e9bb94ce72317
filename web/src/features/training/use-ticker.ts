import { useEffect, useState } from 'react';

/**
 * The time, refreshed every `intervalMs` while `active` (a running timer). Timers compute from
 * their own start instants (countdown.ts), so this only decides how often the display moves.
 */
export function useTicker(active: boolean, intervalMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}
