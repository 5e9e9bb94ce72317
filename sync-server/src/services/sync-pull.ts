import type { Change, PullResponse } from '@ninety/api';
import type { Db } from '../db/open';
import { recordsChangedSince } from '../db/records-repo';
import { settingsChangedSince } from '../db/settings-repo';
import { currentVersion } from '../db/version';

interface VersionedChange {
  version: number;
  change: Change;
}

type ChangeSource = (db: Db, sinceVersion: number) => VersionedChange[];

/** Where the synced tables' changes come from, and how a row travels on the wire. */
const SOURCES: Record<'settings' | 'records', ChangeSource> = {
  settings: (db, since) =>
    settingsChangedSince(db, since).map(({ version, deleted, ...row }) => ({
      version,
      change: deleted
        ? { table: 'settings', id: row.key, deleted: true, deletedAt: row.updatedAt }
        : { table: 'settings', id: row.key, row },
    })),
  records: (db, since) =>
    recordsChangedSince(db, since).map(({ table, id, row, deleted, version }) => ({
      version,
      change: deleted ? { table, id, deleted: true } : { table, id, row },
    })),
};

/**
 * Everything changed since the client's cursor, oldest first, read in one transaction so the
 * new cursor matches exactly what was sent. No cursor, 0, or a cursor this server never gave
 * out (ahead of its counter) answers a full snapshot, tombstones included, with reset: true.
 */
export function pullChanges(db: Db, cursor: number | undefined): PullResponse {
  return db.transaction(() => {
    const version = currentVersion(db);
    const reset = cursor === undefined || cursor === 0 || cursor > version;
    const since = reset ? 0 : cursor;
    const changes = Object.values(SOURCES)
      .flatMap((source) => source(db, since))
      .sort((a, b) => a.version - b.version)
      .map((entry) => entry.change);
    return { cursor: version, reset, changes };
  })();
}
