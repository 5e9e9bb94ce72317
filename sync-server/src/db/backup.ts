/**
 * Copies of the SQLite file made while the server runs, with better-sqlite3's online backup API
 * (SQLite's own), and the checks a copy must pass before it replaces the live file.
 */
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations';
import type { Db } from './open';

/** Pages per step, as many as SQLite takes: the whole file in one step. */
const ALL_PAGES = 0x7fffffff;

/**
 * Writes a copy of `db` to `file`. In one step, the copy is the database at one moment, whatever
 * another connection (the server, when `pnpm backup` runs beside it) writes meanwhile: a copy in
 * small steps would restart at each such write and, under steady writes, never finish.
 */
export async function backupTo(db: Db, file: string): Promise<void> {
  await db.backup(file, { progress: () => ALL_PAGES });
}

/** Why a file cannot be restored, or null when it is a sound Ninety database this code can run. */
export function restoreProblem(file: string): string | null {
  let copy: Db;
  try {
    copy = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    return `cannot open ${file}: ${error instanceof Error ? error.message : String(error)}`;
  }
  try {
    const integrity = copy.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') return `the file is damaged (${String(integrity)})`;
    const migrations = copy.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
    if (!migrations) return 'the file is not a Ninety database';
    const newest = (copy.prepare('SELECT MAX(id) AS id FROM schema_migrations').get() as { id: number | null }).id ?? 0;
    const known = Math.max(...MIGRATIONS.map((migration) => migration.id));
    if (newest > known) return `the file was written by a newer version of Ninety (migration ${newest}; this one knows ${known})`;
    return null;
  } catch (error) {
    return `the file is not a Ninety database: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    copy.close();
  }
}

/** Copies `source` (a checked backup) into `target`, a path no connection has open. */
export async function copyDatabase(source: string, target: string): Promise<void> {
  const from = new Database(source, { readonly: true, fileMustExist: true });
  try {
    await backupTo(from, target);
  } finally {
    from.close();
  }
}
