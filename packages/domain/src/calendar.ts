/**
 * The last 90 days as a calendar of consistency (Analytics), by the same rules as the gold
 * counter (streaks.ts): a missed day after a consistent one is forgiven unless the next day is
 * missed too, which resets the count; today is open until it is consistent.
 */
import { GOLD_TARGET_DAYS } from './constants';
import { dayNumberToIso } from './time';

export type CalendarDayState = 'consistent' | 'missed' | 'forgiven' | 'open' | 'before';

export interface CalendarDay {
  /** Local day number. */
  day: number;
  /** "2026-11-21". */
  date: string;
  /**
   * consistent; missed (it reset the count, or nothing came before it to keep); forgiven (a
   * single miss that kept the count); open (today, not consistent yet); before (earlier than
   * the first consistent day: no history to judge).
   */
  state: CalendarDayState;
}

/** `count` days ending today, oldest first, from the consistent day numbers of DerivedStats. */
export function consistencyCalendar(consistentDays: readonly number[], today: number, count = GOLD_TARGET_DAYS): CalendarDay[] {
  const consistent = new Set(consistentDays);
  const first = consistentDays.length > 0 ? Math.min(...consistentDays) : Infinity;
  const missed = (day: number) => day < today && !consistent.has(day);
  const state = (day: number): CalendarDayState => {
    if (consistent.has(day)) return 'consistent';
    if (day === today) return 'open';
    if (day < first) return 'before';
    return consistent.has(day - 1) && !missed(day + 1) ? 'forgiven' : 'missed';
  };
  return Array.from({ length: count }, (_, i) => {
    const day = today - count + 1 + i;
    return { day, date: dayNumberToIso(day), state: state(day) };
  });
}
