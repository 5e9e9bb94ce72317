import * as z from 'zod/mini';
import { ExerciseSchema, planIdsMatch, WorkoutPlanSchema } from '@ninety/domain';
import { type Exercise, type Workout } from '@ninety/domain';
import {
  OccurredAtSchema,
  RecordIdSchema,
  strictBody,
  uuidField,
} from '../fields';
import { MESSAGES } from '../messages';

/**
 * POST /api/workouts/generate. With no body the server generates the plan; with planId and
 * workouts it stores the plan a device generated (docs/product.md). Either way it replaces the plan.
 * Workouts here are records, so their exercises are a list, not the response's JSON text.
 * Answers the new plan (WorkoutListSchema).
 */
export const WorkoutGenerateBodySchema = strictBody({
  planId: z.optional(uuidField('planId')),
  workouts: z.optional(WorkoutPlanSchema),
  occurredAt: z.optional(OccurredAtSchema),
}).check(
  z.refine((body) => (body.planId === undefined) === (body.workouts === undefined), MESSAGES.workoutPlanPartial),
  planIdsMatch,
);
export type WorkoutGenerateBody = z.infer<typeof WorkoutGenerateBodySchema>;

/** POST /api/workouts/:id/complete (the workout's id): the optional id is the completion's. */
export const WorkoutCompleteBodySchema = strictBody({
  id: z.optional(RecordIdSchema),
  occurredAt: z.optional(OccurredAtSchema),
});

/** The answer of POST /api/workouts/:id/complete. */
export const WorkoutCompletionSchema = z.object({ id: z.string(), workoutId: z.string(), completedAt: z.string() });
export type WorkoutCompletionResponse = z.infer<typeof WorkoutCompletionSchema>;

/** A workout as GET /api/workouts answers it: exercises JSON-encoded as text, as the spec says. */
export const WorkoutSchema = z.object({
  id: z.string(),
  dayOfWeek: z.number(),
  title: z.string(),
  muscleGroup: z.string(),
  exercises: z.string(),
  planId: z.string(),
  createdAt: z.string(),
});
export type WorkoutResponse = z.infer<typeof WorkoutSchema>;

/** GET /api/workouts (the current plan, by dayOfWeek), and the answer of generate. */
export const WorkoutListSchema = z.array(WorkoutSchema);

/** A stored workout as the wire carries it (field by field: a db row may hold more). */
export function workoutToResponse(workout: Workout): WorkoutResponse {
  return {
    id: workout.id,
    dayOfWeek: workout.dayOfWeek,
    title: workout.title,
    muscleGroup: workout.muscleGroup,
    exercises: JSON.stringify(workout.exercises),
    planId: workout.planId,
    createdAt: workout.createdAt,
  };
}

const ExerciseListSchema = z.array(ExerciseSchema);

/** The exercises of a WorkoutResponse, or null when the text is not a valid list of them. */
export function exercisesFromResponse(text: string): Exercise[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const result = ExerciseListSchema.safeParse(parsed);
  return result.success ? result.data : null;
}
