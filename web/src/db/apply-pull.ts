import { parseChange, type Change, type PullResponse, type SyncTable } from '@ninety/api';
import { recordTables, writeScope, type NinetyDatabase, type RecordTable } from './database';
import { applyLocalMutation } from './apply-mutation';
import { queuedActionTime } from './device-clock';
import { setCursor } from './meta';
import { pendingMutations } from './outbox';

/**
 * One pulled change, checked with the wire contract's row schema of its table first: a row that
 * does not fit is skipped (and logged), never stored. A tombstone deletes the record and is kept,
 * so a replayed insert of it stays deleted; a live row lifts a tombstone, since the server only
 * sends a deleted record live again when an import restored it.
 */
async function applyChange(db: NinetyDatabase, change: Change): Promise<void> {
  const parsed = parseChange(change);
  if (!parsed.success) {
    console.warn(parsed.message);
    return;
  }
  const { table, id } = parsed.change;
  const target = recordTables(db)[table] as RecordTable<SyncTable>;
  if (parsed.change.deleted) {
    await target.delete(id);
    await db.tombstones.put(parsed.change.deletedAt === undefined ? { table, id } : { table, id, at: parsed.change.deletedAt });
    return;
  }
  await target.put(parsed.change.row);
  await db.tombstones.delete([table, id]);
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
        await applyLocalMutation(db, pending.name, pending.args as never, queuedActionTime(pending.occurredAt));
      } catch {
        // It no longer applies here; the server will say so when it is pushed.
      }
    }
  });
}
