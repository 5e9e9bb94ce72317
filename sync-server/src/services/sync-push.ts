import type * as z from 'zod/mini';
import type {
  PushBodySchema} from '@ninety/api';
import {
  firstIssueMessage,
  MESSAGES,
  MutationEnvelopeSchema,
  SCHEMA_VERSION,
  seqOf,
  type MutationResult,
  type PushGap,
  type PushResponse,
} from '@ninety/api';
import { isMutationName, MUTATIONS, type MutationName } from '@ninety/domain';
import type { Db } from '../db/open';
import { lastSeqOf, recordRejection, rejectionOf, setLastSeq } from '../db/sync-repo';
import { actionTime, type ActionTime } from './action-time';
import { applyMutation } from './apply-mutation';
import { ServiceError } from './service-error';

export type PushOutcome =
  | { kind: 'ok'; body: PushResponse }
  | { kind: 'gap'; body: PushGap }
  | { kind: 'unsupported-version'; message: string };

type Apply = (name: MutationName, args: unknown, at: ActionTime) => void;
const savepoints = new WeakMap<Db, Apply>();

/** One transaction wrapper per database, made once: making one per mutation cost ~6% of a push. */
function savepoint(db: Db): Apply {
  let apply = savepoints.get(db);
  if (!apply) {
    apply = db.transaction((name: MutationName, args: unknown, at: ActionTime) => {
      applyMutation(db, name, args as never, at);
    }) as Apply;
    savepoints.set(db, apply);
  }
  return apply;
}

interface Rejection {
  message: string;
  code?: string;
}

/**
 * Why a mutation can never apply, or null when it applied. Its envelope is checked here, on its
 * own: a malformed one is rejected alone. Unexpected errors are thrown.
 */
function applyQueued(db: Db, raw: unknown, now: Date): Rejection | null {
  const envelope = MutationEnvelopeSchema.safeParse(raw);
  if (!envelope.success) return { message: firstIssueMessage(envelope.error) };
  const mutation = envelope.data;
  if (!isMutationName(mutation.name)) return { message: MESSAGES.syncUnknownMutation(mutation.name) };
  const parsed = MUTATIONS[mutation.name].args.safeParse(mutation.args);
  if (!parsed.success) return { message: firstIssueMessage(parsed.error) };
  try {
    // A nested transaction is a savepoint: a refused mutation leaves no half-write behind.
    savepoint(db)(mutation.name, parsed.data, actionTime(mutation.occurredAt, now));
    return null;
  } catch (error) {
    if (error instanceof ServiceError) return error.code === undefined ? { message: error.message } : { message: error.message, code: error.code };
    throw error;
  }
}

/**
 * Applies a device's queued mutations in seq order, each in one SQLite transaction together
 * with the device's last_seq, so a crash between two mutations can never apply one twice or
 * lose its acknowledgement. A seq already seen is acknowledged and skipped (answered as rejected
 * again if it was); a seq past the next expected one stops the push with the seq to resend from.
 */
export function pushMutations(db: Db, body: z.infer<typeof PushBodySchema>, now: Date): PushOutcome {
  if (body.schemaVersion !== SCHEMA_VERSION) {
    return { kind: 'unsupported-version', message: MESSAGES.syncSchemaVersion(SCHEMA_VERSION) };
  }
  const results: MutationResult[] = [];
  const applyOne = db.transaction((mutation: unknown): MutationResult | PushGap => {
    // PushBodySchema made sure every mutation has a seq, in increasing order.
    const seq = seqOf(mutation) as number;
    const lastSeq = lastSeqOf(db, body.clientId);
    if (seq <= lastSeq) {
      // Sent again because the first answer was lost: a rejection is said again, or the device
      // would take it as applied and keep its local effect for good.
      const rejected = rejectionOf(db, body.clientId, seq);
      return rejected === undefined ? { seq, status: 'duplicate' } : { seq, status: 'rejected', ...rejected };
    }
    if (seq > lastSeq + 1) return { message: MESSAGES.syncGap(lastSeq + 1), expectedSeq: lastSeq + 1 };
    const rejection = applyQueued(db, mutation, now);
    if (rejection !== null) {
      const name = typeof (mutation as { name?: unknown }).name === 'string' ? String((mutation as { name: string }).name).slice(0, 64) : '';
      recordRejection(db, { clientId: body.clientId, seq, name, ...rejection, at: now.toISOString() });
    }
    setLastSeq(db, body.clientId, seq);
    return rejection === null ? { seq, status: 'applied' } : { seq, status: 'rejected', ...rejection };
  });
  for (const mutation of body.mutations) {
    const result = applyOne(mutation);
    if ('expectedSeq' in result) return { kind: 'gap', body: result };
    results.push(result);
  }
  return { kind: 'ok', body: { lastSeq: lastSeqOf(db, body.clientId), results } };
}
