import { getDatabase } from '../database';
import { readSettings } from '../local-settings';
import { useLiveQuery } from '../use-live-query';
import type { Settings } from '@ninety/domain';

/** The user's settings, live; undefined while loading. */
export function useSettings(): Settings | undefined {
  return useLiveQuery(() => readSettings(getDatabase()), []);
}
