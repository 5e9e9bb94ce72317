import { useEffect, useState } from 'react';
import { deviceNow } from '../db/device-clock';

/**
 * The current time (corrected to the server's clock) at each render, with a re-render every
 * `intervalMs` so countdowns, "today" and undo windows move on by themselves. The time is read
 * at render, not at the last tick: a goal created a second ago must show 90 days left, not 91.
 */
export function useNow(intervalMs = 30_000): Date {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return deviceNow();
}
