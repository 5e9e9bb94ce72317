import * as z from 'zod/mini';
import { TaskTitleSchema, TaskHpImpactSchema } from '@ninety/domain';
import {
  INSTANT_MAX_MS,
  INSTANT_MIN_MS,
  MS_PER_HOUR,
  TASK_DUE_HOURS_DEFAULT,
  TASK_DUE_HOURS_MAX,
  TASK_DUE_HOURS_MIN,
  TASK_DUE_HOURS_STEP,
  TASK_HP_IMPACT_DEFAULT,
  REFUSALS,
  taskDueWindowRefusal,
  toEpochMs,
  type Instant,
} from '@ninety/domain';
import {
  ActionBodySchema,
  fixedIfSent,
  OccurredAtSchema,
  RecordIdSchema,
  strictBody,
} from '../fields';
import { MESSAGES } from '../messages';

// Checks run in this order and the first message is shown: 0.4 is "too short", not "off-step".
export const TaskDueHoursSchema = z
  .number({ error: (issue) => (issue.input === undefined ? MESSAGES.taskDueHoursRequired : MESSAGES.taskDueHoursType) })
  .check(
    z.minimum(TASK_DUE_HOURS_MIN, MESSAGES.taskDueHoursMin),
    z.maximum(TASK_DUE_HOURS_MAX, MESSAGES.taskDueHoursMax),
    z.multipleOf(TASK_DUE_HOURS_STEP, MESSAGES.taskDueHoursStep),
  );

/** A plain client may send any zone; the server stores the instant in UTC. */
const DueDateBodySchema = z
  .iso.datetime({
    offset: true,
    error: (issue) => (issue.input === undefined ? MESSAGES.taskDueDateRequired : MESSAGES.taskDueDateFormat),
  })
  .check(z.refine((text) => Date.parse(text) >= INSTANT_MIN_MS && Date.parse(text) <= INSTANT_MAX_MS, MESSAGES.instantRange('dueDate')));

/** The "Create Priority Task" form (spec §5): the due time is hours from now, in half hours. */
export const TaskFormSchema = strictBody({
  title: TaskTitleSchema,
  dueHours: TaskDueHoursSchema,
  hpImpact: TaskHpImpactSchema,
});
export type TaskForm = z.infer<typeof TaskFormSchema>;
export const TASK_FORM_DEFAULTS: Readonly<TaskForm> = Object.freeze({
  title: '',
  dueHours: TASK_DUE_HOURS_DEFAULT,
  hpImpact: TASK_HP_IMPACT_DEFAULT,
});

/** The form's dueHours as the wire's dueDate: the action time plus that many hours, in UTC. */
export function dueDateFromHours(dueHours: number, at: Instant): string {
  return new Date(toEpochMs(at) + dueHours * MS_PER_HOUR).toISOString();
}

/**
 * The form's 30 minutes to 72 hours, applied to a wire dueDate against the action time; null
 * when it fits (the rule is the domain's taskDueWindowRefusal). The body schema applies it
 * itself when the body carries occurredAt.
 */
export function taskDueWindowMessage(dueDate: string, at: Instant): string | null {
  const refusal = taskDueWindowRefusal(dueDate, at);
  return refusal === null ? null : REFUSALS[refusal].text;
}

/** POST /api/tasks: the spec's body, plus an optional client-made id and action time. Answers TaskSchema. */
export const TaskCreateBodySchema = strictBody({
  title: TaskTitleSchema,
  dueDate: DueDateBodySchema,
  hpImpact: TaskHpImpactSchema,
  isCompleted: fixedIfSent(false, MESSAGES.taskNewCompleted),
  isOverdue: fixedIfSent(false, MESSAGES.taskNewOverdue),
  id: z.optional(RecordIdSchema),
  occurredAt: z.optional(OccurredAtSchema),
}).check(
  z.superRefine((body, ctx) => {
    if (body.occurredAt === undefined) return;
    const message = taskDueWindowMessage(body.dueDate, body.occurredAt);
    if (message !== null) ctx.addIssue({ code: 'custom', message, path: ['dueDate'], input: body.dueDate });
  }),
);
export type TaskCreateBody = z.infer<typeof TaskCreateBodySchema>;

/** POST /api/tasks/:id/complete: no payload but, optionally, when it was completed. Answers TaskSchema. */
export const TaskCompleteBodySchema = ActionBodySchema;

/** A task as GET /api/tasks and POST /api/tasks answer it; isOverdue is derived, not stored. */
export const TaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  dueDate: z.string(),
  hpImpact: z.number(),
  isCompleted: z.boolean(),
  isOverdue: z.boolean(),
  createdAt: z.string(),
  completedAt: z.nullable(z.string()),
});
export type TaskResponse = z.infer<typeof TaskSchema>;

/** GET /api/tasks */
export const TaskListSchema = z.array(TaskSchema);
