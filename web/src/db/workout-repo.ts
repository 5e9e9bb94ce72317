import {
  generateWeeklyPlan,
  type RandomFn,
  type Workout,
} from '@ninety/domain';
import { v7 as uuidv7 } from 'uuid';
import { deviceRandom } from './device-random';
import { actionNow } from './device-clock';
import { getDatabase, type NinetyDatabase } from './database';
import { perform } from './outbox';

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
  await perform('workout.generate', { planId, workouts }, time, db);
  return workouts;
}

/** Marks a workout day done (once per workout per local day); returns the completion's id. */
export async function completeWorkout(workoutId: string, at = new Date(), db: NinetyDatabase = getDatabase()): Promise<string> {
  const id = uuidv7();
  await perform('workout.complete', { id, workoutId }, await actionNow(db, at), db);
  return id;
}

/** Records a stretch routine finished ("morning-stretch"); returns the completion's id. */
export async function completeStretch(routineId: string, at = new Date(), db: NinetyDatabase = getDatabase()): Promise<string> {
  const id = uuidv7();
  await perform('stretch.complete', { id, routineId }, await actionNow(db, at), db);
  return id;
}
