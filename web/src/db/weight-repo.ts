import { firstIssueMessage, MESSAGES, WeightSchema } from '@ninety/api';
import { v7 as uuidv7 } from 'uuid';
import { actionNow } from './device-clock';
import { getDatabase, type NinetyDatabase } from './database';
import { perform, ValidationError } from './outbox';

/** A refused weight, with the toast title the spec pairs with its message ("Invalid Weight"). */
export class WeightInputError extends ValidationError {
  readonly title = MESSAGES.weightInvalidTitle;
}

/**
 * Logs a weight (whole pounds, 50 to 500); returns the entry's id. `weight` is what the user
 * typed or its number: empty, fractional and out-of-range values all get the spec's message.
 */
export async function logWeight(weight: number | string, at = new Date(), db: NinetyDatabase = getDatabase()): Promise<string> {
  const typed = typeof weight === 'string' ? (weight.trim() === '' ? undefined : Number(weight)) : weight;
  const parsed = WeightSchema.safeParse(typed);
  if (!parsed.success) throw new WeightInputError(firstIssueMessage(parsed.error));
  const id = uuidv7();
  await perform('weight.log', { id, weight: parsed.data }, await actionNow(db, at), db);
  return id;
}

/**
 * Takes back a weight logged by mistake: within 10 minutes of logging it (domain canUndoWeight);
 * it is then as if never logged. Again changes nothing.
 */
export async function undoWeight(id: string, at = new Date(), db: NinetyDatabase = getDatabase()): Promise<void> {
  await perform('weight.delete', { id }, await actionNow(db, at), db);
}
