import { MESSAGES, type WaterDeleteArgs, type WaterLogArgs, type WaterToday } from '@ninety/api';
import { canUndoWaterLog, localDayNumber, localDaySpan, dayNumberToIso, waterPace, type WaterLog } from '@ninety/domain';
import type { Db } from '../db/open';
import { deleteRecord, findRecord, putRecord, waterLogsBetween } from '../db/records-repo';
import { refuseIfBeforeRecord, type ActionTime } from './action-time';
import { ServiceError } from './service-error';
import { getSettings } from './settings';

/**
 * Logs water. Insert-if-absent by id: the same log posted or replayed twice is stored once, and
 * a log deleted meanwhile stays deleted. Returns the stored log and whether this call made it.
 */
export function logWater(db: Db, args: WaterLogArgs, at: ActionTime): { log: WaterLog; created: boolean } {
  const existing = findRecord(db, 'waterLogs', args.id);
  if (existing) return { log: existing.row, created: false };
  const log = { id: args.id, amount: args.amount, loggedAt: at.occurredAt };
  putRecord(db, 'waterLogs', log);
  return { log, created: true };
}

/** Undoes a mis-tapped log, judged at the time the undo was tapped; repeating it is harmless. */
export function deleteWaterLog(db: Db, args: WaterDeleteArgs, at: ActionTime): void {
  const existing = findRecord(db, 'waterLogs', args.id);
  if (!existing) throw new ServiceError('not-found', MESSAGES.waterLogNotFound);
  if (existing.deleted) return;
  refuseIfBeforeRecord(at, existing.row.loggedAt);
  if (!canUndoWaterLog(existing.row, at.occurredAt)) throw new ServiceError('conflict', MESSAGES.waterUndoExpired);
  deleteRecord(db, 'waterLogs', args.id);
}

/** Today's logs in the user's zone, with the total, target and pace label. */
export function waterToday(db: Db, now: Date): WaterToday {
  const settings = getSettings(db);
  const day = localDayNumber(now, settings.timeZone);
  const { start, end } = localDaySpan(day, settings.timeZone);
  const logs = waterLogsBetween(db, new Date(start).toISOString(), new Date(end).toISOString());
  const total = logs.reduce((sum, log) => sum + log.amount, 0);
  return {
    date: dayNumberToIso(day),
    total,
    target: settings.dailyTargetOz,
    pace: waterPace(total, settings.dailyTargetOz),
    logs,
  };
}
