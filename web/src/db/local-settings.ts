import { resolveSettings, type Settings } from '@ninety/domain';
import type { NinetyDatabase } from './database';

/** The zone the browser is in now. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The settings stored here, defaults for what was never set. Kept apart from settings-repo so
 * the mutators can read settings without importing the outbox that imports them.
 */
export async function readSettings(db: NinetyDatabase): Promise<Settings> {
  return resolveSettings(await db.settings.toArray(), browserTimeZone());
}
