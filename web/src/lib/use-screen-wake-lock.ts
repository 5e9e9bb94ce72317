import { useEffect } from 'react';

/**
 * Keeps the screen on until the returned function is called (a rest or stretch timer running),
 * so a phone at the gym does not lock half-way through a rest and miss its end. The browser
 * drops the lock when the page is hidden; it is asked for again when the page is shown while
 * still held. Where the API is missing or refuses (a battery saver), the timer runs as before.
 */
export function holdScreenOn(): () => void {
  if (!('wakeLock' in navigator)) return () => {};
  let lock: WakeLockSentinel | null = null;
  let asking = false;
  let done = false;

  const acquire = async () => {
    if (done || asking || document.visibilityState !== 'visible' || (lock && !lock.released)) return;
    asking = true;
    try {
      const granted = await navigator.wakeLock.request('screen');
      // Let go while the browser was deciding: hand the lock straight back.
      if (done) await granted.release();
      else lock = granted;
    } catch {
      // Refused (a battery saver, a hidden page): the timer runs without it.
    } finally {
      asking = false;
    }
  };
  const onVisibilityChange = () => void acquire();

  void acquire();
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    done = true;
    document.removeEventListener('visibilitychange', onVisibilityChange);
    if (lock && !lock.released) void lock.release();
  };
}

/** The screen kept on while `active` and the component is shown (holdScreenOn). */
export function useScreenWakeLock(active: boolean): void {
  useEffect(() => (active ? holdScreenOn() : undefined), [active]);
}
