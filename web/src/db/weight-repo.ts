import { firstIssueMessage, WeightSchema } from '@ninety/api';
import { v7 as uuidv7 } from 'uuid';
import { getDatabase, type NinetyDatabase } from './database';
import { perform, ValidationError } from './outbox';

/** Logs a weight (whole pounds, 50 to 500); returns the entry's id. */
export async function logWeight(weight: number, at = new Date(), db: NinetyDatabase = getDatabase()): Promise<string> {
  const parsed = WeightSchema.safeParse(weight);
  if (!parsed.success) throw new ValidationError(firstIssueMessage(parsed.error));
  const id = uuidv7();
  await perform('weight.log', { id, weight: parsed.data }, at, db);
  return id;
}
