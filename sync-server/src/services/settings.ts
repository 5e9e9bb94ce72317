import { resolveSettings, type Settings } from '@ninety/domain';
import type { Db } from '../db/open';
import { allSettings } from '../db/settings-repo';

/** The zone of this machine, for a user whose device has not told us theirs yet. */
export const serverTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function getSettings(db: Db): Settings {
  return resolveSettings(allSettings(db), serverTimeZone());
}
