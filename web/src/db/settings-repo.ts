import type { Settings, SettingsPatch } from '@ninety/domain';
import { actionNow } from './device-clock';
import { getDatabase, type NinetyDatabase } from './database';
import { browserTimeZone, readSettings as readLocalSettings } from './local-settings';
import { perform } from './outbox';

export { browserTimeZone } from './local-settings';

export async function readSettings(db: NinetyDatabase = getDatabase()): Promise<Settings> {
  return readLocalSettings(db);
}

/** Saves settings locally and queues them for the server; invalid values throw with a message. */
export async function saveSettings(patch: SettingsPatch, at = new Date(), db: NinetyDatabase = getDatabase()): Promise<void> {
  await perform('settings.update', patch, await actionNow(db, at), db);
}

/**
 * Day-based rules use the zone stored in settings. At first start it is the browser's zone;
 * it is stored (and synced) so the server counts days the same way. It is only a default: where
 * the user's history already holds a zone (the server, for a new phone whose first start comes
 * before its first pull), that zone stays and the pull brings it here.
 */
export async function ensureTimeZone(at = new Date(), db: NinetyDatabase = getDatabase(), zone = browserTimeZone()): Promise<void> {
  if (await db.settings.get('timeZone')) return;
  await perform('settings.defaultZone', { timeZone: zone }, await actionNow(db, at), db);
}
