import * as z from 'zod/mini';
import {
  AGE_MAX,
  AGE_MIN,
  isValidTimeZone,
  REMINDER_INTERVAL_MAX,
  REMINDER_INTERVAL_MIN,
  REST_TIMER_MAX_S,
  REST_TIMER_MIN_S,
  STARTING_HP_MAX,
  STARTING_HP_MIN,
  WATER_TARGET_MAX_OZ,
  WATER_TARGET_MIN_OZ,
} from '@ninety/domain';
import { ClockTimeSchema, OccurredAtSchema, OnOffSchema, strictBody, wholeNumberIn } from '../fields';
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
  timeZone: z.string().check(z.refine(isValidTimeZone, MESSAGES.timeZoneUnknown)),
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
