import { buildExportDocument, MESSAGES, type ExportDocument, type ImportResult, type SyncTable } from '@ninety/api';
import { idsMissingFromImport, settingsImport } from '@ninety/domain';
import type { Db } from '../db/open';
import { deleteRecord, DOC_TABLES, findResetByPayment, liveRecords, putRecord } from '../db/records-repo';
import { allSettings, deleteSetting, putSetting } from '../db/settings-repo';
import type { ActionTime } from './action-time';
import { loadAllRecords } from './all-records';
import { ServiceError } from './service-error';

export function exportAll(db: Db, now: Date): ExportDocument {
  return buildExportDocument(loadAllRecords(db), now.toISOString());
}

/**
 * A card payment resets one goal, ever: a file whose reset reuses a payment another reset on
 * this server used (live or removed by an earlier import) is refused before anything is written.
 */
function refuseReusedPayments(db: Db, document: ExportDocument): void {
  document.records.goalResets.forEach((reset, i) => {
    const held = findResetByPayment(db, reset.paymentId);
    if (held && held.id !== reset.id) {
      throw new ServiceError('invalid', `goalResets[${i}].paymentId: ${MESSAGES.paymentAlreadyUsed}`);
    }
  });
}

/**
 * Replaces everything with an export document, in the caller's transaction: records not in the
 * file become tombstones, records in it are written live (so every device converges through an
 * ordinary pull), and the settings become exactly the file's (domain settingsImport). The
 * document was validated whole before this runs, so it either all applies or none does.
 */
export function importAll(db: Db, document: ExportDocument, at: ActionTime): ImportResult {
  refuseReusedPayments(db, document);
  const { records } = document;
  for (const table of DOC_TABLES) {
    const rows = records[table] as readonly { id: string }[];
    const held = (liveRecords(db, table) as { id: string }[]).map((row) => row.id);
    for (const id of idsMissingFromImport(held, rows)) deleteRecord(db, table, id);
    for (const row of rows) putRecord(db, table, row as never);
  }

  const settings = settingsImport(records.settings, allSettings(db).map((setting) => setting.key));
  for (const key of settings.remove) deleteSetting(db, key, at.occurredAt);
  for (const setting of settings.put) putSetting(db, setting);

  const counts = Object.fromEntries(
    Object.entries(records).map(([table, rows]) => [table, (rows as unknown[]).length]),
  ) as Record<SyncTable, number>;
  return { imported: counts };
}
