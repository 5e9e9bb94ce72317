/**
 * The rows the stats hold of a table, kept in `meta` under the token they were read under
 * (records-token.ts), so that the first derive of a start (after midnight, after an update)
 * reads one value per table instead of every record: with five years held, at 4x CPU, 20,000
 * water logs take 632 ms as records and 78 ms as one value. Kept rows are used only while the
 * table's token is still theirs; any write to the table, from any path, moves it.
 *
 * Keeping is one structured clone of the whole table, some 180 ms of a phone's main thread for
 * five years of water, so it is done when nobody is tapping: when the page is idle after a
 * derive that read a table, and when the page is hidden. A table above KEPT_ROWS_MAX rows is
 * not kept (fifty years of water would be one 20 MB value); it is read as records.
 */
import type { SyncTable } from '@ninety/api';
import type { NinetyDatabase } from './database';

export const KEPT_ROWS_MAX = 40_000;

/** The `meta` key of a table's kept rows. */
export const keptRowsKey = (table: SyncTable): string => `keptRows:${table}`;

interface KeptRows {
  token: string;
  rows: readonly object[];
}

export interface HeldRows {
  token: string | null;
  rows: readonly object[];
}

/** The token each table's rows are stored under in `meta`, as far as this page knows. */
const storedTokens = new WeakMap<NinetyDatabase, Map<SyncTable, string>>();

function storedTokensOf(db: NinetyDatabase): Map<SyncTable, string> {
  let tokens = storedTokens.get(db);
  if (!tokens) storedTokens.set(db, (tokens = new Map()));
  return tokens;
}

/**
 * The rows kept for `table` under `token`, else undefined. Called inside the transaction that
 * read the token, so the two agree. A table never written since tokens began (null) has no
 * token to check kept rows against, and is read as records.
 */
export async function readKeptRows(db: NinetyDatabase, table: SyncTable, token: string | null): Promise<readonly object[] | undefined> {
  if (token === null) return undefined;
  const kept = (await db.meta.get(keptRowsKey(table)))?.value as KeptRows | undefined;
  if (kept?.token !== token) return undefined;
  storedTokensOf(db).set(table, token);
  return kept.rows;
}

/**
 * Keeps the held rows of each table whose rows are not stored already under their token. Rows
 * held under a token that has moved since are kept all the same: they will not match, and cost
 * one write. Keeping is a saving, never a duty: a failed write (storage full) is let go.
 */
export async function keepRows(db: NinetyDatabase, held: ReadonlyMap<SyncTable, HeldRows>): Promise<void> {
  const stored = storedTokensOf(db);
  const due = [...held].filter(
    (entry): entry is [SyncTable, { token: string; rows: readonly object[] }] =>
      entry[1].token !== null && stored.get(entry[0]) !== entry[1].token && entry[1].rows.length <= KEPT_ROWS_MAX,
  );
  if (due.length === 0) return;
  try {
    await db.meta.bulkPut(due.map(([table, { token, rows }]) => ({ key: keptRowsKey(table), value: { token, rows } satisfies KeptRows })));
  } catch {
    return;
  }
  for (const [table, { token }] of due) stored.set(table, token);
}

const watchedForHiding = new WeakSet<NinetyDatabase>();

/**
 * Keeps the rows `held` gives whenever the page is hidden (rows the journal brought up to date
 * since), and once the page is idle when the last read took tables as records. Not in a page
 * without a document (the tests, the service worker), which keeps rows when it says so.
 */
export function keepRowsWhenQuiet(db: NinetyDatabase, held: () => ReadonlyMap<SyncTable, HeldRows>, readAsRecords: boolean): void {
  if (typeof document === 'undefined') return;
  if (!watchedForHiding.has(db)) {
    watchedForHiding.add(db);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void keepRows(db, held());
    });
  }
  if (!readAsRecords) return;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void keepRows(db, held()), { timeout: 10_000 });
  else setTimeout(() => void keepRows(db, held()), 2_000);
}
