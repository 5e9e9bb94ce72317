/**
 * The figures of the Analytics screen. Inputs are plain numbers and small records, so this does
 * not depend on how the stats are derived; the caller passes what deriveStats gives it.
 */
import { AGE_DEFAULT, WATER_LOG_HP } from './constants';
import { formatCount } from './counts';
import { completedOnTime, formatHpDelta } from './tasks';
import { waterPace, type WaterPace } from './water';

export type StatTrend = 'up' | 'down' | 'neutral';

/**
 * Percent of tasks completed, floored to a whole percent: it never shows 100% (or above 50%)
 * before that is true. 0 when there are no tasks.
 */
export function completionRate(completedTasks: number, totalTasks: number): number {
  if (!(totalTasks > 0) || !(completedTasks > 0)) return 0;
  return Math.floor((Math.min(completedTasks, totalTasks) / totalTasks) * 100);
}

/** Up above 50%, neutral at 0, otherwise down; judged on the whole percent the card shows. */
export function completionTrend(ratePercent: number): StatTrend {
  if (ratePercent > 50) return 'up';
  if (ratePercent === 0) return 'neutral';
  return 'down';
}

/** Up when Complete or On Track, otherwise neutral. */
export function waterPaceTrend(pace: WaterPace): StatTrend {
  return pace === 'Complete' || pace === 'On Track' ? 'up' : 'neutral';
}

/** XP Earned: the total XP over all traits. */
export function xpEarned(traits: Iterable<{ totalXP: number }>): number {
  let total = 0;
  for (const trait of traits) total += trait.totalXP;
  return total;
}

export interface StatCard {
  title: 'Completion Rate' | 'Water Pace' | 'XP Earned';
  /** "67%", "On Track", "1,250 XP". */
  value: string;
  trend: StatTrend;
}

export interface StatCardsInput {
  completedTasks: number;
  totalTasks: number;
  waterTotalOz: number;
  waterTargetOz: number;
  totalXp: number;
}

/** The three stat cards, in the screen's order. XP's trend is always neutral (spec §4). */
export function statCards(input: StatCardsInput): StatCard[] {
  const rate = completionRate(input.completedTasks, input.totalTasks);
  const pace = waterPace(input.waterTotalOz, input.waterTargetOz);
  return [
    { title: 'Completion Rate', value: `${rate}%`, trend: completionTrend(rate) },
    { title: 'Water Pace', value: pace, trend: waterPaceTrend(pace) },
    { title: 'XP Earned', value: `${formatCount(input.totalXp)} XP`, trend: 'neutral' },
  ];
}

export interface ScoreBreakdownInput {
  consecutiveDays: number;
  waterTotalOz: number;
  totalXp: number;
  dailyStreak: number;
}

export interface ScoreShare {
  label: 'Priority Tasks' | 'Water Intake' | 'Consistency' | 'Streaks';
  percent: number;
}

/**
 * Whole percents of `values` that add up to exactly 100 (largest remainder): rounding each on
 * its own could show bars summing to 99 or 101. All zero gives all 0.
 */
function wholeShares(values: readonly number[]): number[] {
  const clean = values.map((v) => (Number.isFinite(v) && v > 0 ? v : 0));
  const sum = clean.reduce((a, b) => a + b, 0);
  if (sum === 0) return clean.map(() => 0);
  const exact = clean.map((v) => (v / sum) * 100);
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((v, i) => ({ i, rest: v - Math.floor(v) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * The Score Breakdown bars: each figure's share of the sum of consecutive days, today's water,
 * total XP and the daily streak (spec §9). Which figure feeds which bar is not stated; by
 * meaning: Priority Tasks <- total XP (on-time tasks are the steady XP source), Water Intake <-
 * today's water, Consistency <- consecutive days (the "Consistent Days" counter), Streaks <-
 * daily streak. The figures have different units, so XP usually dominates; that is the spec.
 */
export function scoreBreakdown(input: ScoreBreakdownInput): ScoreShare[] {
  const [tasks, water, consistency, streaks] = wholeShares([
    input.totalXp,
    input.waterTotalOz,
    input.consecutiveDays,
    input.dailyStreak,
  ]);
  return [
    { label: 'Priority Tasks', percent: tasks ?? 0 },
    { label: 'Water Intake', percent: water ?? 0 },
    { label: 'Consistency', percent: consistency ?? 0 },
    { label: 'Streaks', percent: streaks ?? 0 },
  ];
}

/** The spec's averages for an adult male (they do not vary with age in the spec). */
export const AVERAGE_MALE = Object.freeze({
  weightLbs: 180,
  waterOz: 80,
  dailyStreak: 3,
  consecutiveDays: 15,
  activeGoals: 2,
});

export interface ComparisonInput {
  /** Latest logged weight, or null when none was logged. */
  weightLbs: number | null;
  waterTodayOz: number;
  dailyStreak: number;
  consecutiveDays: number;
  activeGoals: number;
}

export interface ComparisonRow {
  label: 'Weight' | 'Water Today' | 'Daily Streak' | 'Consecutive Days' | 'Active Goals';
  /** Null only for a weight never logged. */
  you: number | null;
  average: number;
  unit: string;
  /**
   * Above the average is better for water, streak, days and goals (equal is not better). Weight
   * gets null, no judgement: heavier or lighter than 180 lbs says nothing without height and
   * build, and the app should not shame either way.
   */
  better: boolean | null;
}

/** The "vs. Average Male" rows, in display order. */
export function comparisonRows(input: ComparisonInput): ComparisonRow[] {
  const higherIsBetter = (label: ComparisonRow['label'], you: number, average: number, unit: string): ComparisonRow => ({
    label,
    you,
    average,
    unit,
    better: you > average,
  });
  return [
    { label: 'Weight', you: input.weightLbs, average: AVERAGE_MALE.weightLbs, unit: 'lbs', better: null },
    higherIsBetter('Water Today', input.waterTodayOz, AVERAGE_MALE.waterOz, 'oz'),
    higherIsBetter('Daily Streak', input.dailyStreak, AVERAGE_MALE.dailyStreak, 'days'),
    higherIsBetter('Consecutive Days', input.consecutiveDays, AVERAGE_MALE.consecutiveDays, 'days'),
    higherIsBetter('Active Goals', input.activeGoals, AVERAGE_MALE.activeGoals, 'goals'),
  ];
}

/** "vs. Average Male (Age 28)"; an age that is not a number shows the default 28 (spec §5). */
export function comparisonTitle(age: number): string {
  const shown = Number.isFinite(age) ? Math.floor(age) : AGE_DEFAULT;
  return `vs. Average Male (Age ${shown})`;
}

export interface ActivityTask {
  id: string;
  title: string;
  hpImpact: number;
  dueDate: string;
  completedAt: string | null;
}

export interface ActivityWaterLog {
  id: string;
  amount: number;
  loggedAt: string;
}

export interface ActivityItem {
  id: string;
  kind: 'task' | 'water';
  /** The task title, or "{amount}oz". */
  title: string;
  /** "+{hpImpact} HP", or "+2 HP" for water; LATE_COMPLETION for a task completed late. */
  detail: string;
  /** Whether this brought HP: a task completed after its due instant brought none. */
  earnedHp: boolean;
  at: string;
}

/**
 * What Recent Activity says of a task completed after its due instant: it drained its HP when
 * found overdue and completing it changed none (rules.md, HP), so "+{hpImpact} HP" would be false.
 */
export const LATE_COMPLETION = 'Late: no HP';

export const RECENT_ACTIVITY_PER_KIND = 2;

function newestFirst(a: ActivityItem, b: ActivityItem): number {
  return Date.parse(b.at) - Date.parse(a.at) || (a.kind === b.kind ? (a.id < b.id ? -1 : 1) : a.kind === 'task' ? -1 : 1);
}

/**
 * Recent Activity: the 2 most recently completed tasks and the 2 most recent water logs (the
 * spec reads today's logs; pass whichever list the screen means), merged newest first. Equal
 * instants list the task first, then by id, so the order never flickers.
 */
export function recentActivity(tasks: Iterable<ActivityTask>, waterLogs: Iterable<ActivityWaterLog>): ActivityItem[] {
  const taskItems: ActivityItem[] = [];
  for (const task of tasks) {
    if (task.completedAt === null) continue;
    const onTime = completedOnTime(task);
    const detail = onTime ? formatHpDelta(task.hpImpact) : LATE_COMPLETION;
    taskItems.push({ id: task.id, kind: 'task', title: task.title, detail, earnedHp: onTime, at: task.completedAt });
  }
  const waterItems: ActivityItem[] = [];
  for (const log of waterLogs) {
    waterItems.push({ id: log.id, kind: 'water', title: `${log.amount}oz`, detail: formatHpDelta(WATER_LOG_HP), earnedHp: true, at: log.loggedAt });
  }
  return [
    ...taskItems.sort(newestFirst).slice(0, RECENT_ACTIVITY_PER_KIND),
    ...waterItems.sort(newestFirst).slice(0, RECENT_ACTIVITY_PER_KIND),
  ].sort(newestFirst);
}
