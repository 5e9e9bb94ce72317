/**
 * Whether this device was ever paired with the server (meta `pairedDeviceId`). A 401 then means
 * it was removed, which the sync indicator says apart from "not paired yet".
 */
import type { NinetyDatabase } from './database';
import { getDatabase } from './database';

const KEY = 'pairedDeviceId';

export async function markPaired(deviceId: string, db: NinetyDatabase = getDatabase()): Promise<void> {
  await db.meta.put({ key: KEY, value: deviceId });
}

export async function wasPaired(db: NinetyDatabase = getDatabase()): Promise<boolean> {
  return typeof (await db.meta.get(KEY))?.value === 'string';
}
