import { useStore } from 'zustand';
import { startOfMinuteMs, type DerivedStats, type Instant } from '@ninety/domain';
import { deviceNow } from '../device-clock';
import { getDatabase } from '../database';
import { browserTimeZone } from '../local-settings';
import { historyToCome } from '../restore-progress';
import { restoreState } from '../restore-state';
import { readStats } from '../stats-snapshot';
import { useLiveQuery } from '../use-live-query';

/**
 * The player's stats (HP, streaks, traits...) derived from the local records exactly as the
 * server derives them; undefined while loading. Read again when a record changes or the minute
 * of `now` does, at the clock as it is then (a quest completed a second ago counts at once).
 * Derived from every record only when the kept snapshot no longer holds (stats-snapshot.ts).
 * `null` while the history is on its way: asked for by a device just paired that holds none
 * yet, arriving in pages, or stored part-way (a restore under way or cut off, ADR 31). Figures
 * of a part of the history are not shown, so they are not derived, which on an app started
 * mid-restore would read every record restored so far. Arriving, nothing is read, so no page
 * wakes it, and it reads once the history is in. What was derived before is not shown
 * meanwhile either: once the history is in, those are the figures without it ("0 days" on a
 * new phone) until the whole is derived.
 */
export function useStats(now: Instant): DerivedStats | null | undefined {
  const restoring = useStore(restoreState, (state) => state.restoring);
  const minute = startOfMinuteMs(now);
  return useLiveQuery(async () => {
    if (restoring) return null;
    const db = getDatabase();
    // What the screens show in place of the figures meanwhile (useRestoreProgress).
    if (await historyToCome(db)) return null;
    return readStats(db, Math.max(minute, deviceNow().getTime()), browserTimeZone());
  }, [restoring, minute]);
}
