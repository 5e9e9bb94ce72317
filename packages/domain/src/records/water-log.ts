/** A glass of water logged (+2 HP): its schema, and its type inferred from it. */
import * as z from 'zod/mini';
import { WATER_LOG_MAX_OZ } from '../constants';
import { MESSAGES } from '../messages';
import { instantField, RecordIdSchema, strictRow } from './fields';
import type { ShapeStep } from './shape-steps';

/** Whole ounces, 1 to 128, with the water form's messages. */
export const WaterAmountSchema = z
  .int({ error: (issue) => (issue.input === undefined ? MESSAGES.waterAmountRequired : MESSAGES.waterAmountType) })
  .check(z.minimum(1, MESSAGES.waterAmountMin), z.maximum(WATER_LOG_MAX_OZ, MESSAGES.waterAmountMax));

export const WaterLogRowSchema = strictRow({
  id: RecordIdSchema,
  amount: WaterAmountSchema,
  /** The instant the user logged it (on the device, not when it reached the server). */
  loggedAt: instantField('loggedAt'),
});
export type WaterLog = z.infer<typeof WaterLogRowSchema>;

/** How stored water logs and their changes' args changed shape (shape-steps.ts); none yet. */
export const WATER_LOG_STEPS: readonly ShapeStep[] = [];
