import {
  AGE_DEFAULT,
  HP_DEFAULT,
  INSTANT_MIN_MS,
  QUIET_HOURS_END_DEFAULT,
  QUIET_HOURS_START_DEFAULT,
  REMINDER_END_DEFAULT,
  REMINDER_INTERVAL_DEFAULT,
  REMINDER_START_DEFAULT,
  REST_TIMER_DEFAULT_S,
  WATER_TARGET_DEFAULT_OZ,
} from './constants';
import { laterActionWins } from './later-wins';
import type { SettingRecord, Settings } from './records/setting-record';

/** Defaults; timeZone is filled in from the device (browser or server) where it is unset. */
export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  notificationsEnabled: true,
  waterReminders: true,
  taskDeadlineAlerts: true,
  dailyTargetOz: WATER_TARGET_DEFAULT_OZ,
  quietHoursStart: QUIET_HOURS_START_DEFAULT,
  quietHoursEnd: QUIET_HOURS_END_DEFAULT,
  startingHp: HP_DEFAULT,
  goalResetPenalty: true,
  restTimerSeconds: REST_TIMER_DEFAULT_S,
  reminderStart: REMINDER_START_DEFAULT,
  reminderEnd: REMINDER_END_DEFAULT,
  reminderIntervalMin: REMINDER_INTERVAL_DEFAULT,
  age: AGE_DEFAULT,
  timeZone: 'UTC',
});

/**
 * The time a device's default setting (its browser's zone, settings.defaultZone) is stored with:
 * the earliest instant a record holds, so that any setting the user chose, whenever and on
 * whichever device, is later and wins over it in whatever order the two reach the server.
 */
export const DEFAULT_SETTING_AT = new Date(INSTANT_MIN_MS).toISOString();

/** A setting an import removed (back to its default), as of `updatedAt`. */
export interface SettingRemoval {
  updatedAt: string;
  removed: true;
}

/**
 * Per setting, the later action wins (see later-wins.ts), also against a removal: a change made
 * before an import that removed the setting loses to it. A removal compares as no value.
 */
export function settingWins(
  incoming: Omit<SettingRecord, 'key'>,
  current: Omit<SettingRecord, 'key'> | SettingRemoval | undefined,
): boolean {
  return laterActionWins(
    { at: incoming.updatedAt, value: incoming.value },
    current && { at: current.updatedAt, value: 'removed' in current ? null : current.value },
  );
}

/** Settings from the stored records, defaults for what was never set. */
export function resolveSettings(records: Iterable<SettingRecord>, fallbackTimeZone = 'UTC'): Settings {
  const settings: Settings = { ...DEFAULT_SETTINGS, timeZone: fallbackTimeZone };
  for (const record of records) {
    if (record.key in settings) (settings as unknown as Record<string, unknown>)[record.key] = record.value;
  }
  return settings;
}
