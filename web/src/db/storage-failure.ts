import Dexie from 'dexie';

/**
 * The browser's store failed (a full disk, a closed database, an aborted transaction), as
 * opposed to a rule refusing the change. Its text is written for developers ("QuotaExceededError:
 * ..."), so a screen shows the action's own fallback ("Failed to log water") instead.
 */
export function isStorageFailure(error: unknown): boolean {
  return error instanceof Dexie.DexieError || (typeof DOMException !== 'undefined' && error instanceof DOMException);
}
