import * as z from 'zod/mini';
import { instantField, OccurredAtSchema, RecordIdSchema, strictBody, strictRow } from '../fields';
import { MESSAGES } from '../messages';

/**
 * Stretch routines are fixed content (Morning Stretch, Post-Workout Stretch), not stored
 * records, so their ids are slugs ("morning-stretch"), not UUIDs. Whether one exists is for the
 * service to say; here only the shape is checked.
 */
export const RoutineIdSchema = z
  .string({ error: MESSAGES.stretchRoutineId })
  .check(z.maxLength(40, MESSAGES.stretchRoutineId), z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, MESSAGES.stretchRoutineId));

/** POST /api/stretches/:id/complete (the routine's id): the optional id is the completion's. */
export const StretchCompleteBodySchema = strictBody({
  id: z.optional(RecordIdSchema),
  occurredAt: z.optional(OccurredAtSchema),
});

/** Sync mutation stretch.complete: a routine finished (+25 Fitness). */
export const StretchCompleteArgsSchema = strictBody({ id: RecordIdSchema, routineId: RoutineIdSchema });
export type StretchCompleteArgs = z.infer<typeof StretchCompleteArgsSchema>;

/** A stored completion (records.ts StretchCompletion). */
export const StretchCompletionRowSchema = strictRow({
  id: RecordIdSchema,
  routineId: RoutineIdSchema,
  completedAt: instantField('completedAt'),
});

/** The answer of POST /api/stretches/:id/complete. */
export const StretchCompletionSchema = z.object({ id: z.string(), routineId: z.string(), completedAt: z.string() });
export type StretchCompletionResponse = z.infer<typeof StretchCompletionSchema>;
