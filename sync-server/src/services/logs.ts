import type { WeightEntry } from '@ninety/domain';
import type { Db } from '../db/open';
import { liveRecords } from '../db/records-repo';

/** Weight history, newest first (spec §7). */
export function listWeights(db: Db): WeightEntry[] {
  return liveRecords(db, 'weights').sort((a, b) => b.loggedAt.localeCompare(a.loggedAt) || a.id.localeCompare(b.id));
}
