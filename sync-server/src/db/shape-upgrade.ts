import { rowsChangeSince, schemaVersionOf, SHAPE_STEPS, upgradeRow, type ShapeSteps } from '@ninety/domain';
import type { Db } from './open';

/**
 * Brings stored records written by an older version of this code to the shapes of this one, by
 * the shape steps beside each record's schema (domain records/shape-steps.ts), in one
 * transaction. The version reached is kept in `meta`, so each step runs once. Rows keep their
 * sync version: devices upgrade their own copies by the same steps when they open.
 */
export function upgradeStoredShapes(db: Db, steps: ShapeSteps = SHAPE_STEPS): number {
  const target = schemaVersionOf(steps);
  db.prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('shapeVersion', 1)").run();
  const from = db.prepare<[], { value: number }>("SELECT value FROM meta WHERE key = 'shapeVersion'").get()!.value;
  if (from >= target) return from;
  db.transaction(() => {
    for (const table of Object.keys(steps)) {
      if (!rowsChangeSince(steps, table, from)) continue;
      if (table === 'settings') {
        upgradeSettings(db, steps, from);
        continue;
      }
      const rows = db.prepare<[string], { id: string; data: string }>('SELECT id, data FROM records WHERE tbl = ? AND deleted = 0').all(table);
      const write = db.prepare<[string, string, string]>('UPDATE records SET data = ? WHERE tbl = ? AND id = ?');
      for (const row of rows) {
        write.run(JSON.stringify(upgradeRow(steps, table, JSON.parse(row.data) as Record<string, unknown>, from)), table, row.id);
      }
    }
    db.prepare("UPDATE meta SET value = ? WHERE key = 'shapeVersion'").run(target);
  })();
  return target;
}

/** Settings are stored a column per field rather than as a document. */
function upgradeSettings(db: Db, steps: ShapeSteps, from: number): void {
  const rows = db
    .prepare<[], { key: string; value: string; updated_at: string }>('SELECT key, value, updated_at FROM settings WHERE deleted = 0')
    .all();
  const write = db.prepare<[string, string, string]>('UPDATE settings SET value = ?, updated_at = ? WHERE key = ?');
  for (const row of rows) {
    const upgraded = upgradeRow(steps, 'settings', { key: row.key, value: JSON.parse(row.value), updatedAt: row.updated_at }, from);
    write.run(JSON.stringify(upgraded.value), String(upgraded.updatedAt), row.key);
  }
}
