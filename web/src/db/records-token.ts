/**
 * A token per synced table in `meta` that changes in the same transaction as any write to that
 * table, whichever path made it: a change made here, a pulled page, a shape upgrade, a clear, a
 * write from the service worker or another tab. What is kept from the records (the stats
 * snapshot, the rows read for it) names the tokens it was read under and is used only while
 * they are the same. A Dexie middleware does it, so no write path can forget to.
 */
import type { DBCore, Middleware } from 'dexie';
import { SYNC_TABLES, type SyncTable } from '@ninety/api';
import { v7 as uuidv7 } from 'uuid';

/** The `meta` key of a table's token. */
export const recordsTokenKey = (table: SyncTable): string => `recordsToken:${table}`;

const META = 'meta';
const watched: ReadonlySet<string> = new Set(SYNC_TABLES);

export const recordsTokenMiddleware: Middleware<DBCore> = {
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
        return {
          ...table,
          mutate(request) {
            return table.mutate(request).then((result) =>
              meta.mutate({ trans: request.trans, type: 'put', values: [{ key: recordsTokenKey(name as SyncTable), value: uuidv7() }] }).then(() => result),
            );
          },
        };
      },
    };
  },
};
