import { getDatabase, type RejectionRow } from '../database';
import { getCursor } from '../meta';
import { historyToCome, type HistoryToCome } from '../restore-progress';
import { sharedLiveQuery, useLiveQuery, useSharedLiveQuery } from '../use-live-query';

// What the device knows of its sync: the outbox, the server's refusals, the pull cursor.

/** How many changes the outbox holds, waiting to reach the server. */
export function usePendingCount(): number {
  return useLiveQuery(() => getDatabase().outbox.count(), [], 0);
}

/** Changes the server refused, newest first. */
export function useRejections(): RejectionRow[] {
  return useLiveQuery(() => getDatabase().rejections.orderBy('seq').reverse().toArray(), [], []);
}

/** Whether the device holds the user's whole history, as far as its store says. */
export interface HistoryHeld {
  /** It has pulled from the server at least once (it holds a cursor). */
  pulled: boolean;
  /**
   * History is still to come: a restore under way or cut off before its end, or asked for by a
   * device just paired (ADR 31).
   */
  restoring: boolean;
}

/**
 * The cursor and the stored restore, read in one transaction: a restore's first page stores both
 * together, and two live queries could answer one before the other ("pulled, no restore"), which
 * is what a device that holds everything says. Undefined until read.
 */
export function useHistoryHeld(): HistoryHeld | undefined {
  return useLiveQuery(async () => {
    const db = getDatabase();
    return db.transaction('r', db.meta, async () => ({
      pulled: (await getCursor(db)) !== undefined,
      restoring: (await historyToCome(db)) !== undefined,
    }));
  }, []);
}

/**
 * How far a restore in pages has come, while one is under way or was cut off before its end, or
 * `'asking'` while a device just paired waits for its first pull; `null` when none is,
 * `undefined` until the store has answered (what waits for the whole history, such as the
 * quests made on their own, must not take the unknown for none).
 */
export function useRestoreProgress(): HistoryToCome | null | undefined {
  return useSharedLiveQuery(restoreProgress);
}

/** Shared by the header and the screens (sharedLiveQuery): a part mounted later has it at once. */
const restoreProgress = sharedLiveQuery(async () => (await historyToCome(getDatabase())) ?? null);
