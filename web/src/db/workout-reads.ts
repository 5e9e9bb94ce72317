/**
 * The current weekly plan and what was done of it, through the workouts' indexes: a user who
 * regenerates every week holds hundreds of old plans, and their completions (docs/decisions/0024).
 */
import type { Workout, WorkoutCompletion } from '@ninety/domain';
import { getDatabase, type NinetyDatabase } from './database';

/**
 * The newest plan (domain currentPlan: the newest workout's plan; of two made at one instant, the
 * greater planId), Monday first, with the newest completion of any plan: a day marked done on a
 * plan since replaced is done all the same (domain workoutDayMarked).
 */
export async function readCurrentPlan(db: NinetyDatabase = getDatabase()): Promise<{ plan: Workout[]; completions: WorkoutCompletion[] }> {
  const newest = await db.workouts.orderBy('createdAt').last();
  if (!newest) return { plan: [], completions: [] };
  const sameInstant = await db.workouts.where('createdAt').equals(newest.createdAt).toArray();
  const planId = sameInstant.reduce((greatest, workout) => (workout.planId > greatest ? workout.planId : greatest), newest.planId);
  // Results are shared and frozen (database.ts, cache 'immutable'): sorted as a copy.
  const plan = [...(await db.workouts.where('planId').equals(planId).toArray())].sort((a, b) => a.dayOfWeek - b.dayOfWeek);
  const newestDone = await db.workoutCompletions.orderBy('completedAt').last();
  return { plan, completions: newestDone ? [newestDone] : [] };
}
