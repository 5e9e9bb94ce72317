import { resolveSettings, type Settings } from '@ninety/domain';
import type { NinetyDatabase } from './database';

type TemporalNow = { Now?: { timeZoneId?: () => string } };

/**
 * The zone the browser is in now. Temporal names it without building an ICU formatter, which
 * costs a phone 150 ms or more on the first call of each start (see domain zone-rules.ts); the
 * two give the same name, legacy spellings included ("Asia/Calcutta").
 */
export function browserTimeZone(): string {
  const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
  const zone = temporal?.Now?.timeZoneId ? temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone || 'UTC';
}

/**
 * The settings stored here, defaults for what was never set. Kept apart from settings-repo so
 * the mutators can read settings without importing the outbox that imports them.
 */
export async function readSettings(db: NinetyDatabase): Promise<Settings> {
  return resolveSettings(await db.settings.toArray(), browserTimeZone());
}
