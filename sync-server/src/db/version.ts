import type { Db } from './open';
import { stmt } from './statements';

/** Bumps the server-wide change counter; every synced write stamps its row with the result. */
export function nextVersion(db: Db): number {
  return stmt<[], { value: number }>(db, "UPDATE meta SET value = value + 1 WHERE key = 'version' RETURNING value").get()!
    .value;
}

export function currentVersion(db: Db): number {
  return stmt<[], { value: number }>(db, "SELECT value FROM meta WHERE key = 'version'").get()!.value;
}
