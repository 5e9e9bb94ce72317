/**
 * Whether this device was ever paired with the server (meta `pairedDeviceId`). A 401 then means
 * it was removed, which the sync indicator says apart from "not paired yet".
 */
import type { NinetyDatabase } from './database';
import { getDatabase } from './database';
import { askForHistory } from './restore-progress';

const KEY = 'pairedDeviceId';

/** Paired now: a device that never pulled asks for the user's history with it (restore-progress.ts). */
export async function markPaired(deviceId: string, db: NinetyDatabase = getDatabase()): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    await db.meta.put({ key: KEY, value: deviceId });
    await askForHistory(db);
  });
}

export async function wasPaired(db: NinetyDatabase = getDatabase()): Promise<boolean> {
  return typeof (await db.meta.get(KEY))?.value === 'string';
}
