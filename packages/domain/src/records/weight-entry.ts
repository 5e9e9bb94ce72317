/** A body weight logged: its schema, and its type inferred from it. */
import type * as z from 'zod/mini';
import { WEIGHT_MAX_LBS, WEIGHT_MIN_LBS } from '../constants';
import { MESSAGES } from '../messages';
import { instantField, RecordIdSchema, strictRow, wholeNumberIn } from './fields';
import type { ShapeStep } from './shape-steps';

/**
 * Whole pounds, 50 to 500 inclusive. Missing, fractional, out of range or not a number: all get
 * the one toast text of spec §5 (title MESSAGES.weightInvalidTitle).
 */
export const WeightSchema = wholeNumberIn(WEIGHT_MIN_LBS, WEIGHT_MAX_LBS, MESSAGES.weightRange);

export const WeightRowSchema = strictRow({
  id: RecordIdSchema,
  weight: WeightSchema,
  loggedAt: instantField('loggedAt'),
});
export type WeightEntry = z.infer<typeof WeightRowSchema>;

/** How stored weights and their changes' args changed shape (shape-steps.ts); none yet. */
export const WEIGHT_ENTRY_STEPS: readonly ShapeStep[] = [];
