import * as z from 'zod/mini';
import { GoalTitleSchema, GoalDescriptionSchema } from '@ninety/domain';
import {
  GOAL_PENALTY_DEFAULT,
} from '@ninety/domain';
import {
  ActionBodySchema,
  fixedIfSent,
  OccurredAtSchema,
  RecordIdSchema,
  strictBody,
  zonedInstant,
} from '../fields';
import { MESSAGES } from '../messages';


/** The "Create 90-Day Locked Goal" dialog. */
export const GoalFormSchema = strictBody({ title: GoalTitleSchema, description: GoalDescriptionSchema });
export type GoalForm = z.infer<typeof GoalFormSchema>;

/**
 * POST /api/goals: the spec's body. Its endDate, isLocked, penalty and isCompleted are what the
 * server would set anyway: they may be left out, a fixed one with another value is refused, and
 * the endDate sent is not used, since the lock always runs 90 days from the action time.
 * Answers GoalSchema.
 */
export const GoalCreateBodySchema = strictBody({
  title: GoalTitleSchema,
  description: GoalDescriptionSchema,
  endDate: z.optional(zonedInstant('endDate', MESSAGES.goalEndDateFormat)),
  isLocked: fixedIfSent(true, MESSAGES.goalNewUnlocked),
  penalty: fixedIfSent(GOAL_PENALTY_DEFAULT, MESSAGES.goalPenaltyFixed),
  isCompleted: fixedIfSent(false, MESSAGES.goalNewCompleted),
  id: z.optional(RecordIdSchema),
  occurredAt: z.optional(OccurredAtSchema),
});
export type GoalCreateBody = z.infer<typeof GoalCreateBodySchema>;

/** POST /api/goals/:id/complete: mark a finished goal achieved. Answers GoalSchema. */
export const GoalAchieveBodySchema = ActionBodySchema;

/**
 * A goal as the API answers it: the stored fields plus what is derived at the time of the
 * answer (isLocked, isCompleted, daysLeft, progress 0..1).
 */
export const GoalSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isLocked: z.boolean(),
  penalty: z.number(),
  isCompleted: z.boolean(),
  daysLeft: z.number(),
  progress: z.number(),
  createdAt: z.string(),
  achievedAt: z.nullable(z.string()),
});
export type GoalResponse = z.infer<typeof GoalSchema>;

/** GET /api/goals */
export const GoalListSchema = z.array(GoalSchema);
