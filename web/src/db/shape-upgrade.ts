import { rowsChangeSince, schemaVersionOf, SHAPE_STEPS, upgradeArgs, upgradeRow, type ShapeSteps } from '@ninety/domain';
import type { Dexie } from 'dexie';
import type { OutboxRow } from './database';
import { storeIsNewer } from './store-open';

/** Where the shape version this device's records were last brought to is kept (meta table). */
const SHAPE_VERSION_KEY = 'shapeVersion';

const metaTable = (db: Dexie) => db.table<{ key: string; value: unknown }, string>('meta');

/** The shape version the store's records were last brought to; undefined before shape versions. */
async function heldShapeVersion(db: Dexie): Promise<unknown> {
  return (await metaTable(db).get(SHAPE_VERSION_KEY))?.value;
}

/**
 * Brings what this device holds to the shapes of the code that opens it, by the shape steps
 * beside each record's schema (domain records/shape-steps.ts): every stored row, and the args of
 * every queued change, so that a change made offline under the old version is pushed as the new
 * rules read it instead of being refused. One transaction; each step runs once. It runs on
 * every open (database.ts) and costs one read when there is nothing to do.
 */
export async function upgradeStoredShapes(db: Dexie, steps: ShapeSteps = SHAPE_STEPS): Promise<number> {
  const target = schemaVersionOf(steps);
  const meta = metaTable(db);
  const held = await heldShapeVersion(db);
  // A device from before shape versions held version 1, as a new one holds nothing to upgrade.
  const from = typeof held === 'number' ? held : 1;
  // Brought further by a newer version of the app (another window, or this one before a roll
  // back): this code would read those rows wrongly and write older shapes among them.
  if (from > target) throw storeIsNewer();
  if (from === target) {
    if (held === undefined) await meta.put({ key: SHAPE_VERSION_KEY, value: target });
    return target;
  }
  const tables = Object.keys(steps).filter((table) => rowsChangeSince(steps, table, from));
  await db.transaction('rw', [...tables, 'outbox', 'sent', 'meta'], async () => {
    for (const table of tables) {
      await db.table<Record<string, unknown>>(table).toCollection().modify((row, ref) => {
        ref.value = upgradeRow(steps, table, row, from);
      });
    }
    for (const queue of ['outbox', 'sent']) {
      await db.table<OutboxRow>(queue).toCollection().modify((row) => {
        row.args = upgradeArgs(steps, row.name, row.args, from);
      });
    }
    await meta.put({ key: SHAPE_VERSION_KEY, value: target });
  });
  return target;
}

/**
 * Refuses a write, inside its transaction, when a newer version of the app has brought the store
 * past this code's shapes since it opened: a shape step needs no new Dexie version, so no other
 * signal reaches a window already open. One read by key.
 */
export async function refuseIfStoreNewer(db: Dexie, steps: ShapeSteps = SHAPE_STEPS): Promise<void> {
  const held = await heldShapeVersion(db);
  if (typeof held === 'number' && held > schemaVersionOf(steps)) throw storeIsNewer();
}
