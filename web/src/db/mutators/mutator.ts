/**
 * What every local mutator shares: its type, its error, and the lookups behind the server's
 * "insert-if-absent by id" and "not found" rules, as they read on this device.
 */
import { MESSAGES, type MutationArgs, type MutationName, type RowOf, type SyncTable } from '@ninety/api';
import { datedBeforeRecord } from '@ninety/domain';
import { recordTables, type NinetyDatabase } from '../database';

/** A local action that cannot apply; the user is shown the message. */
export class LocalMutationError extends Error {}

/**
 * Applies one mutation to the local records inside the caller's transaction, at the time the
 * user acted (`occurredAt`, already in the server's time). It runs for a new action and again on
 * every pull while the mutation is pending, so it must be idempotent.
 */
export type LocalMutator<Name extends MutationName> = (
  db: NinetyDatabase,
  args: MutationArgs<Name>,
  occurredAt: string,
) => Promise<void>;

/** The mutators of some mutations, each required: a resource file exports one of these. */
export type LocalMutators<Names extends MutationName> = { [Name in Names]: LocalMutator<Name> };

/** Refuses a change dated before the record it changes existed, as the server does. */
export function refuseIfBeforeRecord(occurredAt: string, recordAt: string): void {
  if (datedBeforeRecord(occurredAt, recordAt)) throw new LocalMutationError(MESSAGES.changeBeforeRecord);
}

/**
 * Whether a record with this id was ever stored here, live or deleted. The server keeps
 * deleted records as tombstones and never inserts over them; so does the device, so a replayed
 * insert of a record deleted meanwhile stays deleted.
 */
export async function isKnown(db: NinetyDatabase, table: SyncTable, id: string): Promise<boolean> {
  if (await db.tombstones.get([table, id])) return true;
  return (await recordTables(db)[table].get(id)) !== undefined;
}

/** The live record, or the error the server answers for a missing or deleted one. */
export async function liveOrFail<Table extends SyncTable>(
  db: NinetyDatabase,
  table: Table,
  id: string,
  notFound: string,
): Promise<RowOf<Table>> {
  const row = await recordTables(db)[table].get(id);
  if (row === undefined) throw new LocalMutationError(notFound);
  return row;
}
