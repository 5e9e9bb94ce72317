import { currentPlan, generateWeeklyPlan, type ActionTime, type Workout } from '@ninety/domain';
import type { Db } from '../db/open';
import { liveRecords } from '../db/records-repo';
import { applyMutation } from './apply-mutation';

/** The server makes the plan itself (POST /api/workouts/generate with no body). */
export function generateWorkoutPlan(db: Db, at: ActionTime, random: () => number, newId: () => string): Workout[] {
  const planId = newId();
  applyMutation(db, 'workout.generate', { planId, workouts: generateWeeklyPlan({ random, now: at.occurredAt, newId, planId }) }, at);
  return listCurrentPlan(db);
}

export function listCurrentPlan(db: Db): Workout[] {
  return currentPlan(liveRecords(db, 'workouts'));
}
