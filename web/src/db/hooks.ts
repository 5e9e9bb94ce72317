import { useLiveQuery } from 'dexie-react-hooks';
import type { Settings } from '@ninety/domain';
import { getDatabase, type RejectionRow } from './database';
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
