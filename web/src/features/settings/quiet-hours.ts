import { SettingFieldSchemas, scheduleSilence, type Settings } from '@ninety/domain';
import { formatClock12h } from '../../lib/format';

/** What the Settings form holds for the quiet hours and the switches they matter to, as typed. */
export interface QuietHoursDraft {
  notificationsEnabled: boolean;
  waterReminders: boolean;
  quietHoursStart: string;
  quietHoursEnd: string;
}

/**
 * A warning when the quiet hours being typed would silence every water reminder: each time of
 * the Reminder Schedule (set on Water) falls in them. Said while typing, before the save, since
 * the schedule lives on another screen and no reminder would ever say it. Nothing while water
 * reminders are off or a time is not yet a whole "HH:MM" (its own message says so on save).
 */
export function quietHoursWarning(settings: Settings, draft: QuietHoursDraft): string | null {
  if (!draft.notificationsEnabled || !draft.waterReminders) return null;
  const typed =
    SettingFieldSchemas.quietHoursStart.safeParse(draft.quietHoursStart).success &&
    SettingFieldSchemas.quietHoursEnd.safeParse(draft.quietHoursEnd).success;
  if (!typed) return null;
  const schedule = { ...settings, quietHoursStart: draft.quietHoursStart, quietHoursEnd: draft.quietHoursEnd };
  if (scheduleSilence(schedule) !== 'quiet-hours') return null;
  const from = formatClock12h(settings.reminderStart);
  const to = formatClock12h(settings.reminderEnd);
  return `These quiet hours cover every water reminder from ${from} to ${to} (the Reminder Schedule on Water), so none will come.`;
}
