import * as z from 'zod/mini';
import { MESSAGES } from '../messages';
import { DEFAULT_SETTING_AT, settingWins } from '../settings';
import { SettingFieldSchemas, strictBody, type SettingKey, type Settings } from '../records';
import { defineMutation, done, type Change } from './decision';
import { registers } from './reads';

/** Any setting, each checked by its own rule; the Settings screen and PUT /api/settings build on it. */
export const settingsPatchShape = {
  notificationsEnabled: z.optional(SettingFieldSchemas.notificationsEnabled),
  waterReminders: z.optional(SettingFieldSchemas.waterReminders),
  taskDeadlineAlerts: z.optional(SettingFieldSchemas.taskDeadlineAlerts),
  dailyTargetOz: z.optional(SettingFieldSchemas.dailyTargetOz),
  quietHoursStart: z.optional(SettingFieldSchemas.quietHoursStart),
  quietHoursEnd: z.optional(SettingFieldSchemas.quietHoursEnd),
  startingHp: z.optional(SettingFieldSchemas.startingHp),
  goalResetPenalty: z.optional(SettingFieldSchemas.goalResetPenalty),
  restTimerSeconds: z.optional(SettingFieldSchemas.restTimerSeconds),
  reminderStart: z.optional(SettingFieldSchemas.reminderStart),
  reminderEnd: z.optional(SettingFieldSchemas.reminderEnd),
  reminderIntervalMin: z.optional(SettingFieldSchemas.reminderIntervalMin),
  age: z.optional(SettingFieldSchemas.age),
  timeZone: z.optional(SettingFieldSchemas.timeZone),
};

/** The args of settings.update: any subset of the settings, at least one. */
export const SettingsPatchSchema = strictBody(settingsPatchShape).check(
  z.refine((patch) => Object.keys(patch).length > 0, MESSAGES.settingsEmpty),
);
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;

const keysOf = (patch: SettingsPatch) =>
  (Object.keys(patch) as SettingKey[]).filter((key) => patch[key] !== undefined);

/** settings.update: each field is its own register, and the later action wins field by field. */
export const updateSettings = defineMutation({
  name: 'settings.update',
  args: SettingsPatchSchema,
  reads: (patch) => ({ held: registers(keysOf(patch)) }),
  decide: ({ held }, patch, at) => {
    const changes: Change[] = [];
    for (const key of keysOf(patch)) {
      const incoming = { key, value: patch[key] as Settings[SettingKey], updatedAt: at.occurredAt };
      if (settingWins(incoming, held.get(key))) changes.push({ kind: 'put-setting', setting: incoming });
    }
    return done(changes, undefined);
  },
});

/**
 * settings.defaultZone: the zone a device starts with (the browser's), kept only where no zone is
 * held. A zone the user chose, on this device or another, is never replaced by it: a new phone
 * whose first start comes before its first pull, or one paired after weeks on its own, would
 * otherwise win with a later time and move every day boundary of the user's history. Stored, it
 * is dated DEFAULT_SETTING_AT, before any choice: a zone chosen earlier on a phone that syncs
 * later still wins over it when it arrives.
 */
export const defaultTimeZone = defineMutation({
  name: 'settings.defaultZone',
  args: strictBody({ timeZone: SettingFieldSchemas.timeZone }),
  reads: () => ({ held: registers(['timeZone']) }),
  decide: ({ held }, args, at) => {
    const current = held.get('timeZone');
    const incoming = { key: 'timeZone' as const, value: args.timeZone, updatedAt: at.occurredAt };
    const none = current === undefined || 'removed' in current;
    if (!none || !settingWins(incoming, current)) return done([], undefined);
    return done([{ kind: 'put-setting', setting: { ...incoming, updatedAt: DEFAULT_SETTING_AT } }], undefined);
  },
});
