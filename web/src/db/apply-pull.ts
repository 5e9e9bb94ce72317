import { parseChange, type Change, type PullResponse, type SyncTable } from '@ninety/api';
import type { Table } from 'dexie';
import { recordTables, writeScope, type NinetyDatabase, type TombstoneRow } from './database';
import { applyLocalMutation, queuedMutation } from './apply-mutation';
import { queuedActionTime } from './device-clock';
import { getPullPosition, setPullPosition, type PullPosition } from './meta';
import { pendingMutations } from './outbox';
import { getRestoreProgress, historyAnswered, progressAfter, setRestoreProgress } from './restore-progress';

type Row = { id?: string; key?: string };

/** The writes of one table in a page: rows put live, and tombstones. */
interface TableWrites {
  rows: Row[];
  keys: string[];
  tombstones: TombstoneRow[];
}

/**
 * Pulled changes grouped by table, each checked with the wire contract's row schema of its
 * table (a row that does not fit is skipped and logged, never stored). Done before the
 * transaction that writes them, so checking holds no lock. A page holds each record once (the
 * server sends its latest state), so grouping by table keeps the meaning of the order.
 */
function writesByTable(changes: readonly Change[]): Map<SyncTable, TableWrites> {
  const byTable = new Map<SyncTable, TableWrites>();
  for (const change of changes) {
    const parsed = parseChange(change);
    if (!parsed.success) {
      console.warn(parsed.message);
      continue;
    }
    const { table, id } = parsed.change;
    let writes = byTable.get(table);
    if (!writes) byTable.set(table, (writes = { rows: [], keys: [], tombstones: [] }));
    if (parsed.change.deleted) {
      writes.keys.push(id);
      writes.tombstones.push(parsed.change.deletedAt === undefined ? { table, id } : { table, id, at: parsed.change.deletedAt });
    } else {
      writes.rows.push(parsed.change.row as Row);
    }
  }
  return byTable;
}

/**
 * One bulk write per table. A tombstone deletes the record and is kept, so a replayed insert of
 * it stays deleted; a live row lifts a tombstone, since the server only sends a deleted record
 * live again when an import restored it.
 */
async function writeChanges(db: NinetyDatabase, byTable: ReadonlyMap<SyncTable, TableWrites>): Promise<void> {
  // A live row lifts its tombstone; with none held (a first restore of records never deleted)
  // there is nothing to lift, and a delete per row would double the restore's writes.
  const anyTombstone = (await db.tombstones.count()) > 0;
  for (const [table, writes] of byTable) {
    const target = recordTables(db)[table] as unknown as Table<Row, string>;
    const live = writes.rows.map((row) => (table === 'settings' ? row.key : row.id) as string);
    if (writes.rows.length > 0) await target.bulkPut(writes.rows);
    if (anyTombstone && live.length > 0) await db.tombstones.bulkDelete(live.map((id): [SyncTable, string] => [table, id]));
    if (writes.keys.length > 0) await target.bulkDelete(writes.keys);
    if (writes.tombstones.length > 0) await db.tombstones.bulkPut(writes.tombstones);
  }
}

/**
 * Changes written per transaction. A user's change made during a restore waits for the
 * transaction under way: at 4x CPU a transaction of 5,000 changes held it for some 0.6 s, one of
 * 1,000 for a fifth of that (docs/decisions/0022-the-screen-shows-what-the-store-holds.md).
 * Smaller slices cost the restore more than they give a tap (500: the restore 3.1x its floor).
 */
export const APPLY_SLICE = 1000;

/**
 * Empties the tables that hold anything. Clearing an empty table changes nothing, yet it wakes
 * every live query that reads it and moves its records token (so the stats read it again): a
 * new device's first pull is a reset, and it cleared all twelve, with every query on screen.
 */
async function clearHeld(tables: readonly Pick<Table, 'count' | 'clear'>[]): Promise<void> {
  await Promise.all(tables.map(async (table) => ((await table.count()) > 0 ? table.clear() : undefined)));
}

const samePosition = (held: PullPosition | undefined, pull: PullPosition): boolean =>
  held?.cursor === pull.cursor && held.timeline === pull.timeline;

/**
 * Applies a page of a pull: the server's changes (the first page of a reset replaces everything
 * held here) in slices of APPLY_SLICE, each its own transaction, and the new position (cursor
 * and timeline) with the last slice, with how far a restore in pages has come. Cut off between
 * slices, the page is pulled and applied again from the position before it: every write of a
 * page is one that can be made twice.
 * After the last page (nothing remaining), this device's still-pending mutations are replayed
 * on top in that same last transaction, so what the user did offline stays visible until the
 * server has it.
 */
export async function applyPull(db: NinetyDatabase, pull: PullResponse): Promise<void> {
  // Nothing came and the position stays: the records already hold every pending change's
  // effect, so there is nothing to write, and no write transaction for a tap to wait behind
  // (every change a user makes is pushed, then pulled). A restore said to be under way is ended
  // all the same, so that no count of one stays on screen for ever.
  if (!pull.reset && pull.changes.length === 0 && samePosition(await getPullPosition(db), pull) && !(await getRestoreProgress(db))) return;
  const slices = Math.max(1, Math.ceil(pull.changes.length / APPLY_SLICE));
  for (let slice = 0; slice < slices; slice += 1) {
    const first = slice === 0;
    const last = slice === slices - 1;
    const writes = writesByTable(pull.changes.slice(slice * APPLY_SLICE, (slice + 1) * APPLY_SLICE));
    await db.transaction('rw', writeScope(db), async () => {
      if (first && pull.reset) await clearHeld([...Object.values(recordTables(db)), db.tombstones]);
      await writeChanges(db, writes);
      if (!last) return;
      await setPullPosition(db, pull);
      await historyAnswered(db);
      // A page of ordinary catching up, with no restore to count or to end, leaves the row alone:
      // deleting a row that is not there still wakes every live query that reads it (the header,
      // each list's UntilRestored, the notifications), and that was at every sync.
      const held = await getRestoreProgress(db);
      const progress = progressAfter(held, pull);
      if (held || progress) await setRestoreProgress(db, progress);
      if ((pull.remaining ?? 0) > 0) return;
      for (const pending of await pendingMutations(db)) {
        try {
          await applyLocalMutation(db, queuedMutation(pending.name), pending.args, queuedActionTime(pending.occurredAt));
        } catch {
          // It no longer applies here; the server will say so when it is pushed.
        }
      }
    });
  }
}
