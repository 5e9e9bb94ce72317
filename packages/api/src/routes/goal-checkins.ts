import * as z from 'zod/mini';
import { CheckInNoteSchema } from '@ninety/domain';
import {
  localDateField,
  OccurredAtSchema,
  RecordIdSchema,
  strictBody,
} from '../fields';

/** The daily check-in form on a goal card. */
export const GoalCheckInFormSchema = strictBody({ note: CheckInNoteSchema });
export type GoalCheckInForm = z.infer<typeof GoalCheckInFormSchema>;

/**
 * POST /api/goals/:id/checkins. `day` may be left out: the server takes the local day of the
 * action time in the user's zone. A device sends the day it showed the user. Answers
 * GoalCheckInSchema.
 */
export const GoalCheckInBodySchema = strictBody({
  note: CheckInNoteSchema,
  day: z.optional(localDateField('day')),
  id: z.optional(RecordIdSchema),
  occurredAt: z.optional(OccurredAtSchema),
});
export type GoalCheckInBody = z.infer<typeof GoalCheckInBodySchema>;

/** A check-in as GET and POST /api/goals/:id/checkins answer it. */
export const GoalCheckInSchema = z.object({
  id: z.string(),
  goalId: z.string(),
  day: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type GoalCheckInResponse = z.infer<typeof GoalCheckInSchema>;

/** GET /api/goals/:id/checkins, newest day first. */
export const GoalCheckInListSchema = z.array(GoalCheckInSchema);
