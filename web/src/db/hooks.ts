import { useEffect, useSyncExternalStore } from 'react';
import { useLiveQuery } from './use-live-query';
import { useStore } from 'zustand';
import type { RowOf, SyncTable } from '@ninety/api';
import { toEpochMs, type DerivedStats, type Instant, type Settings } from '@ninety/domain';
import { changesInFlightVersion, changesNotCounted, commitsSoFar, forgetCounted, onChangesInFlight } from './changes-in-flight';
import { deviceNow } from './device-clock';
import { getDatabase, recordTables, type RejectionRow } from './database';
import { browserTimeZone } from './local-settings';
import { getCursor } from './meta';
import { readInbox, type Inbox } from './notifications';
import { readSettings } from './settings-repo';
import { restoreState } from './restore-state';
import { readStats } from './stats-snapshot';

/** The user's settings, live; undefined while loading. */
export function useSettings(): Settings | undefined {
  return useLiveQuery(() => readSettings(getDatabase()), []);
}

/** How many changes are waiting to reach the server, those still being written included. */
export function usePendingCount(): number {
  const db = getDatabase();
  // A new read whenever a change starts or is committed: the commit is then seen at once.
  const version = useSyncExternalStore(onChangesInFlight, () => changesInFlightVersion(db));
  const read = useLiveQuery(
    async () => {
      const seenAt = commitsSoFar(db);
      return { queued: await db.outbox.count(), seenAt };
    },
    [db, version],
  );
  useEffect(() => {
    if (read) forgetCounted(db, read.seenAt);
  }, [db, read]);
  return (read?.queued ?? 0) + changesNotCounted(db, read?.seenAt ?? 0);
}

/** Changes the server refused, newest first. */
export function useRejections(): RejectionRow[] {
  return useLiveQuery(() => getDatabase().rejections.orderBy('seq').reverse().toArray(), [], []);
}

/**
 * The player's stats (HP, streaks, traits...) derived from the local records exactly as the
 * server derives them; undefined while loading. Read again when a record changes or the minute
 * of `now` does, at the clock as it is then (a quest completed a second ago counts at once).
 * Derived from every record only when the kept snapshot no longer holds (stats-snapshot.ts).
 * While a first restore arrives in pages it shows what it last read (reading nothing, so no page
 * wakes it) and reads again once the restore is over.
 */
export function useStats(now: Instant): DerivedStats | undefined {
  const restoring = useStore(restoreState, (state) => state.restoring);
  const minute = Math.floor(toEpochMs(now) / 60_000);
  return useLiveQuery(async () => {
    const db = getDatabase();
    if (restoring) return lastStats.get(db);
    const stats = await readStats(db, Math.max(minute * 60_000, deviceNow().getTime()), browserTimeZone());
    lastStats.set(db, stats);
    return stats;
  }, [restoring, minute]);
}

/** What useStats last read, per database: what it shows while a restore is under way. */
const lastStats = new WeakMap<object, DerivedStats>();

/** One synced table's records, live, in key order; undefined while loading. */
export function useLiveRecords<Table extends SyncTable>(table: Table): RowOf<Table>[] | undefined {
  return useLiveQuery(() => recordTables(getDatabase())[table].toArray() as Promise<RowOf<Table>[]>, [table]);
}

/** How many live records a table holds, live; undefined while loading. */
export function useRecordCount(table: SyncTable): number | undefined {
  return useLiveQuery(() => recordTables(getDatabase())[table].count(), [table]);
}



/** Whether this device has pulled from the server at least once (it holds a cursor). */
export function useHasPulled(): boolean | undefined {
  return useLiveQuery(async () => (await getCursor(getDatabase())) !== undefined, []);
}


/** The notifications inbox at `now`, live; undefined while loading. */
export function useInbox(now: Date): Inbox | undefined {
  // Minute resolution: a new reminder or "due soon" comes on the minute, and a ticking clock
  // must not re-read the tables every second.
  const minute = Math.floor(toEpochMs(now) / 60_000);
  return useLiveQuery(() => readInbox(minute * 60_000), [minute]);
}
