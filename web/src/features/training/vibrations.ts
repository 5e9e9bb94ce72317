/**
 * What the training timers make the phone do, for a user holding a stretch or resting between
 * sets who is not looking at it: a short pulse when a stretch moves to its next step, and two
 * when a timer is over (a rest, or a stretch's last step).
 */
export const NEXT_STEP_VIBRATION = [100];
export const TIMER_OVER_VIBRATION = [200, 100, 200];
