import {
  firstIssueMessage,
  isMutationName,
  MESSAGES,
  MUTATION_ARGS,
  SCHEMA_VERSION,
  type MutationEnvelope,
  type MutationResult,
  type PushBody,
  type PushGap,
  type PushResponse,
} from '@ninety/api';
import type { Db } from '../db/open';
import { lastSeqOf, recordRejection, setLastSeq } from '../db/sync-repo';
import { actionTime } from './action-time';
import { MUTATION_HANDLERS } from './mutation-handlers';
import { ServiceError } from './service-error';

export type PushOutcome =
  | { kind: 'ok'; body: PushResponse }
  | { kind: 'gap'; body: PushGap }
  | { kind: 'unsupported-version'; message: string };

type Apply = (handler: (db: Db, args: unknown, at: unknown) => void, args: unknown, at: unknown) => void;
const savepoints = new WeakMap<Db, Apply>();

/** One transaction wrapper per database, made once: making one per mutation cost ~6% of a push. */
function savepoint(db: Db): Apply {
  let apply = savepoints.get(db);
  if (!apply) {
    apply = db.transaction((handler, args, at) => handler(db, args, at)) as Apply;
    savepoints.set(db, apply);
  }
  return apply;
}

/** Why a mutation can never apply, or null when it applied. Unexpected errors are thrown. */
function applyMutation(db: Db, mutation: MutationEnvelope, now: Date): string | null {
  if (!isMutationName(mutation.name)) return MESSAGES.syncUnknownMutation(mutation.name);
  const handler = MUTATION_HANDLERS[mutation.name] as (db: Db, args: unknown, at: unknown) => void;
  const parsed = MUTATION_ARGS[mutation.name].safeParse(mutation.args);
  if (!parsed.success) return firstIssueMessage(parsed.error);
  try {
    // A nested transaction is a savepoint: a refused mutation leaves no half-write behind.
    savepoint(db)(handler, parsed.data, actionTime(mutation.occurredAt, now));
    return null;
  } catch (error) {
    if (error instanceof ServiceError) return error.message;
    throw error;
  }
}

/**
 * Applies a device's queued mutations in seq order, each in one SQLite transaction together
 * with the device's last_seq, so a crash between two mutations can never apply one twice or
 * lose its acknowledgement. A seq already seen is acknowledged and skipped; a seq past the next
 * expected one stops the push with the seq to resend from.
 */
export function pushMutations(db: Db, body: PushBody, now: Date): PushOutcome {
  if (body.schemaVersion !== SCHEMA_VERSION) {
    return { kind: 'unsupported-version', message: MESSAGES.syncSchemaVersion(SCHEMA_VERSION) };
  }
  const results: MutationResult[] = [];
  const applyOne = db.transaction((mutation: MutationEnvelope): MutationResult | PushGap => {
    const lastSeq = lastSeqOf(db, body.clientId);
    if (mutation.seq <= lastSeq) return { seq: mutation.seq, status: 'duplicate' };
    if (mutation.seq > lastSeq + 1) return { message: MESSAGES.syncGap(lastSeq + 1), expectedSeq: lastSeq + 1 };
    const rejection = applyMutation(db, mutation, now);
    if (rejection !== null) {
      recordRejection(db, { clientId: body.clientId, seq: mutation.seq, name: mutation.name, message: rejection, at: now.toISOString() });
    }
    setLastSeq(db, body.clientId, mutation.seq);
    return rejection === null
      ? { seq: mutation.seq, status: 'applied' }
      : { seq: mutation.seq, status: 'rejected', message: rejection };
  });
  for (const mutation of body.mutations) {
    const result = applyOne(mutation);
    if ('expectedSeq' in result) return { kind: 'gap', body: result };
    results.push(result);
  }
  return { kind: 'ok', body: { lastSeq: lastSeqOf(db, body.clientId), results } };
}
