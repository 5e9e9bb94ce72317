import { settingWins, type SettingKey, type Settings } from '@ninety/domain';
import type { LocalMutators } from './mutator';

/** Settings: as the server's services/settings.ts. */
export const SETTINGS_MUTATORS: LocalMutators<'settings.update'> = {
  'settings.update': async (db, args, occurredAt) => {
    for (const [key, value] of Object.entries(args) as [SettingKey, Settings[SettingKey]][]) {
      if (value === undefined) continue;
      const incoming = { key, value, updatedAt: occurredAt };
      // Per field, the later action wins, exactly as on the server, also against a removal.
      const removed = await db.tombstones.get(['settings', key]);
      const current = (await db.settings.get(key)) ?? (removed?.at ? { updatedAt: removed.at, removed: true as const } : undefined);
      if (settingWins(incoming, current)) {
        await db.settings.put(incoming);
        await db.tombstones.delete(['settings', key]);
      }
    }
  },
};
