/** One read-only note per goal per local day: its schema, and its type inferred from it. */
import type * as z from 'zod/mini';
import { CHECKIN_NOTE_MAX } from '../constants';
import { MESSAGES } from '../messages';
import { instantField, localDateField, RecordIdSchema, strictRow, trimmedText, uuidField } from './fields';
import type { ShapeStep } from './shape-steps';

export const CheckInNoteSchema = trimmedText(1, CHECKIN_NOTE_MAX, {
  required: MESSAGES.checkInNoteRequired,
  type: MESSAGES.checkInNoteType,
  tooShort: MESSAGES.checkInNoteRequired,
  tooLong: MESSAGES.checkInNoteMax,
});

export const GoalCheckInRowSchema = strictRow({
  id: RecordIdSchema,
  goalId: uuidField('goalId'),
  /** Local date "YYYY-MM-DD" the note is for. */
  day: localDateField('day'),
  note: CheckInNoteSchema,
  createdAt: instantField('createdAt'),
});
export type GoalCheckIn = z.infer<typeof GoalCheckInRowSchema>;

/** How stored goal check-ins and their changes' args changed shape (shape-steps.ts); none yet. */
export const GOAL_CHECK_IN_STEPS: readonly ShapeStep[] = [];
