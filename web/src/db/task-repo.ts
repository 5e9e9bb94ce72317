import { dueDateFromHours, firstIssueMessage, TaskFormSchema, type TaskForm } from '@ninety/api';
import { v7 as uuidv7 } from 'uuid';
import { actionNow } from './device-clock';
import { getDatabase, type NinetyDatabase } from './database';
import { perform, ValidationError } from './outbox';

/**
 * Creates a priority task from the form (title, due in hours, HP impact); returns its id. The
 * form is checked first so the user sees the form's message ("Must be at least 30 minutes"),
 * not the wire's.
 */
export async function createTask(form: TaskForm, at = new Date(), db: NinetyDatabase = getDatabase()): Promise<string> {
  const parsed = TaskFormSchema.safeParse(form);
  if (!parsed.success) throw new ValidationError(firstIssueMessage(parsed.error));
  const { title, dueHours, hpImpact } = parsed.data;
  const time = await actionNow(db, at);
  const dueDate = dueDateFromHours(dueHours, time.occurredAt);
  const id = uuidv7();
  await perform('task.create', { id, title, dueDate, hpImpact }, time, db);
  return id;
}

/** Completes a task; completing it again changes nothing (the earliest completion counts). */
export async function completeTask(id: string, at = new Date(), db: NinetyDatabase = getDatabase()): Promise<void> {
  await perform('task.complete', { id }, await actionNow(db, at), db);
}

/**
 * Takes back a task made by mistake: within 10 minutes of making it and before it is completed
 * (domain canUndoTask); it is then as if never made. Again changes nothing.
 */
export async function undoTask(id: string, at = new Date(), db: NinetyDatabase = getDatabase()): Promise<void> {
  await perform('task.delete', { id }, await actionNow(db, at), db);
}
