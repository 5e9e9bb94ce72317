import {
  AGE_DEFAULT,
  HP_DEFAULT,
  QUIET_HOURS_END_DEFAULT,
  QUIET_HOURS_START_DEFAULT,
  REMINDER_END_DEFAULT,
  REMINDER_INTERVAL_DEFAULT,
  REMINDER_START_DEFAULT,
  REST_TIMER_DEFAULT_S,
  WATER_TARGET_DEFAULT_OZ,
} from './constants';
import { laterActionWins } from './later-wins';

/**
 * The user's settings. Each field is stored and synced on its own with the time of the action
 * that set it, and the later action wins per field, so two devices that change different
 * settings offline both keep their change.
 */
export interface Settings {
  notificationsEnabled: boolean;
  waterReminders: boolean;
  taskDeadlineAlerts: boolean;
  dailyTargetOz: number;
  quietHoursStart: string;
  quietHoursEnd: string;
  startingHp: number;
  goalResetPenalty: boolean;
  restTimerSeconds: number;
  reminderStart: string;
  reminderEnd: string;
  reminderIntervalMin: number;
  age: number;
  /** IANA zone for every day-based rule; set from the browser at first start. */
  timeZone: string;
}

export type SettingKey = keyof Settings;

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

export const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];

/** One stored setting: its value and the instant of the action that set it. */
export interface SettingRecord {
  key: SettingKey;
  value: Settings[SettingKey];
  updatedAt: string;
}

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
