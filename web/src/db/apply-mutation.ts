import { MESSAGES, type SyncTable } from '@ninety/api';
import { isMutationName, MUTATIONS, refusalMessage, type ActionTime, type AnyMutation, type Change, type RefusalCode } from '@ninety/domain';
import type { Table } from 'dexie';
import { recordTables, type NinetyDatabase } from './database';
import { answerQueries } from './mutation-reads';

/** A local action that cannot apply; the user is shown the message. */
export class LocalMutationError extends Error {
  constructor(
    message: string,
    readonly code?: RefusalCode,
  ) {
    super(message);
    this.name = 'LocalMutationError';
  }
}

/**
 * Writes a decision's changes, a bulk operation per kind and table: a decision never touches
 * one record twice, so grouping keeps its meaning and an import of years of records stays quick.
 */
async function write(db: NinetyDatabase, changes: readonly Change[]): Promise<void> {
  const groups = new Map<string, Change[]>();
  for (const change of changes) {
    const key = 'table' in change ? `${change.kind}:${change.table}` : change.kind;
    groups.set(key, [...(groups.get(key) ?? []), change]);
  }
  for (const group of groups.values()) {
    const [first] = group;
    if (!first) continue;
    if (first.kind === 'put') {
      const rows = group.map((change) => (change as typeof first).row as { id: string });
      await (recordTables(db)[first.table] as unknown as Table<{ id: string }, string>).bulkPut(rows);
      await db.tombstones.bulkDelete(rows.map((row): [SyncTable, string] => [first.table, row.id]));
    } else if (first.kind === 'remove') {
      const ids = group.map((change) => (change as typeof first).id);
      await recordTables(db)[first.table].bulkDelete(ids);
      await db.tombstones.bulkPut(ids.map((id) => ({ table: first.table, id })));
    } else if (first.kind === 'put-setting') {
      const settings = group.map((change) => (change as typeof first).setting);
      await db.settings.bulkPut(settings);
      await db.tombstones.bulkDelete(settings.map((setting): [SyncTable, string] => ['settings', setting.key]));
    } else {
      const removals = group as (typeof first)[];
      await db.settings.bulkDelete(removals.map((change) => change.key));
      await db.tombstones.bulkPut(removals.map((change) => ({ table: 'settings' as const, id: change.key, at: change.at })));
    }
  }
}

/**
 * Applies a mutation to the local records by the same rules the server applies
 * (packages/domain/src/mutations), inside the caller's transaction: reads what the rules ask,
 * writes what they decide, or throws their refusal. It runs for a new action and again on
 * every pull while the mutation is pending; the rules make that idempotent. `args` have passed
 * the mutation's schema.
 */
export async function applyLocalMutation(db: NinetyDatabase, mutation: AnyMutation, args: unknown, at: ActionTime): Promise<void> {
  const outcome = mutation.decide(await answerQueries(db, mutation.reads(args, at)), args, at);
  if ('refused' in outcome) throw new LocalMutationError(refusalMessage(outcome.refused), outcome.refused.code);
  await write(db, outcome.changes);
}

/** The mutation an outbox row names. */
export function queuedMutation(name: string): AnyMutation {
  // An outbox row written by another version of the app may name a mutation this one lacks.
  if (!isMutationName(name)) throw new LocalMutationError(MESSAGES.syncUnknownMutation(name));
  return MUTATIONS[name];
}
