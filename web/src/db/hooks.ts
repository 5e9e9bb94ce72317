import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { RowOf, SyncTable } from '@ninety/api';
import {
  currentPlan,
  deriveStats,
  resolveSettings,
  toEpochMs,
  type DerivedStats,
  type Instant,
  type Settings,
  type StoredRecords,
  type Workout,
} from '@ninety/domain';
import { readAllRecords } from './all-records';
import { getDatabase, recordTables, type RejectionRow } from './database';
import { browserTimeZone } from './local-settings';
import { readSettings } from './settings-repo';

/** The user's settings, live; undefined while loading. */
export function useSettings(): Settings | undefined {
  return useLiveQuery(() => readSettings(getDatabase()), []);
}

/** How many changes are waiting to reach the server. */
export function usePendingCount(): number {
  return useLiveQuery(() => getDatabase().outbox.count(), [], 0);
}

/** Changes the server refused, newest first. */
export function useRejections(): RejectionRow[] {
  return useLiveQuery(() => getDatabase().rejections.orderBy('seq').reverse().toArray(), [], []);
}

/** Every record held here, live (any table's change re-reads); undefined while loading. */
export function useAllRecords(): StoredRecords | undefined {
  return useLiveQuery(() => readAllRecords(getDatabase()), []);
}

/**
 * The player's stats (HP, streaks, traits...) at `now`, derived from the local records exactly
 * as the server derives them; undefined while loading. The records are read when they change,
 * not on every tick of `now`: a ticking clock only re-runs the derivation.
 */
export function useStats(now: Instant): DerivedStats | undefined {
  const records = useAllRecords();
  const nowMs = toEpochMs(now);
  return useMemo(
    () => records && deriveStats(records, resolveSettings(records.settings, browserTimeZone()), nowMs),
    [records, nowMs],
  );
}

/** One synced table's records, live, in key order; undefined while loading. */
export function useLiveRecords<Table extends SyncTable>(table: Table): RowOf<Table>[] | undefined {
  return useLiveQuery(() => recordTables(getDatabase())[table].toArray() as Promise<RowOf<Table>[]>, [table]);
}

/** The current weekly plan (the newest one), Monday first; undefined while loading. */
export function useCurrentPlan(): Workout[] | undefined {
  const workouts = useLiveRecords('workouts');
  return useMemo(() => workouts && currentPlan(workouts), [workouts]);
}

/** One goal's check-ins, live (all of them; domain currentCheckIns picks the current lock's). */
export function useGoalCheckIns(goalId: string) {
  return useLiveQuery(() => getDatabase().goalCheckIns.where('goalId').equals(goalId).toArray(), [goalId]);
}
