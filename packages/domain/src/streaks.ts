/**
 * Streaks over the consistent local days (docs/product.md, Days, streaks and gold). Each count ends
 * with the current day, week or month when it already qualifies, else with the one before: the
 * current one is still open, so not having made it yet breaks nothing.
 */
import { isConsistentDay, type ConsistentDays } from './consistency';
import { isoWeekStart, MS_PER_DAY } from './time';

export const WEEKLY_STREAK_MIN_DAYS = 5;
export const MONTHLY_STREAK_MIN_DAYS = 20;

export interface Streaks {
  dailyStreak: number;
  /** The gold counter (n/90): one missed day is forgiven, two in a row reset it. */
  consecutiveDays: number;
  /** Yesterday was missed and forgiven: one more missed day resets consecutiveDays. */
  forgivenMissInUse: boolean;
  weeklyStreak: number;
  monthlyStreak: number;
}

/** The day the daily counts end on: today once it is consistent, else yesterday. */
function lastCountedDay(days: ConsistentDays): number {
  return isConsistentDay(days, days.today) ? days.today : days.today - 1;
}

/** Consecutive consistent days; any missed day ends it. */
export function dailyStreak(days: ConsistentDays): number {
  let count = 0;
  for (let day = lastCountedDay(days); isConsistentDay(days, day); day -= 1) count += 1;
  return count;
}

/**
 * The gold counter, replayed day by day from the first: a consistent day adds one, a missed
 * day after a consistent one is forgiven (adds nothing, resets nothing), a second missed day in
 * a row resets to 0. Any number of single misses is forgiven, each on its own.
 */
export function consecutiveDays(days: ConsistentDays): number {
  const end = lastCountedDay(days);
  let count = 0;
  let missedDayBefore = false;
  for (let day = days.first; day <= end; day += 1) {
    if (days.flags[day - days.first] === 1) {
      count += 1;
      missedDayBefore = false;
    } else {
      if (missedDayBefore) count = 0;
      missedDayBefore = true;
    }
  }
  return count;
}

/**
 * Yesterday was missed and the day before was consistent, so yesterday's miss was forgiven and
 * the counter is alive. It stays in use all of today, even once today is consistent: docs/product.md
 * ties the warning to yesterday being missed, not to today's progress.
 */
export function forgivenMissInUse(days: ConsistentDays): boolean {
  return !isConsistentDay(days, days.today - 1) && isConsistentDay(days, days.today - 2);
}

function consistentBetween(days: ConsistentDays, start: number, end: number): number {
  let count = 0;
  const from = Math.max(start, days.first);
  const to = Math.min(end, days.today + 1);
  for (let day = from; day < to; day += 1) count += days.flags[day - days.first] as number;
  return count;
}

/**
 * Consecutive periods (weeks, months) with at least `minimum` consistent days, ending with the
 * current period if it already qualifies, else with the one before.
 */
function periodStreak(days: ConsistentDays, startOf: (day: number) => number, minimum: number): number {
  let count = 0;
  let start = startOf(days.today);
  let end = days.today + 1;
  let isCurrent = true;
  while (end > days.first) {
    if (consistentBetween(days, start, end) >= minimum) count += 1;
    else if (!isCurrent) break;
    isCurrent = false;
    end = start;
    start = startOf(start - 1);
  }
  return count;
}

/** First day of the calendar month holding a day (a local day number is a UTC date). */
export function monthStart(day: number): number {
  const date = new Date(day * MS_PER_DAY);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / MS_PER_DAY;
}

/** Consecutive ISO weeks (Monday to Sunday) with at least 5 consistent days. */
export function weeklyStreak(days: ConsistentDays): number {
  return periodStreak(days, isoWeekStart, WEEKLY_STREAK_MIN_DAYS);
}

/** Consecutive calendar months with at least 20 consistent days. */
export function monthlyStreak(days: ConsistentDays): number {
  return periodStreak(days, monthStart, MONTHLY_STREAK_MIN_DAYS);
}

export function streaks(days: ConsistentDays): Streaks {
  return {
    dailyStreak: dailyStreak(days),
    consecutiveDays: consecutiveDays(days),
    forgivenMissInUse: forgivenMissInUse(days),
    weeklyStreak: weeklyStreak(days),
    monthlyStreak: monthlyStreak(days),
  };
}
