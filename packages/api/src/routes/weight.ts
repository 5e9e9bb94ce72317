import * as z from 'zod/mini';
import { WEIGHT_MAX_LBS, WEIGHT_MIN_LBS } from '@ninety/domain';
import { instantField, OccurredAtSchema, RecordIdSchema, strictBody, strictRow, wholeNumberIn } from '../fields';
import { MESSAGES } from '../messages';

/**
 * Whole pounds, 50 to 500 inclusive. Missing, fractional, out of range or not a number: all get
 * the one toast text of spec §5 (title MESSAGES.weightInvalidTitle).
 */
export const WeightSchema = wholeNumberIn(WEIGHT_MIN_LBS, WEIGHT_MAX_LBS, MESSAGES.weightRange);

/** POST /api/weight, from Analytics' Current Weight and Training's weight tracker alike. Answers WeightEntrySchema. */
export const WeightLogBodySchema = strictBody({
  weight: WeightSchema,
  id: z.optional(RecordIdSchema),
  occurredAt: z.optional(OccurredAtSchema),
});
export type WeightLogBody = z.infer<typeof WeightLogBodySchema>;

/** Sync mutation weight.log. */
export const WeightLogArgsSchema = strictBody({ id: RecordIdSchema, weight: WeightSchema });
export type WeightLogArgs = z.infer<typeof WeightLogArgsSchema>;

/** A stored entry (records.ts WeightEntry). */
export const WeightRowSchema = strictRow({
  id: RecordIdSchema,
  weight: WeightSchema,
  loggedAt: instantField('loggedAt'),
});

/** An entry as GET /api/weight (newest first) and POST /api/weight answer it. */
export const WeightEntrySchema = z.object({ id: z.string(), weight: z.number(), loggedAt: z.string() });
export type WeightEntryResponse = z.infer<typeof WeightEntrySchema>;

/** GET /api/weight, newest first. */
export const WeightListSchema = z.array(WeightEntrySchema);
