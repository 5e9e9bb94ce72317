import * as z from 'zod/mini';
import { SettingFieldSchemas, settingsPatchShape } from '@ninety/domain';
import {
  AGE_DEFAULT,
} from '@ninety/domain';
import {
  OccurredAtSchema,
  strictBody,
} from '../fields';
import { MESSAGES } from '../messages';

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
