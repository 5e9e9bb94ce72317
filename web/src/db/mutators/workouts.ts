import { MESSAGES } from '@ninety/api';
import { workoutDoneOnDay } from '@ninety/domain';
import { readSettings } from '../local-settings';
import { isKnown, liveOrFail, LocalMutationError, refuseIfBeforeRecord, type LocalMutators } from './mutator';

/** Training plans and workout days: as the server's services/workouts.ts. */
export const WORKOUT_MUTATORS: LocalMutators<'workout.generate' | 'workout.complete'> = {
  'workout.generate': async (db, args) => {
    // A newer plan is added next to the old one (completions keep their workout); the current
    // plan is the newest (domain currentPlan). Each workout is insert-if-absent by id.
    for (const workout of args.workouts) {
      if (!(await isKnown(db, 'workouts', workout.id))) await db.workouts.add(workout);
    }
  },
  'workout.complete': async (db, args, occurredAt) => {
    if (await isKnown(db, 'workoutCompletions', args.id)) return;
    const workout = await liveOrFail(db, 'workouts', args.workoutId, MESSAGES.workoutNotFound);
    refuseIfBeforeRecord(occurredAt, workout.createdAt);
    const { timeZone } = await readSettings(db);
    const done = await db.workoutCompletions.where('workoutId').equals(args.workoutId).toArray();
    if (workoutDoneOnDay(done, args.workoutId, occurredAt, timeZone)) {
      throw new LocalMutationError(MESSAGES.workoutDoneToday);
    }
    await db.workoutCompletions.add({ id: args.id, workoutId: args.workoutId, completedAt: occurredAt });
  },
};
