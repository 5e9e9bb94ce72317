import { buildExportDocument, type ExportDocument, type ImportResult, type SyncTable } from '@ninety/api';
import { idsMissingFromImport, importedSettings } from '@ninety/domain';
import type { Db } from '../db/open';
import { deleteRecord, DOC_TABLES, liveRecords, putRecord } from '../db/records-repo';
import { putSetting } from '../db/settings-repo';
import { liveWaterLogIds, markWaterLogDeleted, putWaterLog } from '../db/water-repo';
import type { ActionTime } from './action-time';
import { loadAllRecords } from './all-records';

export function exportAll(db: Db, now: Date): ExportDocument {
  return buildExportDocument(loadAllRecords(db), now.toISOString());
}

/**
 * Replaces everything with an export document, in the caller's transaction: records not in the
 * file become tombstones, records in it are written live (so every device converges through an
 * ordinary pull), and every setting is set as of the import (domain importedSettings).
 * The document was validated whole before this runs, so it either all applies or none does.
 */
export function importAll(db: Db, document: ExportDocument, at: ActionTime): ImportResult {
  const { records } = document;
  for (const id of idsMissingFromImport(liveWaterLogIds(db), records.waterLogs)) markWaterLogDeleted(db, id);
  for (const log of records.waterLogs) putWaterLog(db, log);

  for (const table of DOC_TABLES) {
    const rows = records[table] as readonly { id: string }[];
    const held = (liveRecords(db, table) as { id: string }[]).map((row) => row.id);
    for (const id of idsMissingFromImport(held, rows)) deleteRecord(db, table, id);
    for (const row of rows) putRecord(db, table, row as never);
  }

  for (const setting of importedSettings(records.settings, at.occurredAt)) putSetting(db, setting);

  const counts = Object.fromEntries(
    Object.entries(records).map(([table, rows]) => [table, (rows as unknown[]).length]),
  ) as Record<SyncTable, number>;
  return { imported: counts };
}
