import { beforeRecord, clampToServerClock } from '../action-times';
import { workoutDoneOnDay } from '../record-updates';
import type { Workout } from '../records';
import { stretchRoutineById } from '../stretches';
import { defineMutation, done, put, refuse } from './decision';
import { heldRow, known, record, settings, where } from './reads';

/**
 * workout.generate: a newer plan is added next to the old one (completions keep their
 * workout); the current plan is the newest (currentPlan). Each workout is insert-if-absent.
 */
export const storeWorkoutPlan = defineMutation({
  reads: (args: { planId: string; workouts: readonly Workout[] }) => ({
    knownIds: known('workouts', args.workouts.map((workout) => workout.id)),
  }),
  decide: ({ knownIds }, args, at) => {
    const added = args.workouts
      .filter((workout) => !knownIds.has(workout.id))
      .map((workout) => ({ ...workout, createdAt: clampToServerClock(workout.createdAt, at.now) }));
    return done(added.map((workout) => put('workouts', workout)), added);
  },
});

/** workout.complete: a workout day done (+50 Fitness), once per workout per local day. */
export const completeWorkout = defineMutation({
  reads: (args: { id: string; workoutId: string }) => ({
    completion: record('workoutCompletions', args.id),
    workout: record('workouts', args.workoutId),
    doneBefore: where('workoutCompletions', 'workoutId', args.workoutId),
    settings: settings(),
  }),
  decide: ({ completion, workout, doneBefore, settings }, args, at) => {
    if (completion) return done([], heldRow(completion));
    if (!workout || !('live' in workout)) return refuse('workout-not-found');
    if (beforeRecord(at, workout.live.createdAt)) return refuse('change-before-record');
    if (workoutDoneOnDay(doneBefore, args.workoutId, at.occurredAt, settings.timeZone)) return refuse('workout-done-today');
    const made = { id: args.id, workoutId: args.workoutId, completedAt: at.occurredAt };
    return done([put('workoutCompletions', made)], made);
  },
});

/** stretch.complete: a routine done (+25 Fitness), insert-if-absent by id. */
export const completeStretch = defineMutation({
  reads: (args: { id: string; routineId: string }) => ({ completion: record('stretchCompletions', args.id) }),
  decide: ({ completion }, args, at) => {
    if (completion) return done([], heldRow(completion));
    if (!stretchRoutineById(args.routineId)) return refuse('stretch-routine-unknown');
    const made = { id: args.id, routineId: args.routineId, completedAt: at.occurredAt };
    return done([put('stretchCompletions', made)], made);
  },
});

/** weight.log: append-only, insert-if-absent by id. */
export const logWeight = defineMutation({
  reads: (args: { id: string; weight: number }) => ({ entry: record('weights', args.id) }),
  decide: ({ entry }, args, at) => {
    if (entry) return done([], { entry: heldRow(entry), created: false });
    const made = { id: args.id, weight: args.weight, loggedAt: at.occurredAt };
    return done([put('weights', made)], { entry: made, created: true });
  },
});
