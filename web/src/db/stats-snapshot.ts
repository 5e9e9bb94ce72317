/**
 * The player's stats as last derived, kept in `meta` next to the records: opening Home with five
 * years held reads one row instead of every record. A snapshot stays derived, never a second
 * source of truth. It is used only while all of these hold:
 * - no record has been written since (the records token, written by every record write);
 * - the instant asked for lies before the next moment the stats could change on their own
 *   (the domain's statsStableUntil);
 * - the same time zone is assumed for a user who never set one;
 * - the domain rules are the ones that derived it (an update may change a rule).
 */
import { deriveStats, resolveSettings, statsStableUntil, type DerivedStats } from '@ninety/domain';
import { readAllRecords } from './all-records';
import { recordTables, type NinetyDatabase } from './database';
import { RECORDS_TOKEN_KEY } from './records-token';

export const STATS_SNAPSHOT_KEY = 'statsSnapshot';

/** A fingerprint of packages/domain's source, set by the build (vite.config.ts). */
declare const __DOMAIN_RULES_ID__: string | undefined;
const RULES = typeof __DOMAIN_RULES_ID__ === 'string' ? __DOMAIN_RULES_ID__ : 'unbuilt';

export interface StatsSnapshot {
  /** The records token the stats were derived under; null before any record was written. */
  token: string | null;
  rules: string;
  fallbackZone: string;
  /** The stats hold from `from` (the instant derived at) until just before `until`. */
  from: number;
  until: number;
  stats: DerivedStats;
}

const tokenOf = (row: { value: unknown } | undefined): string | null => (typeof row?.value === 'string' ? row.value : null);

/** The kept stats when they still hold at `nowMs`, else undefined. */
export async function keptStats(db: NinetyDatabase, nowMs: number, fallbackZone: string): Promise<DerivedStats | undefined> {
  const [token, kept] = await db.meta.bulkGet([RECORDS_TOKEN_KEY, STATS_SNAPSHOT_KEY]);
  const snapshot = kept?.value as StatsSnapshot | undefined;
  const holds =
    snapshot !== undefined &&
    snapshot.token === tokenOf(token) &&
    snapshot.rules === RULES &&
    snapshot.fallbackZone === fallbackZone &&
    nowMs >= snapshot.from &&
    nowMs < snapshot.until;
  return holds ? snapshot.stats : undefined;
}

/** The stats derived from every record held, with what a snapshot of them would be. */
export async function deriveFromRecords(db: NinetyDatabase, nowMs: number, fallbackZone: string): Promise<StatsSnapshot> {
  const { token, records } = await db.transaction('r', [...Object.values(recordTables(db)), db.meta], async () => ({
    token: tokenOf(await db.meta.get(RECORDS_TOKEN_KEY)),
    records: await readAllRecords(db),
  }));
  const settings = resolveSettings(records.settings, fallbackZone);
  return {
    token,
    rules: RULES,
    fallbackZone,
    from: nowMs,
    until: statsStableUntil(records, settings.timeZone, nowMs),
    stats: deriveStats(records, settings, nowMs),
  };
}

/** Keeps a snapshot, unless a record was written after it was derived; says whether it did. */
export async function keepStatsSnapshot(db: NinetyDatabase, snapshot: StatsSnapshot): Promise<boolean> {
  return db.transaction('rw', db.meta, async () => {
    if (tokenOf(await db.meta.get(RECORDS_TOKEN_KEY)) !== snapshot.token) return false;
    await db.meta.put({ key: STATS_SNAPSHOT_KEY, value: snapshot });
    return true;
  });
}

/**
 * The stats at `nowMs`: kept ones while they hold, else derived from the records and kept. The
 * keeping is a write, which a live query may not make, so it is handed to `keep` (by default it
 * runs once the current task is over, outside the query).
 */
export async function readStats(
  db: NinetyDatabase,
  nowMs: number,
  fallbackZone: string,
  keep: (snapshot: StatsSnapshot) => void = (snapshot) => setTimeout(() => void keepStatsSnapshot(db, snapshot), 0),
): Promise<DerivedStats> {
  const kept = await keptStats(db, nowMs, fallbackZone);
  if (kept) return kept;
  const snapshot = await deriveFromRecords(db, nowMs, fallbackZone);
  keep(snapshot);
  return snapshot.stats;
}
