/**
 * The user's settings, one stored record per setting: each setting's schema (bounds and message,
 * shared by the Settings screen, the water screen's Reminder Schedule form and the server), the
 * settings type inferred from them, and the stored row.
 */
import * as z from 'zod/mini';
import {
  AGE_MAX,
  AGE_MIN,
  REMINDER_INTERVAL_MAX,
  REMINDER_INTERVAL_MIN,
  REST_TIMER_MAX_S,
  REST_TIMER_MIN_S,
  STARTING_HP_MAX,
  STARTING_HP_MIN,
  WATER_TARGET_MAX_OZ,
  WATER_TARGET_MIN_OZ,
} from '../constants';
import { MESSAGES } from '../messages';
import { isValidTimeZone } from '../time';
import { ClockTimeSchema, instantField, OnOffSchema, strictRow, wholeNumberIn } from './fields';
import type { ShapeStep } from './shape-steps';

export const SettingFieldSchemas = {
  notificationsEnabled: OnOffSchema('Enable Notifications'),
  waterReminders: OnOffSchema('Water Reminders'),
  taskDeadlineAlerts: OnOffSchema('Task Deadline Alerts'),
  dailyTargetOz: wholeNumberIn(WATER_TARGET_MIN_OZ, WATER_TARGET_MAX_OZ, MESSAGES.dailyTargetRange),
  quietHoursStart: ClockTimeSchema('Quiet hours start'),
  quietHoursEnd: ClockTimeSchema('Quiet hours end'),
  startingHp: wholeNumberIn(STARTING_HP_MIN, STARTING_HP_MAX, MESSAGES.startingHpRange),
  goalResetPenalty: OnOffSchema('Goal Reset Penalty'),
  restTimerSeconds: wholeNumberIn(REST_TIMER_MIN_S, REST_TIMER_MAX_S, MESSAGES.restTimerRange),
  reminderStart: ClockTimeSchema('Start time'),
  reminderEnd: ClockTimeSchema('End time'),
  reminderIntervalMin: wholeNumberIn(REMINDER_INTERVAL_MIN, REMINDER_INTERVAL_MAX, MESSAGES.reminderIntervalRange),
  age: wholeNumberIn(AGE_MIN, AGE_MAX, MESSAGES.ageRange),
  /** IANA zone for every day-based rule; set from the browser at first start. */
  timeZone: z.string({ error: MESSAGES.timeZoneType }).check(z.refine(isValidTimeZone, MESSAGES.timeZoneUnknown)),
};

/**
 * The user's settings. Each field is stored and synced on its own with the time of the action
 * that set it, and the later action wins per field, so two devices that change different
 * settings offline both keep their change.
 */
export type Settings = { [Key in keyof typeof SettingFieldSchemas]: z.infer<(typeof SettingFieldSchemas)[Key]> };
export type SettingKey = keyof Settings;
export const SETTING_KEYS = Object.keys(SettingFieldSchemas) as SettingKey[];

const SettingKeySchema = z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]], { error: MESSAGES.settingKeyUnknown });

/**
 * One stored setting: its value and the instant of the action that set it. The value is checked
 * by the same rule as the setting's field, so a bad value cannot slip in by a row.
 */
export const SettingRecordRowSchema = strictRow({
  key: SettingKeySchema,
  value: z.union([z.boolean(), z.number(), z.string()], { error: MESSAGES.settingValueType }),
  updatedAt: instantField('updatedAt'),
}).check(
  z.superRefine((row, ctx) => {
    const result = SettingFieldSchemas[row.key].safeParse(row.value);
    if (!result.success) {
      ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? MESSAGES.settingValueType, path: ['value'], input: row.value });
    }
  }),
);
export type SettingRecord = z.infer<typeof SettingRecordRowSchema>;

/** How stored settings and their changes' args changed shape (shape-steps.ts); none yet. */
export const SETTING_RECORD_STEPS: readonly ShapeStep[] = [];
