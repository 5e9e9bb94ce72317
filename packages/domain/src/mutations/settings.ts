import { settingWins } from '../settings';
import { type SettingKey, type Settings } from '../records';
import { defineMutation, done, type Change } from './decision';
import { registers } from './reads';

type SettingsPatch = { [Key in SettingKey]?: Settings[Key] };

const keysOf = (patch: SettingsPatch) =>
  (Object.keys(patch) as SettingKey[]).filter((key) => patch[key] !== undefined);

/** settings.update: each field is its own register, and the later action wins field by field. */
export const updateSettings = defineMutation({
  reads: (patch: SettingsPatch) => ({ held: registers(keysOf(patch)) }),
  decide: ({ held }, patch, at) => {
    const changes: Change[] = [];
    for (const key of keysOf(patch)) {
      const incoming = { key, value: patch[key] as Settings[SettingKey], updatedAt: at.occurredAt };
      if (settingWins(incoming, held.get(key))) changes.push({ kind: 'put-setting', setting: incoming });
    }
    return done(changes, undefined);
  },
});
