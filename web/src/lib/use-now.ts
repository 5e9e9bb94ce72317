import { useEffect, useState } from 'react';
import { deviceNow } from './device-clock';

/** The current time (corrected to the server's clock), refreshed every `intervalMs`, so "today" and undo windows move on. */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => deviceNow());
  useEffect(() => {
    const timer = setInterval(() => setNow(deviceNow()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
