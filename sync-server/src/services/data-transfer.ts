import { buildExportDocument, type ExportDocument } from '@ninety/api';
import type { Db } from '../db/open';
import { loadAllRecords } from './all-records';

export function exportAll(db: Db, now: Date): ExportDocument {
  return buildExportDocument(loadAllRecords(db), now.toISOString());
}
