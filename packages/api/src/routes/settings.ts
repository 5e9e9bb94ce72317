import * as z from 'zod/mini';
import {
  AGE_DEFAULT,
  AGE_MAX,
  AGE_MIN,
  isValidTimeZone,
  SETTING_KEYS,
  REMINDER_INTERVAL_MAX,
  REMINDER_INTERVAL_MIN,
  REST_TIMER_MAX_S,
  REST_TIMER_MIN_S,
  STARTING_HP_MAX,
  STARTING_HP_MIN,
  WATER_TARGET_MAX_OZ,
  WATER_TARGET_MIN_OZ,
  type SettingKey,
} from '@ninety/domain';
import { firstIssueMessage } from '../errors';
import {
  ClockTimeSchema,
  instantField,
  OccurredAtSchema,
  OnOffSchema,
  strictBody,
  strictRow,
  wholeNumberIn,
} from '../fields';
import { MESSAGES } from '../messages';

/** Each setting with its bounds and message; shared by the Settings screen, the water
 * screen's Reminder Schedule form and the server. */
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
  timeZone: z.string({ error: MESSAGES.timeZoneType }).check(z.refine(isValidTimeZone, MESSAGES.timeZoneUnknown)),
};

const settingsPatchShape = {
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

/** Sync mutation settings.update: any subset of the settings, at least one. */
export const SettingsPatchSchema = strictBody(settingsPatchShape).check(
  z.refine((patch) => Object.keys(patch).length > 0, MESSAGES.settingsEmpty),
);
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;

/** PUT /api/settings: the same subset, optionally with when the user saved. */
export const SettingsPutBodySchema = strictBody({
  ...settingsPatchShape,
  occurredAt: z.optional(OccurredAtSchema),
}).check(
  z.refine((body) => Object.keys(body).some((key) => key !== 'occurredAt'), MESSAGES.settingsEmpty),
);

/** The Reminder Schedule form on the water screen. */
export const ReminderScheduleSchema = strictBody({
  reminderStart: SettingFieldSchemas.reminderStart,
  reminderEnd: SettingFieldSchemas.reminderEnd,
  reminderIntervalMin: SettingFieldSchemas.reminderIntervalMin,
  dailyTargetOz: SettingFieldSchemas.dailyTargetOz,
});
export type ReminderSchedule = z.infer<typeof ReminderScheduleSchema>;

/** The Settings screen's form: every setting it shows, each checked by its own rule. */
export const SettingsFormSchema = strictBody({
  notificationsEnabled: SettingFieldSchemas.notificationsEnabled,
  waterReminders: SettingFieldSchemas.waterReminders,
  taskDeadlineAlerts: SettingFieldSchemas.taskDeadlineAlerts,
  dailyTargetOz: SettingFieldSchemas.dailyTargetOz,
  quietHoursStart: SettingFieldSchemas.quietHoursStart,
  quietHoursEnd: SettingFieldSchemas.quietHoursEnd,
  startingHp: SettingFieldSchemas.startingHp,
  goalResetPenalty: SettingFieldSchemas.goalResetPenalty,
  restTimerSeconds: SettingFieldSchemas.restTimerSeconds,
  timeZone: SettingFieldSchemas.timeZone,
});
export type SettingsForm = z.infer<typeof SettingsFormSchema>;

/**
 * Analytics' "Your Age": anything that is not a number falls back to 28 (spec §5); a number
 * must be a whole age from 18 to 100 to be kept in settings.
 */
export const ComparisonAgeFormSchema = strictBody({
  age: z.pipe(
    z.pipe(
      z.unknown(),
      z.transform((value) => (typeof value === 'number' && Number.isFinite(value) ? value : AGE_DEFAULT)),
    ),
    SettingFieldSchemas.age,
  ),
});

/** GET /api/settings, and the answer of PUT: every setting, defaults filled in. */
export const SettingsSchema = z.object(SettingFieldSchemas);
export type SettingsResponse = z.infer<typeof SettingsSchema>;

const SettingKeySchema = z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]], { error: MESSAGES.settingKeyUnknown });

/**
 * A stored setting (domain SettingRecord) as a pull or an import carries it: its value is
 * checked by the same rule as the setting's field, so a bad value cannot slip in by a row.
 */
export const SettingRecordRowSchema = strictRow({
  key: SettingKeySchema,
  value: z.union([z.boolean(), z.number(), z.string()], { error: MESSAGES.settingValueType }),
  updatedAt: instantField('updatedAt'),
}).check(
  z.superRefine((row, ctx) => {
    const result = SettingFieldSchemas[row.key].safeParse(row.value);
    if (!result.success) {
      ctx.addIssue({ code: 'custom', message: firstIssueMessage(result.error), path: ['value'], input: row.value });
    }
  }),
);
