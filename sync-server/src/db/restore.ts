/**
 * Puts a checked backup in place of the database file, with no server running on it: the file it
 * replaces is kept beside it (never deleted), the copy is migrated to this code, and it starts a
 * new timeline so no device's cursor from the replaced database is read as one of its own.
 */
import { existsSync, renameSync } from 'node:fs';
import { copyDatabase } from './backup';
import { migrate } from './migrate';
import { openDatabase } from './open';
import { startNewTimeline } from './timeline';

/** Answers where the replaced database was kept, or null when there was none. */
export async function restoreDatabase(source: string, databaseFile: string, keptAs: string): Promise<string | null> {
  let replaced: string | null = null;
  if (existsSync(databaseFile)) {
    renameSync(databaseFile, keptAs);
    for (const suffix of ['-wal', '-shm']) {
      if (existsSync(databaseFile + suffix)) renameSync(databaseFile + suffix, keptAs + suffix);
    }
    replaced = keptAs;
  }
  await copyDatabase(source, databaseFile);
  const db = openDatabase(databaseFile);
  try {
    migrate(db);
    startNewTimeline(db);
  } finally {
    db.close();
  }
  return replaced;
}
