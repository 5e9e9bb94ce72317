/**
 * What is still open, kept beside its records: a row per task not completed (`openTasks`) and per
 * quest not completed (`openQuests`), written in the same transaction as every write to those
 * records, whichever path made it (a change made here, a pulled page, a restore, a clear), by a
 * Dexie middleware, so no write path can forget to. A list of what is open then reads an index of
 * only those rows, with a limit, however many years of done ones the store holds: a null
 * (`completedAt` of an open task) is no IndexedDB key, so no index of the records themselves
 * holds only the open ones (docs/decisions/0024).
 */
import type { DBCore, DBCoreMutateRequest, DBCoreMutateResponse, DBCoreTable, DBCoreTransaction, Middleware } from 'dexie';
import type { Quest, Task } from '@ninety/domain';

/** An open task, by due time. */
export interface OpenTaskRow {
  id: string;
  dueDate: string;
}

/**
 * An open quest. Each instant is there only for the quests it orders, so its index holds only
 * those: `availableSince` (created, not started) or `activeSince` (started); `fear` as 1 or 0, as
 * a boolean is no IndexedDB key.
 */
export interface OpenQuestRow {
  id: string;
  fear: 0 | 1;
  availableSince?: string;
  activeSince?: string;
}

const openTaskRow = (task: Task): OpenTaskRow | null => (task.completedAt === null ? { id: task.id, dueDate: task.dueDate } : null);

function openQuestRow(quest: Quest): OpenQuestRow | null {
  if (quest.completedAt !== null) return null;
  const fear = quest.isFear ? 1 : 0;
  return quest.startedAt === null ? { id: quest.id, fear, availableSince: quest.createdAt } : { id: quest.id, fear, activeSince: quest.startedAt };
}

/** Each kept table: the table of its open rows, and a record's open row (null once done). */
const OPEN_ROWS = {
  tasks: { table: 'openTasks', rowOf: openTaskRow },
  quests: { table: 'openQuests', rowOf: openQuestRow },
} as const satisfies Record<string, { table: string; rowOf(record: never): { id: string } | null }>;

/** The record tables whose open rows are kept. */
export type KeptTable = keyof typeof OPEN_ROWS;
export const KEPT_TABLES = Object.keys(OPEN_ROWS) as KeptTable[];
const isKept = (name: string): name is KeptTable => Object.hasOwn(OPEN_ROWS, name);
const openTableOf = (name: string): string | undefined => (isKept(name) ? OPEN_ROWS[name].table : undefined);
/** The table of `records`' open rows. */
export const openRowsTable = (records: KeptTable): string => OPEN_ROWS[records].table;
/** A record's open row, or null once it is done. */
export const openRowOf = (records: KeptTable, record: unknown): { id: string } | null => (OPEN_ROWS[records].rowOf as (record: unknown) => { id: string } | null)(record);

/** What the write did to the records, said again to their open rows: only for what it wrote. */
function openRowsWrite(name: KeptTable, request: DBCoreMutateRequest, result: DBCoreMutateResponse, trans: DBCoreTransaction): DBCoreMutateRequest[] {
  if (request.type === 'deleteRange') return [{ type: 'deleteRange', trans, range: request.range }];
  if (request.type === 'delete') return [{ type: 'delete', trans, keys: request.keys }];
  const open: { id: string }[] = [];
  const done: string[] = [];
  request.values.forEach((record, index) => {
    if (index in result.failures) return;
    const row = openRowOf(name, record);
    if (row) open.push(row);
    else done.push((record as { id: string }).id);
  });
  return [
    ...(open.length > 0 ? [{ type: 'put' as const, trans, values: open }] : []),
    ...(done.length > 0 ? [{ type: 'delete' as const, trans, keys: done }] : []),
  ];
}

export function openRecordsMiddleware(): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'OpenRecords',
    create(down) {
      // A store opened before these tables existed (an upgrade on its way) has nothing to keep.
      const present = new Set(down.schema.tables.map((table) => table.name));
      return {
        ...down,
        transaction(stores, mode, options) {
          // A write to the records also writes their open rows, so its transaction takes them in.
          const wanted = mode === 'readwrite' ? stores.flatMap((store) => openTableOf(store) ?? []).filter((table) => present.has(table) && !stores.includes(table)) : [];
          return down.transaction(wanted.length > 0 ? [...stores, ...wanted] : stores, mode, options);
        },
        table(name): DBCoreTable {
          const table = down.table(name);
          if (!isKept(name) || !present.has(OPEN_ROWS[name].table)) return table;
          const open = down.table(OPEN_ROWS[name].table);
          return {
            ...table,
            // Dexie's own promises throughout, as the transaction's zone needs (an async function
            // here let a clear's transaction commit before its open rows were written).
            mutate(request) {
              return table.mutate(request).then((result) => {
                const [first, second] = openRowsWrite(name, request, result, request.trans);
                if (!first) return result;
                return open
                  .mutate(first)
                  .then(() => second && open.mutate(second))
                  .then(() => result);
              });
            },
          };
        },
      };
    },
  };
}
