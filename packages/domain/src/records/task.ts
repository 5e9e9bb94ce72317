/** A time-limited priority task: its schema, and its type inferred from it. */
import * as z from 'zod/mini';
import { TASK_HP_IMPACT_MAX, TASK_HP_IMPACT_MIN, TASK_TITLE_MAX, TASK_TITLE_MIN } from '../constants';
import { MESSAGES } from '../messages';
import { instantField, RecordIdSchema, strictRow, trimmedText } from './fields';
import type { ShapeStep } from './shape-steps';

export const TaskTitleSchema = trimmedText(TASK_TITLE_MIN, TASK_TITLE_MAX, {
  required: MESSAGES.titleRequired,
  type: MESSAGES.titleType,
  tooShort: MESSAGES.titleMin,
  tooLong: MESSAGES.titleMax,
});

export const TaskHpImpactSchema = z
  .int({ error: (issue) => (issue.input === undefined ? MESSAGES.taskHpImpactRequired : MESSAGES.taskHpImpactType) })
  .check(z.minimum(TASK_HP_IMPACT_MIN, MESSAGES.taskHpImpactMin), z.maximum(TASK_HP_IMPACT_MAX, MESSAGES.taskHpImpactMax));

export const TaskRowSchema = strictRow({
  id: RecordIdSchema,
  title: TaskTitleSchema,
  /** Due instant (creation time plus dueHours). */
  dueDate: instantField('dueDate'),
  hpImpact: TaskHpImpactSchema,
  createdAt: instantField('createdAt'),
  /** When it was completed; the earliest completion wins when two devices both complete it. */
  completedAt: z.nullable(instantField('completedAt')),
});
export type Task = z.infer<typeof TaskRowSchema>;

/** How stored tasks and their changes' args changed shape (shape-steps.ts); none yet. */
export const TASK_STEPS: readonly ShapeStep[] = [];
