import type { RowOf, SyncTable } from '@ninety/api';
import { idsMissingFromImport, importedSettings } from '@ninety/domain';
import { recordTables, type RecordTable } from '../database';
import type { LocalMutators } from './mutator';

/**
 * data.import: a full replace, as the server's services/data-transfer.ts. Records not in the file
 * become tombstones, records in it are written live (over a tombstone too), and every setting
 * is set as of the import. The document was validated whole by perform, so it all applies.
 */
export const IMPORT_MUTATORS: LocalMutators<'data.import'> = {
  'data.import': async (db, args, occurredAt) => {
    const { records } = args.document;
    for (const [name, table] of Object.entries(recordTables(db)) as [SyncTable, RecordTable<SyncTable>][]) {
      if (name === 'settings') continue;
      const rows = records[name] as readonly (RowOf<SyncTable> & { id: string })[];
      const missing = idsMissingFromImport((await table.toCollection().primaryKeys()) as string[], rows);
      await table.bulkDelete(missing);
      await db.tombstones.bulkPut(missing.map((id) => ({ table: name, id })));
      await table.bulkPut([...rows]);
      await db.tombstones.bulkDelete(rows.map((row): [SyncTable, string] => [name, row.id]));
    }
    await db.settings.bulkPut(importedSettings(records.settings, occurredAt));
  },
};
