import type { SettingsPatch } from '@ninety/api';
import { resolveSettings, settingWins, type SettingKey, type Settings } from '@ninety/domain';
import { allSettings, findSetting, putSetting } from '../db/settings-repo';
import type { Db } from '../db/open';
import type { ActionTime } from './action-time';

/** The zone of this machine, for a user whose device has not told us theirs yet. */
export const serverTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function getSettings(db: Db): Settings {
  return resolveSettings(allSettings(db), serverTimeZone());
}

/** Each field is its own register: the later action wins field by field. */
export function updateSettings(db: Db, patch: SettingsPatch, at: ActionTime): Settings {
  for (const [key, value] of Object.entries(patch) as [SettingKey, Settings[SettingKey]][]) {
    if (value === undefined) continue;
    const incoming = { key, value, updatedAt: at.occurredAt };
    const held = findSetting(db, key);
    const current = held?.deleted ? { updatedAt: held.updatedAt, removed: true as const } : held;
    if (settingWins(incoming, current)) putSetting(db, incoming);
  }
  return getSettings(db);
}
