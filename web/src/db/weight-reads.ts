/**
 * Reads of the weight log through its loggedAt index: the few entries the summary needs, a page
 * of the history, or one range of the trend; never the whole log to show a summary
 * (docs/decisions/0024). The writes are weight-repo's.
 */
import { WEEKLY_CHANGE_MIN_MS, weightSummary, type WeightEntry, type WeightSummary } from '@ninety/domain';
import { getDatabase, type NinetyDatabase } from './database';

/**
 * The summary (domain weightSummary) from the three entries it is made of: the newest, the
 * newest at least 7 days before it, and the first. Equal instants order by id in the index as in
 * the domain, so the same entries are chosen.
 */
export async function readWeightSummary(db: NinetyDatabase = getDatabase()): Promise<Omit<WeightSummary, 'history'>> {
  const [current, first] = await Promise.all([db.weights.orderBy('loggedAt').last(), db.weights.orderBy('loggedAt').first()]);
  const cutoff = current && new Date(Date.parse(current.loggedAt) - WEEKLY_CHANGE_MIN_MS).toISOString();
  const weekAgo = cutoff ? await db.weights.where('loggedAt').belowOrEqual(cutoff).last() : undefined;
  const entries = new Map<string, WeightEntry>();
  for (const entry of [current, weekAgo, first]) if (entry) entries.set(entry.id, entry);
  const { history: _threeEntries, ...summary } = weightSummary(entries.values());
  return summary;
}

/** The newest `limit` entries, newest first, and how many there are (Training's history). */
export async function readWeightHistory(limit: number, db: NinetyDatabase = getDatabase()): Promise<{ entries: WeightEntry[]; count: number }> {
  const [entries, count] = await Promise.all([db.weights.orderBy('loggedAt').reverse().limit(limit).toArray(), db.weights.count()]);
  return { entries, count };
}

/** The entries logged at or after `from` (every entry when null), for one range of the trend. */
export function readWeightsSince(from: string | null, db: NinetyDatabase = getDatabase()): Promise<WeightEntry[]> {
  return from === null ? db.weights.orderBy('loggedAt').toArray() : db.weights.where('loggedAt').aboveOrEqual(from).toArray();
}

