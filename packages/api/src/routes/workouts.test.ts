import { completeStretch, completeWorkout, storeWorkoutPlan } from '@ninety/domain';
import { describe, expect, it } from 'vitest';
import { RoutineIdSchema } from '@ninety/domain';
import type * as z from 'zod/mini';
import { exercisesFromResponse, WorkoutGenerateBodySchema, WorkoutSchema, workoutToResponse } from './workouts';
import { StretchCompleteBodySchema } from './stretches';
import { firstIssueMessage } from '../errors';
import { PLAN_ID, samplePlan, uuid } from '../testing/sample-records';

function messageFor(schema: z.ZodMiniType, body: unknown): string | null {
  const result = schema.safeParse(body);
  return result.success ? null : firstIssueMessage(result.error);
}

function planWith(change: (plan: ReturnType<typeof samplePlan>) => unknown[]) {
  return { planId: PLAN_ID, workouts: change(samplePlan()) };
}

describe('workout.generate', () => {
  it('carries the 7 workouts of the plan as records', () => {
    const args = { planId: PLAN_ID, workouts: samplePlan() };
    expect(storeWorkoutPlan.args.parse(args)).toEqual(args);
  });

  it.each([
    [planWith((plan) => plan.slice(0, 6)), 'A plan has exactly 7 workouts, one for each day'],
    [planWith((plan) => [...plan.slice(0, 6), { ...plan[6], dayOfWeek: 1 }]), 'A plan has one workout for each day, 1 (Monday) to 7 (Sunday)'],
    [planWith((plan) => [...plan.slice(0, 6), { ...plan[6], dayOfWeek: 8 }]), 'dayOfWeek must be 1 (Monday) to 7 (Sunday)'],
    [planWith((plan) => [...plan.slice(0, 6), { ...plan[6], id: plan[0]?.id }]), 'Each workout of a plan needs its own id'],
    [planWith((plan) => [...plan.slice(0, 6), { ...plan[6], exercises: plan[6]?.exercises.slice(0, 3) }]), 'A workout has 4 to 6 exercises'],
    [planWith((plan) => [...plan.slice(0, 6), { ...plan[6], exercises: [...(plan[6]?.exercises ?? []), ...(plan[6]?.exercises ?? [])] }]), 'A workout has 4 to 6 exercises'],
    [planWith((plan) => [...plan.slice(0, 6), { ...plan[6], planId: uuid(9) }]), 'Every workout of the plan must carry its planId'],
    [planWith((plan) => [...plan.slice(0, 6), { ...plan[6], exercises: '[]' }]), 'A workout has 4 to 6 exercises'],
    [planWith((plan) => plan.map((w) => ({ ...w, exercises: w.exercises.map((e) => ({ ...e, sets: 0 })) }))), 'Sets must be a whole number from 1 to 20'],
  ])('%#: → %s', (args, expected) => {
    expect(messageFor(storeWorkoutPlan.args, args)).toBe(expected);
  });
});

describe('workout routes', () => {
  it('generate takes no body, or the whole device-made plan', () => {
    expect(messageFor(WorkoutGenerateBodySchema, {})).toBeNull();
    expect(messageFor(WorkoutGenerateBodySchema, { planId: PLAN_ID, workouts: samplePlan() })).toBeNull();
    expect(messageFor(WorkoutGenerateBodySchema, { planId: PLAN_ID })).toBe('Send planId and workouts together, or neither');
  });

  it('answers exercises as JSON text, and reads them back', () => {
    const [workout] = samplePlan();
    if (!workout) throw new Error('no workout');
    const response = WorkoutSchema.parse(workoutToResponse(workout));
    expect(typeof response.exercises).toBe('string');
    expect(exercisesFromResponse(response.exercises)).toEqual(workout.exercises);
    expect(exercisesFromResponse('not json')).toBeNull();
    expect(exercisesFromResponse('[{"name":"x"}]')).toBeNull();
  });

  it('marks a day done with the completion id and the workout', () => {
    expect(messageFor(completeWorkout.args, { id: uuid(20), workoutId: uuid(2001) })).toBeNull();
    expect(messageFor(completeWorkout.args, { id: uuid(20) })).toBe('workoutId must be a UUID');
  });
});

describe('stretch routines', () => {
  it.each([
    ['morning-stretch', null],
    ['post-workout-stretch', null],
    ['Morning Stretch', 'Unknown stretch routine'],
    ['', 'Unknown stretch routine'],
    [3, 'Unknown stretch routine'],
  ])('routine id %j → %s', (routineId, expected) => {
    expect(messageFor(RoutineIdSchema, routineId)).toBe(expected);
  });

  it('stretch.complete carries the completion id and the routine', () => {
    expect(messageFor(completeStretch.args, { id: uuid(21), routineId: 'morning-stretch' })).toBeNull();
    expect(messageFor(StretchCompleteBodySchema, { id: uuid(21) })).toBeNull();
    expect(messageFor(StretchCompleteBodySchema, { routineId: 'morning-stretch' })).toBe('Unknown field: routineId');
  });
});
