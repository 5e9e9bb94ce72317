import {
  nextWaterReminder,
  scheduleSilence,
  waterForDay,
  waterReminderTimes,
  type Instant,
  type ReminderSchedule,
  type Settings,
  type WaterLog,
} from '@ninety/domain';
import { formatClock12h, formatTime12h } from '../../lib/format';

/**
 * Whether reminders will come: on; off by a switch in Settings; or never, by a schedule that
 * cannot remind. The line's icon and colour follow it, beside its words.
 */
export type ReminderState = 'on' | 'off' | 'never';

export interface ReminderStatus {
  state: ReminderState;
  text: string;
}

/**
 * Why a schedule can never remind, as a clause ("the end time, 1:00 AM, is before the start
 * time, 9:00 PM"), or null when it can. The saved schedule's line and the warning under the
 * times being typed say the same reason.
 */
export function silenceReason(schedule: ReminderSchedule): string | null {
  const start = formatClock12h(schedule.reminderStart);
  const end = formatClock12h(schedule.reminderEnd);
  switch (scheduleSilence(schedule)) {
    case 'end-before-start':
      return `the end time, ${end}, is before the start time, ${start}`;
    case 'quiet-hours': {
      const quiet = `${formatClock12h(schedule.quietHoursStart)} to ${formatClock12h(schedule.quietHoursEnd)}`;
      return `every time from ${start} to ${end} falls in quiet hours (${quiet}, set in Settings)`;
    }
    case null:
      return null;
  }
}

/**
 * What the saved schedule does from now on, in one sentence: shown under the Reminder
 * Schedule's title and as the description of its save's toast. The next reminder is the one
 * the bell will list then, so a drink that answers one already moves it on. The spec gives the
 * times no message, so a schedule that can never remind (its end before its start, or each of
 * its times in quiet hours) is saved, and this says so instead of a silence the user would take
 * for a reminder that did not work.
 */
export function reminderStatus(settings: Settings, waterLogs: readonly WaterLog[], now: Instant): ReminderStatus {
  if (!settings.notificationsEnabled) return { state: 'off', text: 'Reminders are off: turn on Enable Notifications in Settings.' };
  if (!settings.waterReminders) return { state: 'off', text: 'Reminders are off: turn on Water Reminders in Settings.' };

  const silence = silenceReason(settings);
  if (silence !== null) return { state: 'never', text: `No reminders: ${silence}.` };
  const zone = settings.timeZone;
  const today = waterForDay(waterLogs, now, zone);
  if (today.total >= settings.dailyTargetOz) return { state: 'on', text: 'Target reached: no more reminders today.' };

  const next = nextWaterReminder(waterLogs, settings, now);
  if (next === null) {
    const [firstTomorrow] = waterReminderTimes(settings, today.day + 1, zone);
    const tomorrow = firstTomorrow === undefined ? '' : ` Tomorrow's first is at ${formatTime12h(firstTomorrow, zone)}.`;
    return { state: 'on', text: `No more reminders today.${tomorrow}` };
  }
  const last = waterReminderTimes(settings, today.day, zone).at(-1);
  const rest = last === undefined || next === last ? 'the last today' : `then every ${settings.reminderIntervalMin} min to ${formatTime12h(last, zone)}`;
  return { state: 'on', text: `Next reminder at ${formatTime12h(next, zone)}, ${rest}, while under ${settings.dailyTargetOz} oz.` };
}

