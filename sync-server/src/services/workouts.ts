import { MESSAGES, type WorkoutCompleteArgs, type WorkoutGenerateArgs } from '@ninety/api';
import { clampToServerClock, currentPlan, generateWeeklyPlan, workoutDoneOnDay, type Workout, type WorkoutCompletion } from '@ninety/domain';
import { findRecord, liveRecords, putRecord } from '../db/records-repo';
import type { Db } from '../db/open';
import { refuseIfBeforeRecord, type ActionTime } from './action-time';
import { ServiceError } from './service-error';
import { getSettings } from './settings';

/**
 * Stores a plan generated on a device (ids and all). Regenerating adds a newer plan rather than
 * deleting the old rows, so completions keep pointing at the workout they were for; the current
 * plan is the newest (domain currentPlan), which two devices agree on whatever the order.
 */
export function storeWorkoutPlan(db: Db, args: WorkoutGenerateArgs, at: ActionTime): Workout[] {
  for (const workout of args.workouts) {
    // A creation time ahead of the server's clock is kept as the server's (domain clampToServerClock).
    const stored = { ...workout, createdAt: clampToServerClock(workout.createdAt, at.now) };
    if (!findRecord(db, 'workouts', workout.id)) putRecord(db, 'workouts', stored);
  }
  return currentPlan(liveRecords(db, 'workouts'));
}

/** The server makes the plan itself (POST /api/workouts/generate with no body). */
export function generateWorkoutPlan(db: Db, at: ActionTime, random: () => number, newId: () => string): Workout[] {
  const planId = newId();
  return storeWorkoutPlan(db, { planId, workouts: generateWeeklyPlan({ random, now: at.occurredAt, newId, planId }) }, at);
}

export function listCurrentPlan(db: Db): Workout[] {
  return currentPlan(liveRecords(db, 'workouts'));
}

/** Marks a workout day done (+50 Fitness), once per workout per local day. */
export function completeWorkout(db: Db, args: WorkoutCompleteArgs, at: ActionTime): WorkoutCompletion {
  const existing = findRecord(db, 'workoutCompletions', args.id);
  if (existing) return existing.row;
  const workout = findRecord(db, 'workouts', args.workoutId);
  if (!workout || workout.deleted) throw new ServiceError('not-found', MESSAGES.workoutNotFound);
  refuseIfBeforeRecord(at, workout.row.createdAt);
  const done = liveRecords(db, 'workoutCompletions');
  if (workoutDoneOnDay(done, args.workoutId, at.occurredAt, getSettings(db).timeZone)) {
    throw new ServiceError('conflict', MESSAGES.workoutDoneToday);
  }
  const completion = { id: args.id, workoutId: args.workoutId, completedAt: at.occurredAt };
  putRecord(db, 'workoutCompletions', completion);
  return completion;
}
