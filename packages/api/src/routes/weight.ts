import * as z from 'zod/mini';
import { WeightSchema } from '@ninety/domain';
import { OccurredAtSchema, RecordIdSchema, strictBody } from '../fields';

/** POST /api/weight, from Analytics' Current Weight and Training's weight tracker alike. Answers WeightEntrySchema. */
export const WeightLogBodySchema = strictBody({
  weight: WeightSchema,
  id: z.optional(RecordIdSchema),
  occurredAt: z.optional(OccurredAtSchema),
});
export type WeightLogBody = z.infer<typeof WeightLogBodySchema>;

/** An entry as GET /api/weight (newest first) and POST /api/weight answer it. */
export const WeightEntrySchema = z.object({ id: z.string(), weight: z.number(), loggedAt: z.string() });
export type WeightEntryResponse = z.infer<typeof WeightEntrySchema>;

/** GET /api/weight, newest first. */
export const WeightListSchema = z.array(WeightEntrySchema);
