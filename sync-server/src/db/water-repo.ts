import type { WaterLog } from '@ninety/domain';
import type { Db } from './open';
import { stmt } from './statements';
import { nextVersion } from './version';

interface WaterRow {
  id: string;
  amount: number;
  logged_at: string;
  deleted: number;
  version: number;
}

export interface StoredWaterLog extends WaterLog {
  deleted: boolean;
  version: number;
}

const toLog = (row: WaterRow): StoredWaterLog => ({
  id: row.id,
  amount: row.amount,
  loggedAt: row.logged_at,
  deleted: row.deleted === 1,
  version: row.version,
});

/** The log with this id, deleted or not. */
export function findWaterLog(db: Db, id: string): StoredWaterLog | undefined {
  const row = stmt<[string], WaterRow>(db, 'SELECT * FROM water_logs WHERE id = ?').get(id);
  return row && toLog(row);
}

export function insertWaterLog(db: Db, log: WaterLog): void {
  stmt(db, 'INSERT INTO water_logs (id, amount, logged_at, deleted, version) VALUES (?, ?, ?, 0, ?)').run(
    log.id,
    log.amount,
    log.loggedAt,
    nextVersion(db),
  );
}

export function markWaterLogDeleted(db: Db, id: string): void {
  stmt(db, 'UPDATE water_logs SET deleted = 1, version = ? WHERE id = ?').run(nextVersion(db), id);
}

/** Live logs with loggedAt in [from, to), oldest first. ISO UTC strings sort as instants do. */
export function waterLogsBetween(db: Db, from: string, to: string): WaterLog[] {
  return stmt<[string, string], WaterRow>(
    db,
    'SELECT * FROM water_logs WHERE deleted = 0 AND logged_at >= ? AND logged_at < ? ORDER BY logged_at, id',
  )
    .all(from, to)
    .map(toLog)
    .map(({ id, amount, loggedAt }) => ({ id, amount, loggedAt }));
}

export function waterLogsChangedSince(db: Db, version: number): StoredWaterLog[] {
  return stmt<[number], WaterRow>(db, 'SELECT * FROM water_logs WHERE version > ? ORDER BY version')
    .all(version)
    .map(toLog);
}

/** Every live log, for stats and export. */
export function allWaterLogs(db: Db): WaterLog[] {
  return stmt<[], WaterRow>(db, 'SELECT * FROM water_logs WHERE deleted = 0')
    .all()
    .map((row) => ({ id: row.id, amount: row.amount, loggedAt: row.logged_at }));
}

/** Writes a log as given, live (an import restores it even over a tombstone). */
export function putWaterLog(db: Db, log: WaterLog): void {
  stmt(
    db,
    `INSERT INTO water_logs (id, amount, logged_at, deleted, version) VALUES (?, ?, ?, 0, ?)
     ON CONFLICT (id) DO UPDATE SET amount = excluded.amount, logged_at = excluded.logged_at, deleted = 0, version = excluded.version`,
  ).run(log.id, log.amount, log.loggedAt, nextVersion(db));
}

/** Ids of every live log. */
export function liveWaterLogIds(db: Db): string[] {
  return stmt<[], { id: string }>(db, 'SELECT id FROM water_logs WHERE deleted = 0').all().map((row) => row.id);
}
