import * as z from 'zod/mini';
import { beforeRecord, clampToServerClock } from '../action-times';
import { MESSAGES } from '../messages';
import { workoutDoneOnDay } from '../record-updates';
import { RecordIdSchema, RoutineIdSchema, strictBody, uuidField, WeightSchema, WorkoutRowSchema, type Workout } from '../records';
import { stretchRoutineById } from '../stretches';
import { canUndoWeight } from '../weights';
import { defineMutation, done, put, refuse, remove } from './decision';
import { heldRow, known, record, settings, where } from './reads';

const DAYS_PER_PLAN = 7;

/** A whole weekly plan: 7 workouts, one per day, Monday to Sunday (docs/product.md, Training). */
export const WorkoutPlanSchema = z.array(WorkoutRowSchema, { error: MESSAGES.workoutPlanSize }).check(
  z.length(DAYS_PER_PLAN, MESSAGES.workoutPlanSize),
  z.refine((workouts) => new Set(workouts.map((w) => w.dayOfWeek)).size === DAYS_PER_PLAN, MESSAGES.workoutPlanDays),
  z.refine((workouts) => new Set(workouts.map((w) => w.id)).size === workouts.length, MESSAGES.workoutDuplicateId),
);

/** Every workout of a plan carries the plan's id. */
export const planIdsMatch = z.refine<{ planId?: string; workouts?: readonly Workout[] }>(
  (body) => body.workouts === undefined || body.workouts.every((workout) => workout.planId === body.planId),
  { message: MESSAGES.workoutPlanMismatch, path: ['workouts'] },
);

/**
 * workout.generate: a newer plan is added next to the old one (completions keep their
 * workout); the current plan is the newest (currentPlan). Each workout is insert-if-absent.
 */
export const storeWorkoutPlan = defineMutation({
  name: 'workout.generate',
  args: strictBody({ planId: uuidField('planId'), workouts: WorkoutPlanSchema }).check(planIdsMatch),
  reads: (args) => ({
    knownIds: known('workouts', args.workouts.map((workout) => workout.id)),
  }),
  decide: ({ knownIds }, args, at) => {
    const added = args.workouts
      .filter((workout) => !knownIds.has(workout.id))
      .map((workout) => ({ ...workout, createdAt: clampToServerClock(workout.createdAt, at.now) }));
    return done(added.map((workout) => put('workouts', workout)), added);
  },
});

/**
 * workout.complete: a workout marked done, once per workout per local day. The day earns +50
 * Fitness once however many workouts are marked on it (traits.ts); the device offers no second.
 */
export const completeWorkout = defineMutation({
  name: 'workout.complete',
  args: strictBody({ id: RecordIdSchema, workoutId: uuidField('workoutId') }),
  reads: (args) => ({
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
  name: 'stretch.complete',
  args: strictBody({ id: RecordIdSchema, routineId: RoutineIdSchema }),
  reads: (args) => ({ completion: record('stretchCompletions', args.id) }),
  decide: ({ completion }, args, at) => {
    if (completion) return done([], heldRow(completion));
    if (!stretchRoutineById(args.routineId)) return refuse('stretch-routine-unknown');
    const made = { id: args.id, routineId: args.routineId, completedAt: at.occurredAt };
    return done([put('stretchCompletions', made)], made);
  },
});

/** weight.log: append-only, insert-if-absent by id. */
export const logWeight = defineMutation({
  name: 'weight.log',
  args: strictBody({ id: RecordIdSchema, weight: WeightSchema }),
  reads: (args) => ({ entry: record('weights', args.id) }),
  decide: ({ entry }, args, at) => {
    if (entry) return done([], { entry: heldRow(entry), created: false });
    const made = { id: args.id, weight: args.weight, loggedAt: at.occurredAt };
    return done([put('weights', made)], { entry: made, created: true });
  },
});

/**
 * weight.delete: takes back a weight logged by mistake, judged at the time the undo was tapped
 * (10 minutes); again is harmless, and a replayed weight.log does not bring it back.
 */
export const deleteWeight = defineMutation({
  name: 'weight.delete',
  args: strictBody({ id: RecordIdSchema }),
  reads: (args) => ({ entry: record('weights', args.id) }),
  decide: ({ entry }, args, at) => {
    if (entry === null) return refuse('weight-not-found');
    if (!('live' in entry)) return done([], undefined);
    if (beforeRecord(at, entry.live.loggedAt)) return refuse('change-before-record');
    if (!canUndoWeight(entry.live, at.occurredAt)) return refuse('weight-undo-expired');
    return done([remove('weights', args.id)], undefined);
  },
});
