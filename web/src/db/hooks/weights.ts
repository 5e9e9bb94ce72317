import type { WeightEntry, WeightSummary } from '@ninety/domain';
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
 * The entries of one range of the weight trend, live (every entry when `from` is null), with the
 * `from` they were read for: a new `from` keeps the last result until its own read ends, and a
 * screen must not draw those entries as the new range's.
 */
export function useWeightsSince(from: string | null): { from: string | null; entries: WeightEntry[] } | undefined {
  return useLiveQuery(async () => ({ from, entries: await readWeightsSince(from) }), [from]);
}
