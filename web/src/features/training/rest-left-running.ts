/**
 * A rest left running when the app was closed. At the gym the user starts a rest, switches to
 * another app, and the phone closes Ninety; opened again from the home screen it starts on Home,
 * not Training, so the rest's watcher (rest-end-signal.ts), which Training starts, would not run:
 * the phone could lock and the end pass in silence. Start-up looks at the stored session and
 * loads the watcher, with the Training code it needs, only when a rest is still running (or
 * ended while the app was starting, an end still to be told).
 */
import { endsAt, isRunning, type Countdown } from './countdown';

/** Where the training session store (session-store.ts) keeps its state. */
export const TRAINING_SESSION_KEY = 'ninety-training-session';

/**
 * A rest's end noticed later than this (a page the browser froze in the background, an app opened
 * a while after) is not told: the moment has passed, and Training shows the rest as over.
 */
export const REST_END_TOLD_WITHIN_MS = 2_000;

/** Whether the rest ended at most REST_END_TOLD_WITHIN_MS before `now`: its end is still to be told. */
export function restJustEnded(rest: Countdown, now: number): boolean {
  const end = endsAt(rest);
  return end !== null && end <= now && now - end <= REST_END_TOLD_WITHIN_MS;
}

const isCountdown = (value: unknown): value is Countdown => {
  if (typeof value !== 'object' || value === null) return false;
  const { totalMs, runningSince, elapsedBefore } = value as Record<string, unknown>;
  return typeof totalMs === 'number' && typeof elapsedBefore === 'number' && (runningSince === null || typeof runningSince === 'number');
};

/**
 * Whether the stored session (zustand's persisted `{ state }`) holds a rest still running at
 * `now`, or one whose end is still to be told. `storage` is asked for inside: where the user
 * blocks site data, even reaching localStorage throws, and then no rest was kept.
 */
export function restLeftRunning(storage: () => Pick<Storage, 'getItem'>, now: number): boolean {
  let stored: unknown;
  try {
    stored = JSON.parse(storage().getItem(TRAINING_SESSION_KEY) ?? 'null');
  } catch {
    // Unreadable or refused: the store starts afresh from it too, with no rest.
    return false;
  }
  const rest = (stored as { state?: { rest?: unknown } } | null)?.state?.rest;
  // One that ended while the app was starting is told too.
  return isCountdown(rest) && (isRunning(rest, now) || restJustEnded(rest, now));
}

/** Starts the rest's watcher when a rest was left running; otherwise loads nothing. */
export async function resumeRestEndSignal(now = Date.now()): Promise<void> {
  if (!restLeftRunning(() => localStorage, now)) return;
  try {
    const { watchRestEnd } = await import('./rest-end-signal');
    watchRestEnd();
  } catch (error) {
    // Offline before the app was ever cached whole: Training, once opened, starts it instead.
    console.warn('The rest timer could not be followed from start-up', error);
  }
}
