import type { Db } from './open';
import { MIGRATIONS } from './migrations';
import { upgradeStoredShapes } from './shape-upgrade';

/**
 * Applies the migrations this database has not seen, each in its own transaction, then brings
 * the stored records to this code's shapes (shape-upgrade.ts).
 */
export function migrate(db: Db, migrations = MIGRATIONS): number[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  const applied = new Set(
    db.prepare<[], { id: number }>('SELECT id FROM schema_migrations').all().map((row) => row.id),
  );
  const newlyApplied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.id - b.id)) {
    if (applied.has(migration.id)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)').run(
        migration.id,
        migration.name,
        new Date().toISOString(),
      );
    })();
    newlyApplied.push(migration.id);
  }
  upgradeStoredShapes(db);
  return newlyApplied;
}
