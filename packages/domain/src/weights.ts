/**
 * The weight log as the Training tracker and Analytics show it (docs/product.md, Screens: weight
 * summary; docs/decisions/0008-weight-summary.md): the current weight is the newest entry;
 * the weekly change is the newest minus the newest entry made at least 7 days before it; total
 * progress is the newest minus the first entry. Whole pounds in, whole pounds out.
 */
import { WEIGHT_UNDO_WINDOW_MS } from './constants';
import type { WeightEntry } from './records';
import { MS_PER_DAY, toEpochMs, type Instant } from './time';

export const WEEKLY_CHANGE_MIN_MS = 7 * MS_PER_DAY;

export interface WeightSummary {
  /** Newest first (equal instants: the greatest id first, as on every device). */
  history: WeightEntry[];
  current: WeightEntry | null;
  first: WeightEntry | null;
  /** Newest minus the newest entry at least 7 days older; null when there is none. */
  weeklyChange: number | null;
  /** The entry the weekly change is measured from. */
  weekAgo: WeightEntry | null;
  /** Newest minus first; null with fewer than two entries. */
  totalProgress: number | null;
}

/**
 * Whether an entry may still be taken back at `at` (the time of the undo, not of its sync): logged
 * in the last 10 minutes, as a water log or a task may be. The log is append-only otherwise, so a
 * slip stays in the history, the trend and the comparison.
 */
export function canUndoWeight(entry: Pick<WeightEntry, 'loggedAt'>, at: Instant): boolean {
  return toEpochMs(at) - Date.parse(entry.loggedAt) <= WEIGHT_UNDO_WINDOW_MS;
}

function newestFirst(a: WeightEntry, b: WeightEntry): number {
  return Date.parse(b.loggedAt) - Date.parse(a.loggedAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

export function weightSummary(entries: Iterable<WeightEntry>): WeightSummary {
  const history = [...entries].sort(newestFirst);
  const current = history[0] ?? null;
  const first = history[history.length - 1] ?? null;
  const cutoff = current ? Date.parse(current.loggedAt) - WEEKLY_CHANGE_MIN_MS : -Infinity;
  const weekAgo = history.find((entry) => Date.parse(entry.loggedAt) <= cutoff) ?? null;
  return {
    history,
    current,
    first,
    weeklyChange: current && weekAgo ? current.weight - weekAgo.weight : null,
    weekAgo,
    totalProgress: current && first && history.length > 1 ? current.weight - first.weight : null,
  };
}

/** "+2 lbs", "-3 lbs", "0 lbs": a change with its sign. */
export function formatWeightChange(change: number): string {
  return `${change > 0 ? '+' : change < 0 ? '-' : ''}${Math.abs(change)} lbs`;
}
