/**
 * Pulled rows checked against the row schema of their table. Each record's schema and type are
 * the domain's (packages/domain/src/records). A device checks what a pull brings with them, and
 * the import checks each row of a file with them, so neither path lets in a record the app
 * itself could not have written.
 */
import { ROW_SCHEMAS, rowKey, type StoredRecords } from '@ninety/domain';
import { firstIssueWithPath } from './errors';
import { MESSAGES } from './messages';
import type { Change, SyncTable } from './sync';

/** The record type one table holds. */
export type RowOf<Table extends SyncTable> = StoredRecords[Table][number];

export { ROW_SCHEMAS, rowKey };


/** A pulled change whose row has been checked: a valid record of its table, or a tombstone. */
export type ParsedChange =
  | { table: SyncTable; id: string; row: RowOf<SyncTable>; deleted?: undefined }
  | { table: SyncTable; id: string; row?: undefined; deleted: true; deletedAt?: string };

/**
 * A pulled change checked before it is applied: its row must fit its table and carry the
 * change's id. The message names the table, the record and the field.
 */
export type ParseChangeResult = { success: true; change: ParsedChange } | { success: false; message: string };

export function parseChange(change: Change): ParseChangeResult {
  const { table, id } = change;
  if (change.deleted) {
    const deletedAt = change.deletedAt !== undefined && !Number.isNaN(Date.parse(change.deletedAt)) ? change.deletedAt : undefined;
    return { success: true, change: deletedAt === undefined ? { table, id, deleted: true } : { table, id, deleted: true, deletedAt } };
  }
  const result = ROW_SCHEMAS[table].safeParse(change.row);
  if (!result.success) {
    return { success: false, message: MESSAGES.syncRowInvalid(table, id, firstIssueWithPath(result.error)) };
  }
  const row = result.data as RowOf<SyncTable>;
  if (rowKey(table, row) !== id) {
    return { success: false, message: MESSAGES.syncRowInvalid(table, id, MESSAGES.syncRowIdMismatch) };
  }
  return { success: true, change: { table, id, row } };
}
