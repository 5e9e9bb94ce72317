import { firstIssueMessage, GoalFormSchema, type GoalForm } from '@ninety/api';
import { checkInDay } from '@ninety/domain';
import { v7 as uuidv7 } from 'uuid';
import { actionNow } from './device-clock';
import { getDatabase, type NinetyDatabase } from './database';
import { readSettings } from './local-settings';
import { perform, ValidationError } from './outbox';

/** Creates a goal locked for 90 days from now; returns its id. */
export async function createGoal(form: GoalForm, at = new Date(), db: NinetyDatabase = getDatabase()): Promise<string> {
  const parsed = GoalFormSchema.safeParse(form);
  if (!parsed.success) throw new ValidationError(firstIssueMessage(parsed.error));
  const id = uuidv7();
  await perform('goal.create', { id, ...parsed.data }, await actionNow(db, at), db);
  return id;
}

/**
 * Saves today's note for a goal; returns its id. The day travels with the note: it is the local
 * day the user saw when writing it, so a note written at 23:55 and synced after midnight stays
 * on its day. A second note the same day is refused with the check-in message.
 */
export async function checkInGoal(
  goalId: string,
  note: string,
  at = new Date(),
  db: NinetyDatabase = getDatabase(),
): Promise<string> {
  const time = await actionNow(db, at);
  const day = checkInDay(time.occurredAt, (await readSettings(db)).timeZone);
  const id = uuidv7();
  await perform('goal.checkin', { id, goalId, day, note }, time, db);
  return id;
}

/** Marks a goal whose 90 days are over as achieved (+500 Consistency). */
export async function achieveGoal(goalId: string, at = new Date(), db: NinetyDatabase = getDatabase()): Promise<void> {
  await perform('goal.achieve', { id: goalId }, await actionNow(db, at), db);
}
