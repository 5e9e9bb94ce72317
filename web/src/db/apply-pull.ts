import {
  SettingRowSchema,
  WaterLogSchema,
  type Change,
  type PullResponse,
  type SyncTable,
} from '@ninety/api';
import type { Table } from 'dexie';
import type { SettingRecord, WaterLog } from '@ninety/domain';
import { recordTables, writeScope, type NinetyDatabase } from './database';
import { applyLocalMutation } from './local-mutators';
import { setCursor } from './meta';
import { pendingMutations } from './outbox';

/** How a pulled row is checked before it is stored: a bad row is skipped, never stored. */
const ROW_SCHEMAS: { [Table in SyncTable]?: { safeParse(row: unknown): { success: boolean } } } = {
  waterLogs: WaterLogSchema,
  settings: SettingRowSchema,
};

async function applyChange(db: NinetyDatabase, change: Change): Promise<void> {
  const tables = recordTables(db) as Record<string, Table<unknown, string> | undefined>;
  const table = tables[change.table];
  if (!table) return;
  if (change.deleted) {
    await table.delete(change.id);
    await db.tombstones.put({ table: change.table, id: change.id });
    return;
  }
  if (!ROW_SCHEMAS[change.table]?.safeParse(change.row).success) {
    console.warn('Skipped a pulled row that does not match its schema', change.table, change.id);
    return;
  }
  await table.put(change.row as WaterLog | SettingRecord);
}

/**
 * Applies a pull in one transaction: the server's changes (or, on reset, its full snapshot in
 * place of everything held here), the new cursor, then this device's still-pending mutations
 * replayed on top, so what the user did offline stays visible until the server has it.
 */
export async function applyPull(db: NinetyDatabase, pull: PullResponse): Promise<void> {
  await db.transaction('rw', writeScope(db), async () => {
    if (pull.reset) {
      await Promise.all(Object.values(recordTables(db)).map((table) => table.clear()));
      await db.tombstones.clear();
    }
    for (const change of pull.changes) await applyChange(db, change);
    await setCursor(db, pull.cursor);
    for (const pending of await pendingMutations(db)) {
      try {
        await applyLocalMutation(db, pending.name, pending.args as never, pending.occurredAt);
      } catch {
        // It no longer applies here; the server will say so when it is pushed.
      }
    }
  });
}
