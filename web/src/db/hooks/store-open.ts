import { useStore } from 'zustand';
import { storeOpenState } from '../store-open';

/** The browser's reason for refusing to open the local store; null while it opens or once it has. */
export function useStoreRefusal(): string | null {
  return useStore(storeOpenState, (state) => state.refusal);
}

/** Whether a newer version of the app has upgraded the store, so this window has stepped aside. */
export function useStoreOutdated(): boolean {
  return useStore(storeOpenState, (state) => state.outdated);
}
