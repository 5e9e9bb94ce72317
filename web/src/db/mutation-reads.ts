import type { Answers, Held, Known, Queries, QuerySpec, RecordTable, Register, SettingKey } from '@ninety/domain';
import { recordTables, type NinetyDatabase } from './database';
import { readSettings } from './local-settings';

/**
 * Whether a record with this id was ever stored here, live or deleted. The device keeps deleted
 * records as tombstones, as the server does, so a replayed insert of one stays deleted.
 */
async function isKnown(db: NinetyDatabase, table: RecordTable, id: string): Promise<boolean> {
  if (await db.tombstones.get([table, id])) return true;
  return (await recordTables(db)[table].get(id)) !== undefined;
}

/** Answers one of the questions a mutation's rules ask, from this device's IndexedDB. */
async function answer(db: NinetyDatabase, spec: QuerySpec): Promise<unknown> {
  switch (spec.kind) {
    case 'record': {
      const row = await recordTables(db)[spec.table].get(spec.id);
      if (row !== undefined) return { live: row } satisfies Known<unknown>;
      return (await db.tombstones.get([spec.table, spec.id])) ? ({ deleted: true } satisfies Known<unknown>) : null;
    }
    case 'known': {
      const ids = new Set<string>();
      for (const id of spec.ids) if (await isKnown(db, spec.table, id)) ids.add(id);
      return ids;
    }
    case 'where':
      return recordTables(db)[spec.table].where(spec.field).equals(spec.value).toArray();
    case 'settings':
      return readSettings(db);
    case 'registers': {
      const held = new Map<SettingKey, Register>();
      for (const key of spec.keys) {
        const removed = await db.tombstones.get(['settings', key]);
        held.set(key, (await db.settings.get(key)) ?? (removed?.at ? { updatedAt: removed.at, removed: true } : undefined));
      }
      return held;
    }
    case 'held': {
      const ids = {} as Record<RecordTable, readonly string[]>;
      for (const [table, rows] of Object.entries(recordTables(db))) {
        if (table !== 'settings') ids[table as RecordTable] = (await rows.toCollection().primaryKeys()) as string[];
      }
      return { ids, settingKeys: (await db.settings.toCollection().primaryKeys()) as SettingKey[] } satisfies Held;
    }
    case 'resets-by-payment': {
      const wanted = new Set(spec.paymentIds);
      const resets = wanted.size === 0 ? [] : await db.goalResets.toArray();
      return new Map(resets.filter((reset) => wanted.has(reset.paymentId)).map((reset) => [reset.paymentId, reset.id]));
    }
  }
}

export async function answerQueries<Q extends Queries>(db: NinetyDatabase, queries: Q): Promise<Answers<Q>> {
  const answers: Record<string, unknown> = {};
  for (const [name, query] of Object.entries(queries)) answers[name] = await answer(db, query.spec);
  return answers as Answers<Q>;
}
