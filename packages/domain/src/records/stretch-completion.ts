/** A stretch routine completed (+25 Fitness): its schema, and its type inferred from it. */
import * as z from 'zod/mini';
import { MESSAGES } from '../messages';
import { instantField, RecordIdSchema, strictRow } from './fields';
import type { ShapeStep } from './shape-steps';

/**
 * Stretch routines are fixed content (Morning Stretch, Post-Workout Stretch), not stored
 * records, so their ids are slugs ("morning-stretch"), not UUIDs. Whether one exists is for the
 * mutation to say; here only the shape is checked.
 */
export const RoutineIdSchema = z
  .string({ error: MESSAGES.stretchRoutineId })
  .check(z.maxLength(40, MESSAGES.stretchRoutineId), z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, MESSAGES.stretchRoutineId));

export const StretchCompletionRowSchema = strictRow({
  id: RecordIdSchema,
  routineId: RoutineIdSchema,
  completedAt: instantField('completedAt'),
});
export type StretchCompletion = z.infer<typeof StretchCompletionRowSchema>;

/** How stored stretch completions and their changes' args changed shape (shape-steps.ts); none yet. */
export const STRETCH_COMPLETION_STEPS: readonly ShapeStep[] = [];
