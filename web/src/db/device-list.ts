/**
 * The server's list of paired devices as it last answered, and when (meta `deviceList`). The list
 * is the server's, so Settings asks for it each time it opens; kept here, the card draws it at
 * once instead of pushing the cards below it down when the answer comes, and still shows it
 * without a connection, saying how old it is.
 */
import * as z from 'zod/mini';
import { DeviceListSchema } from '@ninety/api';
import { getDatabase, type NinetyDatabase } from './database';

const KEY = 'deviceList';

/** The answer, and when this device had it (its own clock). */
const KeptDeviceListSchema = z.object({ list: DeviceListSchema, readAt: z.string() });
export type KeptDeviceList = z.infer<typeof KeptDeviceListSchema>;

export async function keepDeviceList(kept: KeptDeviceList, db: NinetyDatabase = getDatabase()): Promise<void> {
  await db.meta.put({ key: KEY, value: kept });
}

/** A device the server no longer knows must not go on listing the devices it was paired with. */
export async function forgetDeviceList(db: NinetyDatabase = getDatabase()): Promise<void> {
  await db.meta.delete(KEY);
}

/** The list last kept, or `null` when none is (or what is stored is not a list this code reads). */
export async function readKeptDeviceList(db: NinetyDatabase = getDatabase()): Promise<KeptDeviceList | null> {
  const kept = KeptDeviceListSchema.safeParse((await db.meta.get(KEY))?.value);
  return kept.success ? kept.data : null;
}
