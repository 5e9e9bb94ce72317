import { MESSAGES, PULL_PAGE_SIZE, type Change, type PullResponse, type PushGap } from '@ninety/api';
import type { Db } from '../db/open';
import { countRecordsChangedSince, recordsChangedSince } from '../db/records-repo';
import { countSettingsChangedSince, settingsChangedSince } from '../db/settings-repo';
import { lastSeqOf } from '../db/sync-repo';
import { currentTimeline } from '../db/timeline';
import { currentVersion } from '../db/version';

interface VersionedChange {
  version: number;
  change: Change;
}

interface ChangeSource {
  since(db: Db, sinceVersion: number, limit: number): VersionedChange[];
  count(db: Db, sinceVersion: number): number;
}

/** Where the synced tables' changes come from, and how a row travels on the wire. */
const SOURCES: readonly ChangeSource[] = [
  {
    since: (db, since, limit) =>
      settingsChangedSince(db, since, limit).map(({ version, deleted, ...row }) => ({
        version,
        change: deleted
          ? { table: 'settings', id: row.key, deleted: true, deletedAt: row.updatedAt }
          : { table: 'settings', id: row.key, row },
      })),
    count: countSettingsChangedSince,
  },
  {
    since: (db, since, limit) =>
      recordsChangedSince(db, since, limit).map(({ table, id, row, deleted, version }) => ({
        version,
        change: deleted ? { table, id, deleted: true } : { table, id, row },
      })),
    count: countRecordsChangedSince,
  },
];

/**
 * The changes since the client's cursor, oldest first, at most `limit` of them, read in one
 * transaction. Every write takes a new version, so a page ends at the version of its last
 * change and the next page starts after it: a record written between two pages comes again
 * later, with its newer version, and nothing is missed. No cursor, 0, or a cursor this server
 * never gave out (ahead of its counter, or of another timeline: db/timeline.ts) starts a full
 * snapshot, tombstones included, with reset: true on its first page. Every page says the
 * timeline its cursor counts in.
 */
export function pullChanges(db: Db, from: { cursor?: number; timeline?: number }, limit = PULL_PAGE_SIZE): PullResponse {
  return db.transaction(() => {
    const version = currentVersion(db);
    const timeline = currentTimeline(db);
    const { cursor } = from;
    const reset =
      cursor === undefined || cursor === 0 || cursor > version || (from.timeline !== undefined && from.timeline !== timeline);
    const since = reset ? 0 : cursor;
    const page = SOURCES.flatMap((source) => source.since(db, since, limit))
      .sort((a, b) => a.version - b.version)
      .slice(0, limit);
    const total = SOURCES.reduce((sum, source) => sum + source.count(db, since), 0);
    const remaining = total - page.length;
    const last = page.at(-1);
    return {
      cursor: remaining > 0 && last ? last.version : version,
      timeline,
      reset,
      changes: page.map((entry) => entry.change),
      remaining,
    };
  })();
}

/**
 * The gap a pull reveals: the device says this server acknowledged `ackedSeq` of its mutations,
 * and the server holds fewer (it was restored from a backup). Answered as a push's gap is, so
 * the device resends from there before it takes rows that would replace its changes.
 */
export function acknowledgedGap(db: Db, clientId: string, ackedSeq: number): PushGap | null {
  const lastSeq = lastSeqOf(db, clientId);
  return lastSeq < ackedSeq ? { message: MESSAGES.syncGap(lastSeq + 1), expectedSeq: lastSeq + 1 } : null;
}
