import type { RowOf, SyncTable } from '@ninety/api';
import { idsMissingFromImport, settingsImport, type SettingKey } from '@ninety/domain';
import { recordTables, type RecordTable } from '../database';
import type { LocalMutators } from './mutator';

/**
 * data.import: a full replace, as the server's services/data-transfer.ts. Records not in the file
 * become tombstones, records in it are written live (over a tombstone too), and the settings
 * become exactly the file's (domain settingsImport). The document was validated whole by
 * perform, so it all applies.
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
    const settings = settingsImport(records.settings, (await db.settings.toCollection().primaryKeys()) as SettingKey[]);
    await db.settings.bulkDelete(settings.remove);
    await db.tombstones.bulkPut(settings.remove.map((key) => ({ table: 'settings' as const, id: key, at: occurredAt })));
    await db.settings.bulkPut(settings.put);
    await db.tombstones.bulkDelete(settings.put.map((setting): [SyncTable, string] => ['settings', setting.key]));
  },
};
