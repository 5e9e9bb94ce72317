import { useStore } from 'zustand';
import { startOfMinuteMs, type DerivedStats, type Instant } from '@ninety/domain';
import { deviceNow } from '../device-clock';
import { getDatabase } from '../database';
import { browserTimeZone } from '../local-settings';
import { getRestoreProgress } from '../restore-progress';
import { restoreState } from '../restore-state';
import { readStats } from '../stats-snapshot';
import { useLiveQuery } from '../use-live-query';

/**
 * The player's stats (HP, streaks, traits...) derived from the local records exactly as the
 * server derives them; undefined while loading. Read again when a record changes or the minute
 * of `now` does, at the clock as it is then (a quest completed a second ago counts at once).
 * Derived from every record only when the kept snapshot no longer holds (stats-snapshot.ts).
 * While a restore arrives in pages it shows what it last read (reading nothing, so no page wakes
 * it) and reads again once the restore is over. `null` while a restore is stored (under way or
 * cut off, ADR 31): figures of a part of the history are not shown, so they are not derived,
 * which on an app started mid-restore would read every record restored so far.
 */
export function useStats(now: Instant): DerivedStats | null | undefined {
  const restoring = useStore(restoreState, (state) => state.restoring);
  const minute = startOfMinuteMs(now);
  return useLiveQuery(async () => {
    const db = getDatabase();
    const held = lastStats.get(db);
    if (restoring && held) return held;
    if (await getRestoreProgress(db)) return null;
    const stats = await readStats(db, Math.max(minute, deviceNow().getTime()), browserTimeZone());
    lastStats.set(db, stats);
    return stats;
  }, [restoring, minute]);
}

/** What useStats last read, per database: what it shows while a restore is under way. */
const lastStats = new WeakMap<object, DerivedStats>();
