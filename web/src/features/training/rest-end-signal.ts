/**
 * The end of a rest, told wherever the user is in the app. At the gym the user starts a rest,
 * then logs water between sets: the rest runs on in the training session store, and its end
 * must reach them on the Water screen too, not only when they come back to Training. One watcher
 * follows the store from the first time the rest timer is shown, or from start-up when a rest was
 * left running (rest-left-running.ts), until the page closes: while a rest runs it keeps the
 * screen on, and at the end it vibrates once; when the rest timer is not on screen, a toast says
 * so as well.
 */
import { useEffect } from 'react';
import { holdScreenOn } from '../../lib/use-screen-wake-lock';
import { showToast } from '../../lib/toast-store';
import { isRunning, pause, remainingMs, type Countdown } from './countdown';
import { REST_END_TOLD_WITHIN_MS, restJustEnded } from './rest-left-running';
import { useTrainingSession } from './session-store';
import { TIMER_OVER_VIBRATION } from './vibrations';

export const REST_OVER = 'Rest over: next set!';

let watching = false;
/** How many rest timers are on screen: each says the end itself, so the toast is not needed. */
let timersShown = 0;

/** For the rest timer: starts the watcher and counts the timer as shown while it is mounted. */
export function useRestEndSignal(): void {
  useEffect(() => {
    // Counted first: a rest that has just ended is told as the watcher starts, and the timer says it.
    timersShown += 1;
    watchRestEnd();
    return () => {
      timersShown -= 1;
    };
  }, []);
}

/**
 * Follows the stored rest from now until the page closes; again does nothing. Started by the rest
 * timer, or at start-up when a rest was left running (rest-left-running.ts).
 */
export function watchRestEnd(): void {
  if (watching) return;
  watching = true;
  let cancelEnd = () => {};
  let releaseScreen: (() => void) | null = null;

  const follow = (rest: Countdown | null) => {
    cancelEnd();
    const now = Date.now();
    const running = rest !== null && isRunning(rest, now);
    if (!running) {
      releaseScreen?.();
      releaseScreen = null;
      return;
    }
    releaseScreen ??= holdScreenOn();
    const endsAt = now + remainingMs(rest, now);
    const timer = setTimeout(() => {
      if (Date.now() - endsAt <= REST_END_TOLD_WITHIN_MS) signalRestOver(rest);
      follow(useTrainingSession.getState().rest);
    }, endsAt - now);
    cancelEnd = () => clearTimeout(timer);
  };

  const rest = useTrainingSession.getState().rest;
  // Ended moments ago, while the app was starting or the watcher's code was on its way.
  if (rest !== null && restJustEnded(rest, Date.now())) signalRestOver(rest);
  follow(useTrainingSession.getState().rest);
  useTrainingSession.subscribe((state, previous) => {
    if (state.rest !== previous.rest) follow(state.rest);
  });
}

function signalRestOver(rest: Countdown): void {
  navigator.vibrate?.(TIMER_OVER_VIBRATION);
  if (timersShown === 0) showToast({ title: REST_OVER, description: 'Your rest timer on Training has ended.' });
  // Told once: stopped at its end, the stored rest is over and no longer one that just ended, so
  // a reload in the next moments does not tell it again. Training shows it over either way.
  const session = useTrainingSession.getState();
  if (session.rest === rest) session.setRest(pause(rest, Date.now()));
}
