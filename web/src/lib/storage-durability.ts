/**
 * Whether the browser keeps this device's data or may clear it when space runs low (its "best
 * effort" storage, the default). Changes not yet synced exist only here, so the app asks the
 * browser to keep them. Chromium and Safari answer without a prompt, by their own signals: an app
 * added to the home screen, a site allowed to notify, one used often. Firefox asks the user.
 */
import { create } from 'zustand';

export type StorageDurability = 'unknown' | 'kept' | 'may-be-cleared';

export const useStorageDurability = create<{ durability: StorageDurability }>(() => ({ durability: 'unknown' }));

export type StorageAccess = Pick<StorageManager, 'persisted' | 'persist'>;

// Absent outside secure contexts (plain http from another machine) and in old browsers.
const browserStorage = (): StorageAccess | undefined => (typeof navigator === 'undefined' ? undefined : navigator.storage);

/**
 * Asks the browser to keep the data, unless it already does, and keeps its answer for Settings.
 * Never rejects: a browser that cannot say leaves the durability unknown.
 */
export async function askToKeepStorage(storage: StorageAccess | undefined = browserStorage()): Promise<StorageDurability> {
  let durability: StorageDurability = 'unknown';
  if (typeof storage?.persist === 'function') {
    try {
      durability = (await storage.persisted()) || (await storage.persist()) ? 'kept' : 'may-be-cleared';
    } catch {
      durability = 'unknown';
    }
  }
  useStorageDurability.setState({ durability });
  return durability;
}
