import type { WeightEntry, WeightRange, WeightSummary } from '@ninety/domain';
import { readWeightHistory, readWeightsSince, readWeightSummary } from '../weight-reads';
import { useLiveQuery } from '../use-live-query';

/** Current weight, weekly change and total progress, live, from three entries of the log. */
export function useWeightSummary(): Omit<WeightSummary, 'history'> | undefined {
  return useLiveQuery(() => readWeightSummary(), []);
}

/** The newest `limit` entries of the log, newest first, live, and how many there are. */
export function useWeightHistory(limit: number): { entries: WeightEntry[]; count: number } | undefined {
  return useLiveQuery(() => readWeightHistory(limit), [limit]);
}

/**
 * The entries of one range of the weight trend, live: those logged at or after `from` (every
 * entry when null), answered with the range they were read for. A range just chosen keeps the
 * last result until its own read ends, and those entries are the last range's.
 */
export function useWeightTrendEntries(range: WeightRange, from: string | null): { range: WeightRange; entries: WeightEntry[] } | undefined {
  return useLiveQuery(async () => ({ range, entries: await readWeightsSince(from) }), [range, from]);
}
