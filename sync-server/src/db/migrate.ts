import type { Db } from './open';
import { MIGRATIONS } from './migrations';

/** Applies the migrations this database has not seen, each in its own transaction. */
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
  return newlyApplied;
}
