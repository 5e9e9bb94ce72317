import type { Answers, Held, Known, Queries, QuerySpec, Register, SettingKey } from '@ninety/domain';
import type { Db } from '../db/open';
import { DOC_TABLES, findRecord, findResetByPayment, liveIds, liveRecords } from '../db/records-repo';
import { allSettings, findSetting } from '../db/settings-repo';
import { getSettings } from './settings';

/** Answers one of the questions a mutation's rules ask, from this server's SQLite. */
function answer(db: Db, spec: QuerySpec): unknown {
  switch (spec.kind) {
    case 'record': {
      const found = findRecord(db, spec.table, spec.id);
      const known: Known<unknown> = !found ? null : found.deleted ? { deleted: true, row: found.row } : { live: found.row };
      return known;
    }
    case 'known':
      return new Set(spec.ids.filter((id) => findRecord(db, spec.table, id) !== undefined));
    case 'where':
      return (liveRecords(db, spec.table) as unknown as Record<string, unknown>[]).filter((row) => row[spec.field] === spec.value);
    case 'settings':
      return getSettings(db);
    case 'registers':
      return new Map<SettingKey, Register>(
        spec.keys.map((key) => {
          const held = findSetting(db, key);
          return [key, held?.deleted ? { updatedAt: held.updatedAt, removed: true as const } : held];
        }),
      );
    case 'held': {
      const ids = Object.fromEntries(DOC_TABLES.map((table) => [table, liveIds(db, table)])) as unknown as Held['ids'];
      return { ids, settingKeys: allSettings(db).map((setting) => setting.key) } satisfies Held;
    }
    case 'resets-by-payment':
      return new Map(
        spec.paymentIds.flatMap((paymentId) => {
          const reset = findResetByPayment(db, paymentId);
          return reset ? [[paymentId, reset.id] as const] : [];
        }),
      );
  }
}

export function answerQueries<Q extends Queries>(db: Db, queries: Q): Answers<Q> {
  return Object.fromEntries(Object.entries(queries).map(([name, query]) => [name, answer(db, query.spec)])) as Answers<Q>;
}
