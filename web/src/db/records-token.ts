/**
 * A token per synced table in `meta` that changes in the same transaction as any write to that
 * table, whichever path made it: a change made here, a pulled page, a shape upgrade, a clear, a
 * write from the service worker or another tab. What is kept from the records (the stats
 * snapshot, the rows read for it) names the tokens it was read under and is used only while
 * they are the same. A Dexie middleware does it, so no write path can forget to. It also tells
 * the database's journal (records-journal.ts) what each write did, between which two tokens.
 */
import type { DBCore, DBCoreMutateRequest, Middleware } from 'dexie';
import { SYNC_TABLES, type SyncTable } from '@ninety/api';
import { v7 as uuidv7 } from 'uuid';
import { JOURNAL_MAX_ROWS, type JournalChange, type RecordsJournal } from './records-journal';

/** The `meta` key of a table's token. */
export const recordsTokenKey = (table: SyncTable): string => `recordsToken:${table}`;

const META = 'meta';
const watched: ReadonlySet<string> = new Set(SYNC_TABLES);

/** What a write did, for the journal: its rows or keys when it names them and they are few. */
function changeOf(request: DBCoreMutateRequest, keyPath: string): JournalChange {
  if (request.type === 'deleteRange' || ('criteria' in request && request.criteria)) return { kind: 'unknown' };
  if (request.type === 'delete') {
    return request.keys.length <= JOURNAL_MAX_ROWS ? { kind: 'delete', keys: request.keys as string[] } : { kind: 'unknown' };
  }
  const updates = request.type === 'put' && (request.updates || request.changeSpec);
  const named = request.values.every((row) => row !== null && typeof row === 'object' && typeof (row as Record<string, unknown>)[keyPath] === 'string');
  if (updates || !named || request.values.length > JOURNAL_MAX_ROWS) return { kind: 'unknown' };
  return { kind: 'put', rows: request.values as object[] };
}

/** The middleware for one database: its writes are told to that database's journal. */
export function recordsTokenMiddleware(journal: RecordsJournal): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'RecordsToken',
    create(down) {
      return {
        ...down,
        transaction(stores, mode, options) {
          // A write to records also writes the token, so its transaction takes `meta` in too.
          const touchesRecords = mode === 'readwrite' && stores.some((store) => watched.has(store));
          return down.transaction(touchesRecords && !stores.includes(META) ? [...stores, META] : stores, mode, options);
        },
        table(name) {
          const table = down.table(name);
          if (!watched.has(name)) return table;
          const meta = down.table(META);
          const key = recordsTokenKey(name as SyncTable);
          const keyPath = String(table.schema.primaryKey.keyPath);
          return {
            ...table,
            mutate(request) {
              const to = uuidv7();
              return meta.get({ trans: request.trans, key }).then((previous: { value?: unknown } | undefined) =>
                table.mutate(request).then((result) =>
                  meta.mutate({ trans: request.trans, type: 'put', values: [{ key, value: to }] }).then(() => {
                    const from = typeof previous?.value === 'string' ? previous.value : null;
                    journal.add({ table: name as SyncTable, from, to, change: changeOf(request, keyPath) });
                    return result;
                  }),
                ),
              );
            },
          };
        },
      };
    },
  };
}
