import { SettingFieldSchemas, type Settings } from '@ninety/domain';
import { draftToInput } from '../../lib/form';
import { silenceReason } from './reminder-status';

/** The Reminder Schedule's times and interval as typed, before the save. */
export interface ScheduleDraft {
  reminderStart: string;
  reminderEnd: string;
  reminderIntervalMin: string;
}

/**
 * A warning under the times while the schedule typed could never remind: its end before its
 * start, or each of its times in quiet hours. The times have no message (spec §5), so such a
 * schedule is saved; this says so before the save rather than after it. Said whether or not
 * reminders are switched on, since the schedule is only theirs. Nothing while a time is half
 * typed, or while the draft is the saved schedule (the line above already says it); an interval
 * not yet valid counts as the saved one, since the save will refuse it with its own message.
 */
export function scheduleDraftWarning(settings: Settings, draft: ScheduleDraft): string | null {
  const input = draftToInput(draft, { reminderIntervalMin: 'number' });
  const start = SettingFieldSchemas.reminderStart.safeParse(input.reminderStart);
  const end = SettingFieldSchemas.reminderEnd.safeParse(input.reminderEnd);
  if (!start.success || !end.success) return null;
  const interval = SettingFieldSchemas.reminderIntervalMin.safeParse(input.reminderIntervalMin);
  const schedule = {
    ...settings,
    reminderStart: start.data,
    reminderEnd: end.data,
    reminderIntervalMin: interval.success ? interval.data : settings.reminderIntervalMin,
  };
  const unchanged =
    schedule.reminderStart === settings.reminderStart &&
    schedule.reminderEnd === settings.reminderEnd &&
    schedule.reminderIntervalMin === settings.reminderIntervalMin;
  if (unchanged) return null;
  const reason = silenceReason(schedule);
  return reason === null ? null : `This schedule would never remind: ${reason}.`;
}
