/**
 * The player's stats as last derived, kept in `meta` next to the records: opening Home with five
 * years held reads a few rows instead of every record. A snapshot stays derived, never a second
 * source of truth. It is used only while all of these hold:
 * - no record has been written since (each table's token, written by every write to it);
 * - the instant asked for lies before the next moment the stats could change on their own
 *   (the domain's statsStableUntil);
 * - the same time zone is assumed for a user who never set one;
 * - the domain rules are the ones that derived it (an update may change a rule).
 * When it does not hold, only the tables written since are read again, and not even those when
 * this page made the writes itself (its journal replays them on the rows it holds).
 */
import { rowKey, SYNC_TABLES, type RowOf, type SyncTable } from '@ninety/api';
import { deriveStats, noteAppended, resolveSettings, statsStableUntil, type DerivedStats, type StoredRecords } from '@ninety/domain';
import { recordTables, type NinetyDatabase } from './database';
import { keepRows, keepRowsWhenQuiet, readKeptRows, type HeldRows } from './kept-rows';
import { journalOf, type ReplayableChange } from './records-journal';
import { recordsTokenKey } from './records-token';

export const STATS_SNAPSHOT_KEY = 'statsSnapshot';

/** A fingerprint of packages/domain's source, set by the build (vite.config.ts). */
declare const __DOMAIN_RULES_ID__: string | undefined;
const RULES = typeof __DOMAIN_RULES_ID__ === 'string' ? __DOMAIN_RULES_ID__ : 'unbuilt';

/** Each table's token; null for a table not written since tokens began. */
type Tokens = Record<SyncTable, string | null>;

export interface StatsSnapshot {
  tokens: Tokens;
  rules: string;
  fallbackZone: string;
  /** The stats hold from `from` (the instant derived at) until just before `until`. */
  from: number;
  until: number;
  stats: DerivedStats;
}

const TOKEN_KEYS = SYNC_TABLES.map(recordsTokenKey);

async function readTokens(db: NinetyDatabase): Promise<Tokens> {
  const rows = await db.meta.bulkGet(TOKEN_KEYS);
  return Object.fromEntries(SYNC_TABLES.map((table, i) => [table, typeof rows[i]?.value === 'string' ? rows[i].value : null])) as Tokens;
}

const sameTokens = (a: Tokens, b: Tokens) => SYNC_TABLES.every((table) => a[table] === b[table]);

/** The kept stats when they still hold at `nowMs`, else undefined. */
export async function keptStats(db: NinetyDatabase, nowMs: number, fallbackZone: string): Promise<DerivedStats | undefined> {
  const { tokens, snapshot } = await db.transaction('r', db.meta, async () => ({
    tokens: await readTokens(db),
    snapshot: (await db.meta.get(STATS_SNAPSHOT_KEY))?.value as StatsSnapshot | undefined,
  }));
  const holds =
    snapshot !== undefined &&
    sameTokens(snapshot.tokens, tokens) &&
    snapshot.rules === RULES &&
    snapshot.fallbackZone === fallbackZone &&
    nowMs >= snapshot.from &&
    nowMs < snapshot.until;
  if (!holds) return undefined;
  const held = heldSnapshots.get(db);
  if (held && sameSnapshot(held, snapshot)) return held.stats;
  heldSnapshots.set(db, snapshot);
  return snapshot.stats;
}

/**
 * The snapshot this page last derived or read, per database. Read back from the store, the same
 * snapshot is a new object each time, and a screen given a new object draws everything again:
 * keeping a derived snapshot wakes the query that reads it (useStats), and Home was drawn twice
 * for every derive. Given the object it already has, the screen is not drawn again.
 */
const heldSnapshots = new WeakMap<NinetyDatabase, StatsSnapshot>();

/** Derived at the same instant from the same tokens, by the same rules: the same stats. */
const sameSnapshot = (a: StatsSnapshot, b: StatsSnapshot): boolean =>
  a.from === b.from && a.until === b.until && a.rules === b.rules && a.fallbackZone === b.fallbackZone && sameTokens(a.tokens, b.tokens);

/** The rows last read of each table, with the token they were read under, per database. */
const readRows = new WeakMap<NinetyDatabase, Map<SyncTable, HeldRows>>();
const heldRowsOf = (db: NinetyDatabase): ReadonlyMap<SyncTable, HeldRows> => readRows.get(db) ?? new Map();

/** Keeps the rows held of each table, where they are not kept already (kept-rows.ts). */
export function keepHeldRows(db: NinetyDatabase): Promise<void> {
  return keepRows(db, heldRowsOf(db));
}

const keyOf = (table: SyncTable, row: object): string => rowKey(table, row as RowOf<SyncTable>);

/**
 * The rows held with this page's own changes since replayed on them: a put of a new record
 * joins the end (the domain then orders only it, noteAppended), one of a held record replaces
 * it where it stands, a delete drops it. The result is what reading the table would give, up to
 * the order of the rows, which the stats do not depend on.
 */
function replayed(table: SyncTable, held: readonly object[], changes: readonly ReplayableChange[]): readonly object[] {
  let rows = held;
  let index: Map<string, number> | null = null;
  for (const change of changes) {
    if (index === null) index = new Map(rows.map((row, i) => [keyOf(table, row), i]));
    if (change.kind === 'delete') {
      const gone = new Set(change.keys);
      rows = rows.filter((row) => !gone.has(keyOf(table, row)));
      index = null;
      continue;
    }
    const next = [...rows];
    for (const row of change.rows) {
      const at = index.get(keyOf(table, row));
      if (at === undefined) index.set(keyOf(table, row), next.push(row) - 1);
      else next[at] = row;
    }
    rows = next;
  }
  noteAppended(held, rows);
  return rows;
}

/**
 * Every record held, with the tables' tokens, in one transaction: a table whose token is the
 * one its rows were last read under is not read again (a write to water leaves five years of
 * tasks and quests where they are), one this page wrote since is brought up to date from the
 * journal of its own writes (a water log does not read five years of logs again), and one whose
 * rows are kept under its token (kept-rows.ts) is read as that one value.
 */
async function readRecords(db: NinetyDatabase): Promise<{ tokens: Tokens; records: StoredRecords }> {
  const rowsOf = readRows.get(db) ?? new Map<SyncTable, HeldRows>();
  readRows.set(db, rowsOf);
  const tables = recordTables(db);
  const journal = journalOf(db);
  let readAsRecords = false;
  const read = await db.transaction('r', [...Object.values(tables), db.meta], async () => {
    const tokens = await readTokens(db);
    const entries = await Promise.all(
      SYNC_TABLES.map(async (table) => {
        const last = rowsOf.get(table);
        if (last && last.token === tokens[table]) return [table, last.rows] as const;
        const changes = last ? journal.changesBetween(table, last.token, tokens[table]) : null;
        let rows: readonly object[] | undefined;
        if (last && changes) rows = replayed(table, last.rows, changes);
        else {
          rows = await readKeptRows(db, table, tokens[table]);
          if (!rows) {
            rows = (await tables[table].toArray()) as object[];
            readAsRecords = true;
          }
        }
        rowsOf.set(table, { token: tokens[table], rows });
        return [table, rows] as const;
      }),
    );
    return { tokens, records: Object.fromEntries(entries) as unknown as StoredRecords };
  });
  keepRowsWhenQuiet(db, () => heldRowsOf(db), readAsRecords);
  return read;
}

/** The stats derived from every record held, with what a snapshot of them would be. */
export async function deriveFromRecords(db: NinetyDatabase, nowMs: number, fallbackZone: string): Promise<StatsSnapshot> {
  const { tokens, records } = await readRecords(db);
  const settings = resolveSettings(records.settings, fallbackZone);
  return {
    tokens,
    rules: RULES,
    fallbackZone,
    from: nowMs,
    until: statsStableUntil(records, settings.timeZone, nowMs),
    stats: deriveStats(records, settings, nowMs),
  };
}

/**
 * Keeps a snapshot, unless a record was written after it was derived; says whether it did.
 * Keeping is a saving, never a duty, and it runs after the read that asked for it: a store
 * closed or deleted meanwhile (another tab's upgrade, a sign-out), or full, is let go rather
 * than left as an unhandled rejection.
 */
export async function keepStatsSnapshot(db: NinetyDatabase, snapshot: StatsSnapshot): Promise<boolean> {
  try {
    return await db.transaction('rw', db.meta, async () => {
      if (!sameTokens(await readTokens(db), snapshot.tokens)) return false;
      await db.meta.put({ key: STATS_SNAPSHOT_KEY, value: snapshot });
      return true;
    });
  } catch {
    return false;
  }
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
  heldSnapshots.set(db, snapshot);
  keep(snapshot);
  return snapshot.stats;
}
