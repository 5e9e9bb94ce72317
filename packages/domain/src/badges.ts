/**
 * The dashboard's three streak badges and the Streak History rows (spec §4: a badge is active
 * when its count is above 0; its label is plural unless the count is 1).
 */
import { formatCount } from './counts';

export type StreakBadgeKind = 'daily' | 'weekly' | 'monthly';

export const STREAK_BADGE_KINDS: readonly StreakBadgeKind[] = ['daily', 'weekly', 'monthly'];

const UNITS: Readonly<Record<StreakBadgeKind, string>> = { daily: 'day', weekly: 'week', monthly: 'month' };
const TITLES: Readonly<Record<StreakBadgeKind, string>> = {
  daily: 'Daily Streak',
  weekly: 'Weekly Streak',
  monthly: 'Monthly Streak',
};

export interface StreakBadge {
  kind: StreakBadgeKind;
  title: string;
  count: number;
  /** "1 day", "0 days", "3 weeks", "1 month". */
  label: string;
  active: boolean;
}

/** Counts are whole and never negative; anything else (a bad sum, NaN) reads as 0. */
function wholeCount(count: number): number {
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/** "1 day" / "2 days" / "0 days" / "1,819 days", "1 week" / "0 weeks", "1 month" / "3 months". */
export function streakLabel(kind: StreakBadgeKind, count: number): string {
  const n = wholeCount(count);
  return `${formatCount(n)} ${UNITS[kind]}${n === 1 ? '' : 's'}`;
}

export function streakBadge(kind: StreakBadgeKind, count: number): StreakBadge {
  const n = wholeCount(count);
  return { kind, title: TITLES[kind], count: n, label: streakLabel(kind, n), active: n > 0 };
}

/** The three badges in the dashboard's order: daily, weekly, monthly. */
export function streakBadges(streaks: { dailyStreak: number; weeklyStreak: number; monthlyStreak: number }): StreakBadge[] {
  return [
    streakBadge('daily', streaks.dailyStreak),
    streakBadge('weekly', streaks.weeklyStreak),
    streakBadge('monthly', streaks.monthlyStreak),
  ];
}
