import { weightRangeStart, type Instant, type WeightEntry, type WeightRange, type WeightSummary } from '@ninety/domain';
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
 * The entries of one range of the weight trend, live, from the range's start counted back from
 * `today` (every entry for All), with the range they were read for: a range just chosen keeps
 * the last result until its own read ends, and those entries are the last range's.
 */
export function useWeightTrendEntries(range: WeightRange, today: Instant): { range: WeightRange; entries: WeightEntry[] } | undefined {
  return useLiveQuery(async () => ({ range, entries: await readWeightsSince(weightRangeStart(range, today)) }), [range, today]);
}
