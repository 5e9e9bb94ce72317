/**
 * A pausable countdown as a pure function of time: the rest timer and the stretch timer keep
 * this small state and ask it what is left at `now`, so a tick that comes late (a phone
 * throttling a background tab) never makes the timer drift.
 */

export interface Countdown {
  totalMs: number;
  /** When it was last started; null while paused or not started. */
  runningSince: number | null;
  /** Time run before the last start. */
  elapsedBefore: number;
}

export function countdown(totalMs: number): Countdown {
  return { totalMs, runningSince: null, elapsedBefore: 0 };
}

export function elapsedMs(state: Countdown, now: number): number {
  const running = state.runningSince === null ? 0 : Math.max(0, now - state.runningSince);
  return Math.min(state.totalMs, state.elapsedBefore + running);
}

export function remainingMs(state: Countdown, now: number): number {
  return state.totalMs - elapsedMs(state, now);
}

export function isRunning(state: Countdown, now: number): boolean {
  return state.runningSince !== null && remainingMs(state, now) > 0;
}

/** When it ends if left to run; null while paused or not started. */
export function endsAt(state: Countdown): number | null {
  return state.runningSince === null ? null : state.runningSince + state.totalMs - state.elapsedBefore;
}

export function isFinished(state: Countdown, now: number): boolean {
  return remainingMs(state, now) <= 0;
}

export function start(state: Countdown, now: number): Countdown {
  if (state.runningSince !== null || isFinished(state, now)) return state;
  return { ...state, runningSince: now };
}

export function pause(state: Countdown, now: number): Countdown {
  if (state.runningSince === null) return state;
  return { ...state, runningSince: null, elapsedBefore: elapsedMs(state, now) };
}

/** "1:00", "0:05": whole seconds left, rounded up so the display reaches 0:00 at the end. */
export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
