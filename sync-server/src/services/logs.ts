import { MESSAGES, type StretchCompleteArgs, type WeightLogArgs } from '@ninety/api';
import { stretchRoutineById, type StretchCompletion, type WeightEntry } from '@ninety/domain';
import { findRecord, liveRecords, putRecord } from '../db/records-repo';
import type { Db } from '../db/open';
import type { ActionTime } from './action-time';
import { ServiceError } from './service-error';

/**
 * Append-only logs: insert-if-absent by id, so a replayed or doubly delivered entry is stored
 * once and answers the entry that was stored.
 */
export function logWeight(db: Db, args: WeightLogArgs, at: ActionTime): { entry: WeightEntry; created: boolean } {
  const existing = findRecord(db, 'weights', args.id);
  if (existing) return { entry: existing.row, created: false };
  const entry = { id: args.id, weight: args.weight, loggedAt: at.occurredAt };
  putRecord(db, 'weights', entry);
  return { entry, created: true };
}

/** Weight history, newest first (spec §7). */
export function listWeights(db: Db): WeightEntry[] {
  return liveRecords(db, 'weights').sort((a, b) => b.loggedAt.localeCompare(a.loggedAt) || a.id.localeCompare(b.id));
}

/** A stretch routine completed (+25 Fitness). */
export function completeStretch(db: Db, args: StretchCompleteArgs, at: ActionTime): StretchCompletion {
  const existing = findRecord(db, 'stretchCompletions', args.id);
  if (existing) return existing.row;
  if (!stretchRoutineById(args.routineId)) throw new ServiceError('not-found', MESSAGES.stretchRoutineId);
  const completion = { id: args.id, routineId: args.routineId, completedAt: at.occurredAt };
  putRecord(db, 'stretchCompletions', completion);
  return completion;
}
