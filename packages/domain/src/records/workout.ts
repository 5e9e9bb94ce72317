/** A day of a weekly workout plan, and a day marked done: schemas, and types inferred from them. */
import * as z from 'zod/mini';
import { WORKOUT_EXERCISES_MAX, WORKOUT_EXERCISES_MIN } from '../constants';
import { MESSAGES } from '../messages';
import { instantField, numberIn, RecordIdSchema, strictRow, textIn, uuidField, wholeNumberIn } from './fields';
import type { ShapeStep } from './shape-steps';

export const ExerciseSchema = strictRow({
  name: textIn(1, 80, MESSAGES.exerciseName),
  sets: wholeNumberIn(1, 20, MESSAGES.exerciseSets),
  // Generous: a plank or a jump-rope set counts seconds or skips as reps.
  reps: wholeNumberIn(1, 500, MESSAGES.exerciseReps),
  /** Pounds, when the exercise uses a weight; fractions allowed for 2.5 lb plates. */
  weight: z.optional(numberIn(0, 2000, MESSAGES.exerciseWeight)),
});
export type Exercise = z.infer<typeof ExerciseSchema>;

export const WorkoutRowSchema = strictRow({
  id: RecordIdSchema,
  /** The plan this day belongs to; regenerating makes a new plan and retires the old one. */
  planId: uuidField('planId'),
  /** 1 = Monday ... 7 = Sunday. */
  dayOfWeek: wholeNumberIn(1, 7, MESSAGES.workoutDayOfWeek),
  title: textIn(1, 100, MESSAGES.workoutTitle),
  muscleGroup: textIn(1, 40, MESSAGES.workoutMuscleGroup),
  exercises: z
    .array(ExerciseSchema, { error: MESSAGES.workoutExerciseCount })
    .check(
      z.minLength(WORKOUT_EXERCISES_MIN, MESSAGES.workoutExerciseCount),
      z.maxLength(WORKOUT_EXERCISES_MAX, MESSAGES.workoutExerciseCount),
    ),
  createdAt: instantField('createdAt'),
});
export type Workout = z.infer<typeof WorkoutRowSchema>;

/** A workout day marked done on a local date (+50 Fitness). */
export const WorkoutCompletionRowSchema = strictRow({
  id: RecordIdSchema,
  workoutId: uuidField('workoutId'),
  completedAt: instantField('completedAt'),
});
export type WorkoutCompletion = z.infer<typeof WorkoutCompletionRowSchema>;

/** How stored workouts and their changes' args changed shape (shape-steps.ts); none yet. */
export const WORKOUT_STEPS: readonly ShapeStep[] = [];

/** How stored workout completions and their changes' args changed shape; none yet. */
export const WORKOUT_COMPLETION_STEPS: readonly ShapeStep[] = [];
