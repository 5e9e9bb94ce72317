/**
 * Analytics' Weight Trend (rules.md, "Lists that grow with history"): a range to look at, and
 * at most about 120 points for it, however long the log. 90 days draws each entry; a year draws
 * weekly means (ISO weeks in the user's zone); All draws monthly means, months merged further
 * once there are more than 120 of them.
 */
import type { WeightEntry } from './records';
import { isoWeekStart, localDate, localDayNumber, MS_PER_DAY, toEpochMs, type Instant } from './time';

export type WeightRange = '90d' | '1y' | 'all';

export const WEIGHT_RANGES: readonly { id: WeightRange; label: string; days: number | null }[] = [
  { id: '90d', label: '90 days', days: 90 },
  { id: '1y', label: '1 year', days: 365 },
  { id: 'all', label: 'All', days: null },
];

export const DEFAULT_WEIGHT_RANGE: WeightRange = '90d';
export const WEIGHT_TREND_MAX_POINTS = 120;

/** The first instant a range takes in, or null for All. */
export function weightRangeStart(range: WeightRange, now: Instant): string | null {
  const days = WEIGHT_RANGES.find((r) => r.id === range)!.days;
  return days === null ? null : new Date(toEpochMs(now) - days * MS_PER_DAY).toISOString();
}

export interface WeightPoint {
  /** The mean instant of the entries it stands for. */
  at: string;
  /** Their mean weight, to a tenth of a pound. */
  weight: number;
  /** How many entries it stands for. */
  entries: number;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function pointOf(entries: readonly WeightEntry[]): WeightPoint {
  return {
    at: new Date(Math.round(mean(entries.map((e) => Date.parse(e.loggedAt))))).toISOString(),
    weight: Math.round(mean(entries.map((e) => e.weight)) * 10) / 10,
    entries: entries.length,
  };
}

/** Entries in order, in consecutive groups by key. */
function groupsBy(entries: readonly WeightEntry[], key: (entry: WeightEntry) => string | number): WeightEntry[][] {
  const groups: WeightEntry[][] = [];
  let last: string | number | undefined;
  for (const entry of entries) {
    const k = key(entry);
    if (groups.length === 0 || k !== last) groups.push([]);
    groups[groups.length - 1]!.push(entry);
    last = k;
  }
  return groups;
}

/**
 * The points of a range, oldest first, from the entries in it (a caller reads only those). On
 * 90 days each entry is a point; on a year, each week's mean; on All, each month's mean.
 */
export function weightTrendPoints(entries: readonly WeightEntry[], range: WeightRange, timeZone: string): WeightPoint[] {
  const sorted = [...entries].sort((a, b) => Date.parse(a.loggedAt) - Date.parse(b.loggedAt) || (a.id < b.id ? -1 : 1));
  if (range === '90d') return sorted.map((entry) => pointOf([entry]));
  if (range === '1y') return groupsBy(sorted, (e) => isoWeekStart(localDayNumber(e.loggedAt, timeZone))).map(pointOf);
  const months = groupsBy(sorted, (e) => localDate(e.loggedAt, timeZone).slice(0, 7));
  // Decades of use: consecutive months merged, so the line keeps about 120 points.
  const per = Math.ceil(months.length / WEIGHT_TREND_MAX_POINTS);
  const merged: WeightEntry[][] = [];
  for (let i = 0; i < months.length; i += per) merged.push(months.slice(i, i + per).flat());
  return merged.map(pointOf);
}
