/** What the Training screen shows of a stored plan. */
import type { Exercise, Workout } from '../records';
import { isoDayOfWeek, localDayNumber, type Instant } from '../time';

export const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** The Weekly Schedule cards show this many exercises, then "+N more exercises". */
export const SCHEDULE_PREVIEW_EXERCISES = 3;

/** "Monday" for 1 ... "Sunday" for 7. */
export function dayName(dayOfWeek: number): string {
  return DAY_NAMES[dayOfWeek - 1] ?? '';
}

/**
 * The workouts of the newest plan, by dayOfWeek. Regenerating adds a new plan rather than
 * editing the old rows (records keep their planId), so "the plan" is the one created last;
 * equal creation times are settled by planId so every device picks the same one.
 */
export function currentPlan(workouts: Iterable<Workout>): Workout[] {
  let newest: Workout | undefined;
  const all = [...workouts];
  for (const workout of all) {
    const byTime = newest ? Date.parse(workout.createdAt) - Date.parse(newest.createdAt) : 1;
    if (byTime > 0 || (byTime === 0 && newest && workout.planId > newest.planId)) newest = workout;
  }
  if (!newest) return [];
  const planId = newest.planId;
  return all.filter((w) => w.planId === planId).sort((a, b) => a.dayOfWeek - b.dayOfWeek);
}

/** Today's ISO weekday (1 = Monday) in the user's zone. */
export function todayDayOfWeek(now: Instant, timeZone: string): number {
  return isoDayOfWeek(localDayNumber(now, timeZone));
}

/** The plan's workout for the local day holding `now`, or null. */
export function todaysWorkout(plan: readonly Workout[], now: Instant, timeZone: string): Workout | null {
  const day = todayDayOfWeek(now, timeZone);
  return plan.find((w) => w.dayOfWeek === day) ?? null;
}

/** "4 x 8 @ 135 lbs", or "3 x 12" without a weight. */
export function formatExercise(exercise: Exercise): string {
  const base = `${exercise.sets} x ${exercise.reps}`;
  return exercise.weight === undefined ? base : `${base} @ ${exercise.weight} lbs`;
}

/**
 * A schedule card's exercises: the first three, and the spec's "+N more exercises" (its exact
 * text, also for N = 1) when there are more; null when all are shown.
 */
export function exercisePreview(exercises: readonly Exercise[]): { shown: Exercise[]; more: string | null } {
  const shown = exercises.slice(0, SCHEDULE_PREVIEW_EXERCISES);
  const hidden = exercises.length - shown.length;
  return { shown, more: hidden > 0 ? `+${hidden} more exercises` : null };
}
