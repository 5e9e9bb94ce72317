import { createStore } from 'zustand/vanilla';
import type { DeviceAccess, SyncStatusPatch } from './engine';

export interface SyncStatus {
  online: boolean;
  syncing: boolean;
  reachable: boolean;
  lastError: string | null;
  lastSyncedAt: string | null;
  updateRequired: string | null;
  access: DeviceAccess;
}

/** UI-only sync state; the count of waiting changes is read from the outbox itself. */
export const syncStatusStore = createStore<SyncStatus>(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  syncing: false,
  reachable: true,
  lastError: null,
  lastSyncedAt: null,
  updateRequired: null,
  access: 'paired',
}));

export const applySyncStatus = (patch: SyncStatusPatch & { online?: boolean }) => syncStatusStore.setState(patch);
