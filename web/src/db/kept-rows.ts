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

/**
 * The rows kept for `table` under `token`, else undefined. Called inside the transaction that
 * read the token, so the two agree. A table never written since tokens began (null) has no
 * token to check kept rows against, and is read as records.
 */
export async function readKeptRows(db: NinetyDatabase, table: SyncTable, token: string | null): Promise<readonly object[] | undefined> {
  if (token === null) return undefined;
  const kept = (await db.meta.get(keptRowsKey(table)))?.value as KeptRows | undefined;
  return kept?.token === token ? kept.rows : undefined;
}

/**
 * Keeps the held rows of each table whose token is not the one `kept` says is stored already,
 * and notes what it stored there. Rows held under a token that has moved since are kept all
 * the same: they will not match, and cost one write.
 */
export async function keepRows(db: NinetyDatabase, held: ReadonlyMap<SyncTable, HeldRows>, kept: Map<SyncTable, string>): Promise<void> {
  const due = [...held].filter(
    (entry): entry is [SyncTable, { token: string; rows: readonly object[] }] =>
      entry[1].token !== null && kept.get(entry[0]) !== entry[1].token && entry[1].rows.length <= KEPT_ROWS_MAX,
  );
  if (due.length === 0) return;
  await db.meta.bulkPut(due.map(([table, { token, rows }]) => ({ key: keptRowsKey(table), value: { token, rows } satisfies KeptRows })));
  for (const [table, { token }] of due) kept.set(table, token);
}
