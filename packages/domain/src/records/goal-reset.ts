/**
 * A paid override that restarted a goal (-20 HP when the Goal Reset Penalty setting is on): its
 * schema, and its type inferred from it.
 */
import * as z from 'zod/mini';
import { MESSAGES } from '../messages';
import { instantField, RecordIdSchema, strictRow, textIn, uuidField } from './fields';
import type { ShapeStep } from './shape-steps';

export const GoalResetRowSchema = strictRow({
  id: RecordIdSchema,
  goalId: uuidField('goalId'),
  resetAt: instantField('resetAt'),
  /** The card payment that paid for it; one reset per payment. */
  paymentId: textIn(1, 255, MESSAGES.paymentIntentIdFormat),
  /** Whether the HP penalty applied, fixed by the setting at the time of the reset. */
  hpPenalty: z.boolean({ error: MESSAGES.trueOrFalse('hpPenalty') }),
});
export type GoalReset = z.infer<typeof GoalResetRowSchema>;

/** How stored goal resets and their changes' args changed shape (shape-steps.ts); none yet. */
export const GOAL_RESET_STEPS: readonly ShapeStep[] = [];
