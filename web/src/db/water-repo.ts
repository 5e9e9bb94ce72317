import { v7 as uuidv7 } from 'uuid';
import { actionNow } from './device-clock';
import { getDatabase, type NinetyDatabase } from './database';
import { perform } from './outbox';

/** A new water log's id, made on the device: a screen that shows the tap before it is written names it first. */
export const newWaterLogId = (): string => uuidv7();

/** Logs water now; returns the new log's id (made here, on the device, unless given). */
export async function logWater(amount: number, at = new Date(), db: NinetyDatabase = getDatabase(), id = newWaterLogId()): Promise<string> {
  await perform('water.log', { id, amount }, await actionNow(db, at), db);
  return id;
}

/** Undoes a mis-tapped log (allowed for 10 minutes after it was made). */
export async function undoWaterLog(id: string, at = new Date(), db: NinetyDatabase = getDatabase()): Promise<void> {
  await perform('water.delete', { id }, await actionNow(db, at), db);
}
