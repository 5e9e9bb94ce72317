/** Reads of the water logs. The writes are water-repo's. */
import { getDatabase, type NinetyDatabase } from './database';

/** Logs whose loggedAt lies in [start, end), oldest first: the loggedAt index's own order. */
export function waterLogsBetween(start: number, end: number, db: NinetyDatabase = getDatabase()) {
  return db.waterLogs
    .where('loggedAt')
    .between(new Date(start).toISOString(), new Date(end).toISOString(), true, false)
    .toArray();
}

/** The newest logs of any day, newest first (Recent Activity). */
export function latestWaterLogs(limit: number, db: NinetyDatabase = getDatabase()) {
  return db.waterLogs.orderBy('loggedAt').reverse().limit(limit).toArray();
}
