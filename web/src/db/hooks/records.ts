import type { RowOf, SyncTable } from '@ninety/api';
import { getDatabase, recordTables } from '../database';
import { useLiveQuery } from '../use-live-query';

/** One synced table's records, live, in key order; undefined while loading. */
export function useLiveRecords<Table extends SyncTable>(table: Table): RowOf<Table>[] | undefined {
  return useLiveQuery(() => recordTables(getDatabase())[table].toArray() as Promise<RowOf<Table>[]>, [table]);
}

/** How many live records a table holds, live; undefined while loading. */
export function useRecordCount(table: SyncTable): number | undefined {
  return useLiveQuery(() => recordTables(getDatabase())[table].count(), [table]);
}
