import { StretchCompleteArgsSchema, WorkoutCompleteArgsSchema, WorkoutGenerateArgsSchema } from '@ninety/api';
import {
  completeStretch as completeStretchRules,
  completeWorkout as completeWorkoutRules,
  generateWeeklyPlan,
  storeWorkoutPlan,
  type RandomFn,
  type Workout,
} from '@ninety/domain';
import { v7 as uuidv7 } from 'uuid';
import { deviceRandom } from './device-random';
import { actionNow } from './device-clock';
import { getDatabase, type NinetyDatabase } from './database';
import { mutationKind } from './mutation-kind';
import { perform } from './outbox';

export const WORKOUT_GENERATE = mutationKind('workout.generate', WorkoutGenerateArgsSchema, storeWorkoutPlan);
export const WORKOUT_COMPLETE = mutationKind('workout.complete', WorkoutCompleteArgsSchema, completeWorkoutRules);
export const STRETCH_COMPLETE = mutationKind('stretch.complete', StretchCompleteArgsSchema, completeStretchRules);

/**
 * Generates a new weekly plan (7 workouts) on the device and queues it with its ids; the newest
 * plan is the current one. Returns the plan, Monday first.
 */
export async function generateWorkoutPlan(
  random: RandomFn = deviceRandom(),
  at = new Date(),
  db: NinetyDatabase = getDatabase(),
): Promise<Workout[]> {
  const planId = uuidv7();
  const time = await actionNow(db, at);
  const workouts = generateWeeklyPlan({ random, now: time.occurredAt, newId: uuidv7, planId });
  await perform(WORKOUT_GENERATE, { planId, workouts }, time, db);
  return workouts;
}

/** Marks a workout day done (once per workout per local day); returns the completion's id. */
export async function completeWorkout(workoutId: string, at = new Date(), db: NinetyDatabase = getDatabase()): Promise<string> {
  const id = uuidv7();
  await perform(WORKOUT_COMPLETE, { id, workoutId }, await actionNow(db, at), db);
  return id;
}

/** Records a stretch routine finished ("morning-stretch"); returns the completion's id. */
export async function completeStretch(routineId: string, at = new Date(), db: NinetyDatabase = getDatabase()): Promise<string> {
  const id = uuidv7();
  await perform(STRETCH_COMPLETE, { id, routineId }, await actionNow(db, at), db);
  return id;
}
