import { useEffect, useSyncExternalStore } from 'react';
import { changesInFlightVersion, changesNotCounted, commitsSoFar, forgetCounted, onChangesInFlight } from '../changes-in-flight';
import { getDatabase, type RejectionRow } from '../database';
import { getCursor } from '../meta';
import { useLiveQuery } from '../use-live-query';

// What the device knows of its sync: the outbox, the server's refusals, the pull cursor.

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

/** Whether this device has pulled from the server at least once (it holds a cursor). */
export function useHasPulled(): boolean | undefined {
  return useLiveQuery(async () => (await getCursor(getDatabase())) !== undefined, []);
}
