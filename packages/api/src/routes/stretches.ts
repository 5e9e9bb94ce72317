import * as z from 'zod/mini';
import { OccurredAtSchema, RecordIdSchema, strictBody } from '../fields';

/** POST /api/stretches/:id/complete (the routine's id): the optional id is the completion's. */
export const StretchCompleteBodySchema = strictBody({
  id: z.optional(RecordIdSchema),
  occurredAt: z.optional(OccurredAtSchema),
});

/** The answer of POST /api/stretches/:id/complete. */
export const StretchCompletionSchema = z.object({ id: z.string(), routineId: z.string(), completedAt: z.string() });
export type StretchCompletionResponse = z.infer<typeof StretchCompletionSchema>;
