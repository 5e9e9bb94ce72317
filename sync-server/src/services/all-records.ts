import { emptyRecords, type StoredRecords } from '@ninety/domain';
import type { Db } from '../db/open';
import { DOC_TABLES, liveRecords } from '../db/records-repo';
import { allSettings } from '../db/settings-repo';

/** Every live record the user has: what stats are derived from and what an export holds. */
export function loadAllRecords(db: Db): StoredRecords {
  const records: StoredRecords = emptyRecords();
  const byTable = records as unknown as Record<string, unknown[]>;
  for (const table of DOC_TABLES) byTable[table] = liveRecords(db, table);
  records.settings = allSettings(db);
  return records;
}
