import * as z from 'zod/mini';
import {
  GOAL_DESCRIPTION_MAX,
  GOAL_DESCRIPTION_MIN,
  GOAL_PENALTY_DEFAULT,
  GOAL_TITLE_MAX,
  GOAL_TITLE_MIN,
} from '@ninety/domain';
import {
  ActionBodySchema,
  fixedIfSent,
  instantField,
  numberIn,
  OccurredAtSchema,
  RecordIdSchema,
  strictBody,
  strictRow,
  trimmedText,
  zonedInstant,
} from '../fields';
import { MESSAGES } from '../messages';


export const GoalTitleSchema = trimmedText(GOAL_TITLE_MIN, GOAL_TITLE_MAX, {
  required: MESSAGES.titleRequired,
  type: MESSAGES.titleType,
  tooShort: MESSAGES.titleMin,
  tooLong: MESSAGES.titleMax,
});

export const GoalDescriptionSchema = trimmedText(GOAL_DESCRIPTION_MIN, GOAL_DESCRIPTION_MAX, {
  required: MESSAGES.goalDescriptionRequired,
  type: MESSAGES.goalDescriptionType,
  tooShort: MESSAGES.goalDescriptionMin,
  tooLong: MESSAGES.goalDescriptionMax,
});

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

/** Sync mutation goal.create. */
export const GoalCreateArgsSchema = strictBody({
  id: RecordIdSchema,
  title: GoalTitleSchema,
  description: GoalDescriptionSchema,
});
export type GoalCreateArgs = z.infer<typeof GoalCreateArgsSchema>;

/** POST /api/goals/:id/complete: mark a finished goal achieved. Answers GoalSchema. */
export const GoalAchieveBodySchema = ActionBodySchema;

/** Sync mutation goal.achieve. */
export const GoalAchieveArgsSchema = strictBody({ id: RecordIdSchema });
export type GoalAchieveArgs = z.infer<typeof GoalAchieveArgsSchema>;

/** A stored goal (records.ts Goal). */
export const GoalRowSchema = strictRow({
  id: RecordIdSchema,
  title: GoalTitleSchema,
  description: GoalDescriptionSchema,
  startDate: instantField('startDate'),
  endDate: instantField('endDate'),
  // Dollars. Fixed at 100 today; a row only has to hold a sane amount.
  penalty: numberIn(1, 10_000, MESSAGES.numberRange('penalty', 1, 10_000)),
  createdAt: instantField('createdAt'),
  achievedAt: z.nullable(instantField('achievedAt')),
}).check(
  z.refine((goal) => Date.parse(goal.endDate) > Date.parse(goal.startDate), {
    message: MESSAGES.goalEndBeforeStart,
    path: ['endDate'],
  }),
);

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
