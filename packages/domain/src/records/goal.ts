/** A goal locked for 90 days: its schema, and its type inferred from it. */
import * as z from 'zod/mini';
import { GOAL_DESCRIPTION_MAX, GOAL_DESCRIPTION_MIN, GOAL_TITLE_MAX, GOAL_TITLE_MIN } from '../constants';
import { MESSAGES } from '../messages';
import { instantField, numberIn, RecordIdSchema, strictRow, trimmedText } from './fields';
import type { ShapeStep } from './shape-steps';

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

export const GoalRowSchema = strictRow({
  id: RecordIdSchema,
  title: GoalTitleSchema,
  description: GoalDescriptionSchema,
  /** Start of the current 90-day lock: creation, or the last paid reset. */
  startDate: instantField('startDate'),
  /** startDate plus 90 days. */
  endDate: instantField('endDate'),
  /** Dollars, default 100; set by the server, never by a client's payment call. Rows hold any sane amount. */
  penalty: numberIn(1, 10_000, MESSAGES.numberRange('penalty', 1, 10_000)),
  createdAt: instantField('createdAt'),
  /** When the user marked the finished goal achieved (+500 Consistency). */
  achievedAt: z.nullable(instantField('achievedAt')),
}).check(
  z.refine((goal) => Date.parse(goal.endDate) > Date.parse(goal.startDate), {
    message: MESSAGES.goalEndBeforeStart,
    path: ['endDate'],
  }),
);
export type Goal = z.infer<typeof GoalRowSchema>;

/** How stored goals and their changes' args changed shape (shape-steps.ts); none yet. */
export const GOAL_STEPS: readonly ShapeStep[] = [];
