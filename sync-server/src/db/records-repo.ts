import { SYNC_TABLES, type RowOf, type SyncTable } from '@ninety/api';
import type { WaterLog } from '@ninety/domain';
import type { Db } from './open';
import { stmt } from './statements';
import { nextVersion } from './version';

/** Tables kept as JSON documents in `records`: all but settings, which are per-key registers. */
export type DocTable = Exclude<SyncTable, 'settings'>;

export const DOC_TABLES = SYNC_TABLES.filter((table): table is DocTable => table !== 'settings');

interface RecordRow {
  tbl: DocTable;
  id: string;
  data: string;
  deleted: number;
  version: number;
}

export interface StoredRecord<Row> {
  row: Row;
  deleted: boolean;
}

/** The record with this id, deleted or not. */
export function findRecord<Table extends DocTable>(db: Db, table: Table, id: string): StoredRecord<RowOf<Table>> | undefined {
  const found = stmt<[string, string], RecordRow>(db, 'SELECT * FROM records WHERE tbl = ? AND id = ?').get(table, id);
  return found && { row: JSON.parse(found.data) as RowOf<Table>, deleted: found.deleted === 1 };
}

/** Writes a record (new or changed), live, stamped with a new version. */
export function putRecord<Table extends DocTable>(db: Db, table: Table, row: RowOf<Table>): void {
  stmt(
    db,
    `INSERT INTO records (tbl, id, data, deleted, version) VALUES (?, ?, ?, 0, ?)
     ON CONFLICT (tbl, id) DO UPDATE SET data = excluded.data, deleted = 0, version = excluded.version`,
  ).run(table, (row as { id: string }).id, JSON.stringify(row), nextVersion(db));
}

/** Soft delete: the row stays as a tombstone that travels to other devices. */
export function deleteRecord(db: Db, table: DocTable, id: string): void {
  stmt(db, 'UPDATE records SET deleted = 1, version = ? WHERE tbl = ? AND id = ? AND deleted = 0').run(
    nextVersion(db),
    table,
    id,
  );
}

/** The goal reset paid by this payment, live or removed: one reset per payment, ever. */
export function findResetByPayment(db: Db, paymentId: string): { id: string } | undefined {
  return stmt<[string], { id: string }>(
    db,
    "SELECT id FROM records WHERE tbl = 'goalResets' AND json_extract(data, '$.paymentId') = ?",
  ).get(paymentId);
}

/** Every live record of a table. */
export function liveRecords<Table extends DocTable>(db: Db, table: Table): RowOf<Table>[] {
  return stmt<[string], { data: string }>(db, 'SELECT data FROM records WHERE tbl = ? AND deleted = 0')
    .all(table)
    .map((found) => JSON.parse(found.data) as RowOf<Table>);
}

export interface RecordChange {
  table: DocTable;
  id: string;
  row: unknown;
  deleted: boolean;
  version: number;
}

/** Records of every table written after a version, tombstones included, oldest first. */
export function recordsChangedSince(db: Db, version: number, limit: number): RecordChange[] {
  return stmt<[number, number], RecordRow>(db, 'SELECT * FROM records WHERE version > ? ORDER BY version LIMIT ?')
    .all(version, limit)
    .map((found) => ({
      table: found.tbl,
      id: found.id,
      row: found.deleted ? undefined : (JSON.parse(found.data) as unknown),
      deleted: found.deleted === 1,
      version: found.version,
    }));
}

/** Live water logs with loggedAt in [from, to), oldest first (ISO UTC strings sort as instants do). */
export function waterLogsBetween(db: Db, from: string, to: string): WaterLog[] {
  return stmt<[string, string], { data: string }>(
    db,
    `SELECT data FROM records WHERE tbl = 'waterLogs' AND deleted = 0
       AND json_extract(data, '$.loggedAt') >= ? AND json_extract(data, '$.loggedAt') < ?
     ORDER BY json_extract(data, '$.loggedAt'), id`,
  )
    .all(from, to)
    .map((found) => JSON.parse(found.data) as WaterLog);
}

/** Ids of every live record of a table. */
export function liveIds(db: Db, table: DocTable): string[] {
  return stmt<[string], { id: string }>(db, 'SELECT id FROM records WHERE tbl = ? AND deleted = 0')
    .all(table)
    .map((found) => found.id);
}

/** How many records were written after a version. */
export function countRecordsChangedSince(db: Db, version: number): number {
  return stmt<[number], { n: number }>(db, 'SELECT COUNT(*) AS n FROM records WHERE version > ?').get(version)!.n;
}
