import type { Statement } from 'better-sqlite3';
import type { Db } from './open';

const cache = new WeakMap<Db, Map<string, Statement>>();

/** A prepared statement, prepared once per database: preparing costs more than running. */
export function stmt<Params extends unknown[] = unknown[], Row = unknown>(db: Db, sql: string): Statement<Params, Row> {
  let byDb = cache.get(db);
  if (!byDb) {
    byDb = new Map();
    cache.set(db, byDb);
  }
  let statement = byDb.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    byDb.set(sql, statement);
  }
  return statement as unknown as Statement<Params, Row>;
}
