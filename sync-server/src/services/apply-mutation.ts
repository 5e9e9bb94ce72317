import { MESSAGES } from '@ninety/api';
import {
  MUTATIONS,
  REFUSALS,
  refusalMessage,
  type ActionTime,
  type AnyMutation,
  type Change,
  type MutationArgs,
  type MutationName,
  type MutationValue,
} from '@ninety/domain';
import type { Db } from '../db/open';
import { deleteRecord, putRecord } from '../db/records-repo';
import { deleteSetting, putSetting } from '../db/settings-repo';
import { answerQueries } from './mutation-reads';
import { ServiceError } from './service-error';

function write(db: Db, change: Change): void {
  switch (change.kind) {
    case 'put':
      return putRecord(db, change.table, change.row as never);
    case 'remove':
      return deleteRecord(db, change.table, change.id);
    case 'put-setting':
      return putSetting(db, change.setting);
    case 'remove-setting':
      return deleteSetting(db, change.key, change.at);
  }
}

/**
 * Applies a mutation (packages/domain/src/mutations), in the caller's transaction:
 * reads what the rules ask, writes the changes they decide, or throws their refusal. The REST
 * routes and the sync push both come here, so a replayed change lands exactly as if posted.
 */
export function applyMutation<Name extends MutationName>(
  db: Db,
  name: Name,
  args: MutationArgs<Name>,
  at: ActionTime,
): MutationValue<Name> {
  const mutation: AnyMutation = MUTATIONS[name];
  const outcome = mutation.decide(answerQueries(db, mutation.reads(args, at)), args, at);
  if ('refused' in outcome) {
    const { code } = outcome.refused;
    throw new ServiceError(REFUSALS[code].kind, refusalMessage(outcome.refused), code);
  }
  for (const change of outcome.changes) write(db, change);
  return outcome.value as MutationValue<Name>;
}

/**
 * A record a replayed create answers with. The server keeps a deleted record's last row, so it
 * always has one; null would mean a store without it, answered as not found.
 */
export function heldOrMissing<Row>(row: Row | null): Row {
  if (row === null) throw new ServiceError('not-found', MESSAGES.notFound);
  return row;
}
