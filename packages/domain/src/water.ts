import {
  WATER_LOG_HP,
  WATER_ON_TRACK_FRACTION,
  WATER_UNDO_WINDOW_MS,
} from './constants';
import type { WaterLog } from './records';
import { clockToMinutes, localDaySpan, localDayNumber, localTimeOfDay, toEpochMs, wallTimeToInstant, type Instant } from './time';


export type WaterPace = 'No data' | 'Complete' | 'On Track' | 'Behind';

/** Pace label of today's total against the user's daily target (docs/product.md, Water). */
export function waterPace(totalOz: number, targetOz: number): WaterPace {
  if (totalOz <= 0) return 'No data';
  if (totalOz >= targetOz) return 'Complete';
  if (totalOz >= targetOz * WATER_ON_TRACK_FRACTION) return 'On Track';
  return 'Behind';
}

/** HP a water log is worth (before clamping to the maximum). */
export function waterLogHp(): number {
  return WATER_LOG_HP;
}

export interface WaterDay {
  /** Local day number in the user's zone. */
  day: number;
  total: number;
  /** That day's logs, oldest first. */
  logs: WaterLog[];
}

/**
 * The logs of the local day that holds `now`, in the user's zone. A log at 23:59 belongs to the
 * day it was drunk on even when it reaches the server after midnight.
 */
export function waterForDay(logs: Iterable<WaterLog>, now: Instant, timeZone: string): WaterDay {
  const day = localDayNumber(now, timeZone);
  const { start, end } = localDaySpan(day, timeZone);
  const todays: WaterLog[] = [];
  let total = 0;
  for (const log of logs) {
    const at = Date.parse(log.loggedAt);
    if (at >= start && at < end) {
      todays.push(log);
      total += log.amount;
    }
  }
  todays.sort((a, b) => Date.parse(a.loggedAt) - Date.parse(b.loggedAt) || (a.id < b.id ? -1 : 1));
  return { day, total, logs: todays };
}

/** Whether a log may still be undone at `at` (the time of the undo action, not of its sync). */
export function canUndoWaterLog(log: Pick<WaterLog, 'loggedAt'>, at: Instant): boolean {
  const age = toEpochMs(at) - Date.parse(log.loggedAt);
  return age <= WATER_UNDO_WINDOW_MS;
}

export interface ReminderSchedule {
  reminderStart: string;
  reminderEnd: string;
  reminderIntervalMin: number;
  quietHoursStart: string;
  quietHoursEnd: string;
}

function inQuietHours(minuteOfDay: number, quietStart: number, quietEnd: number): boolean {
  if (quietStart === quietEnd) return false;
  // Quiet hours usually wrap midnight (22:00 to 07:00).
  return quietStart < quietEnd
    ? minuteOfDay >= quietStart && minuteOfDay < quietEnd
    : minuteOfDay >= quietStart || minuteOfDay < quietEnd;
}

/** The minutes of a day at which the schedule reminds: every interval from start to end, none in quiet hours. */
function reminderMinutes(schedule: ReminderSchedule): number[] {
  const start = clockToMinutes(schedule.reminderStart);
  const end = clockToMinutes(schedule.reminderEnd);
  const quietStart = clockToMinutes(schedule.quietHoursStart);
  const quietEnd = clockToMinutes(schedule.quietHoursEnd);
  const minutes: number[] = [];
  if (schedule.reminderIntervalMin <= 0 || end < start) return minutes;
  for (let minute = start; minute <= end; minute += schedule.reminderIntervalMin) {
    if (!inQuietHours(minute, quietStart, quietEnd)) minutes.push(minute);
  }
  return minutes;
}

/**
 * The instants of a local day at which a water reminder is due: every interval from the start
 * time up to and including the end time, skipping any that fall in quiet hours. Wall times that
 * a daylight-saving change skips or repeats are placed by minutes elapsed since the day began.
 */
export function waterReminderTimes(schedule: ReminderSchedule, day: number, timeZone: string): number[] {
  return reminderMinutes(schedule).map((minute) => wallTimeToInstant(day, minute, timeZone));
}

/**
 * Why a schedule can never remind, on any day: its end comes before its start (the Reminder
 * Schedule on Water), or each of its times falls in quiet hours (set in Settings). Null when it
 * reminds. The spec gives these times no message, so such a schedule is saved and said instead.
 */
export type ScheduleSilence = 'end-before-start' | 'quiet-hours';

export function scheduleSilence(schedule: ReminderSchedule): ScheduleSilence | null {
  if (clockToMinutes(schedule.reminderEnd) < clockToMinutes(schedule.reminderStart)) return 'end-before-start';
  return reminderMinutes(schedule).length === 0 ? 'quiet-hours' : null;
}

/**
 * Whether an instant falls where the schedule allows reminders: between the start and end
 * times and outside quiet hours, in the user's zone (a snoozed reminder must too).
 */
export function inReminderWindow(schedule: ReminderSchedule, at: Instant, timeZone: string): boolean {
  const { hour, minute } = localTimeOfDay(at, timeZone);
  const minuteOfDay = hour * 60 + minute;
  const start = clockToMinutes(schedule.reminderStart);
  const end = clockToMinutes(schedule.reminderEnd);
  return minuteOfDay >= start && minuteOfDay <= end && !inQuietHours(minuteOfDay, clockToMinutes(schedule.quietHoursStart), clockToMinutes(schedule.quietHoursEnd));
}
