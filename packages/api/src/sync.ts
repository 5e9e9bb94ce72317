import * as z from 'zod/mini';
import { OccurredAtSchema, strictBody } from './fields';
import { SYNC_TABLES, type SyncTable } from '@ninety/domain';
import { MESSAGES } from './messages';

/**
 * The sync wire format version this code speaks (architecture: "Sync protocol", item 7): the
 * records' shape version, raised by the shape steps beside each record's schema.
 */
export { SCHEMA_VERSION } from '@ninety/domain';
export const MAX_MUTATIONS_PER_PUSH = 1000;

/**
 * One mutation of a push. Checked on its own (item 7 of issue 11): a problem with one envelope
 * rejects that mutation alone, with its message, and the rest of the batch goes on.
 */
export const MutationEnvelopeSchema = z.strictObject(
  {
    seq: z.int({ error: MESSAGES.syncSeq }).check(z.minimum(1, MESSAGES.syncSeq)),
    name: z.string({ error: MESSAGES.syncMutationName }).check(
      z.minLength(1, MESSAGES.syncMutationName),
      z.maxLength(64, MESSAGES.syncMutationName),
    ),
    args: z.unknown().check(z.refine((args) => args !== undefined, MESSAGES.syncArgsMissing)),
    occurredAt: OccurredAtSchema,
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? MESSAGES.unknownField(issue.keys) : MESSAGES.syncMutationType,
  },
);
export type MutationEnvelope = z.infer<typeof MutationEnvelopeSchema>;

/** A mutation's seq, read on its own: a mutation without one cannot be placed in the queue. */
const SeqOfSchema = z.object({ seq: MutationEnvelopeSchema.shape.seq });

/** The seq of a pushed mutation, or null when it has none that can be placed in order. */
export function seqOf(mutation: unknown): number | null {
  const parsed = SeqOfSchema.safeParse(mutation);
  return parsed.success ? parsed.data.seq : null;
}

/** What a client sends: its envelopes as the device keeps them. */
export interface PushBody {
  clientId: string;
  schemaVersion: number;
  mutations: MutationEnvelope[];
}

/**
 * Read before anything else: a version this server cannot apply answers 426 whatever else the
 * body holds, so an old server never half-understands a newer app.
 */
export const PushVersionSchema = z.object({ schemaVersion: z.int({ error: MESSAGES.syncSchemaVersionType }) });

/**
 * POST /api/sync/push. The envelopes are checked one by one by the server; here only that each
 * has a seq, in increasing order, so every one can be answered.
 */
export const PushBodySchema = strictBody({
  clientId: z.string({ error: MESSAGES.syncClientId }).check(
    z.minLength(1, MESSAGES.syncClientId),
    z.maxLength(100, MESSAGES.syncClientId),
  ),
  schemaVersion: z.int({ error: MESSAGES.syncSchemaVersionType }),
  mutations: z.array(z.unknown(), { error: MESSAGES.syncMutations }).check(
    z.maxLength(MAX_MUTATIONS_PER_PUSH, MESSAGES.syncTooMany),
    z.refine((mutations) => mutations.every((m) => seqOf(m) !== null), MESSAGES.syncSeq),
    z.refine(
      (mutations) => mutations.every((m, i) => i === 0 || (seqOf(m) ?? 0) > (seqOf(mutations[i - 1]) ?? 0)),
      MESSAGES.syncSeqOrder,
    ),
  ),
});

export const MutationResultSchema = z.object({
  seq: z.number(),
  status: z.enum(['applied', 'duplicate', 'rejected']),
  message: z.optional(z.string()),
  /** A rejection's stable code (domain REFUSALS), when the rules refused it; absent for bad input. */
  code: z.optional(z.string()),
});
export type MutationResult = z.infer<typeof MutationResultSchema>;

/** 200 answer to a push. */
export const PushResponseSchema = z.object({
  lastSeq: z.number(),
  results: z.array(MutationResultSchema),
});
export type PushResponse = z.infer<typeof PushResponseSchema>;

/** 409 answer to a push that skips seqs, or to a pull acknowledged further: resend from expectedSeq. */
export const PushGapSchema = z.object({ message: z.string(), expectedSeq: z.number() });
export type PushGap = z.infer<typeof PushGapSchema>;

export { SYNC_TABLES, type SyncTable };

export const ChangeSchema = z.object({
  table: z.enum(SYNC_TABLES),
  id: z.string(),
  row: z.optional(z.unknown()),
  deleted: z.optional(z.literal(true)),
  /**
   * For a deleted setting (an import that did not hold it): when it was deleted. A setting is a
   * later-wins register, so an older change arriving afterwards must lose against the deletion.
   */
  deletedAt: z.optional(z.string()),
});
export type Change = z.infer<typeof ChangeSchema>;

/**
 * Changes per pull answer at most: a first restore of years of records travels in pages a phone
 * applies (and shows progress for) one by one, never as one answer it must hold whole.
 */
export const PULL_PAGE_SIZE = 2000;
export const PULL_PAGE_MAX = 10_000;

/**
 * The records' shape version a pull's rows are read by, when the query does not say: an app from
 * before pulls carried their version spoke version 1.
 */
export const PULL_VERSION_UNSTATED = 1;

/** GET /api/sync/pull?cursor=N&timeline=T&limit=M&schemaVersion=V&clientId=C&ackedSeq=S */
export const PullQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.regex(/^\d{1,15}$/, MESSAGES.syncCursor))),
  /**
   * The timeline the cursor counts in, as the page that gave it said. A restore from a backup
   * starts a new one, and a cursor from another timeline is answered with a full snapshot: its
   * number may by now stand for other changes. Unsaid (older apps), the cursor is taken as is.
   */
  timeline: z.optional(z.string().check(z.regex(/^\d{1,16}$/, MESSAGES.syncTimeline))),
  /**
   * The device's client id and the last of its seqs the server acknowledged. A server that holds
   * fewer for that client lost mutations it had acknowledged (it was restored from a backup) and
   * answers 409, as a push that skips seqs is answered, before it sends a row: the device resends
   * them first. A device with nothing queued pushes nothing, so without this it would learn of
   * the loss never, and a snapshot of the restored server would replace its changes with it.
   */
  clientId: z.optional(PushBodySchema.shape.clientId),
  ackedSeq: z.optional(z.string().check(z.regex(/^\d{1,15}$/, MESSAGES.syncAckedSeq))),
  /**
   * The shape version the app reads rows by. A pull's rows are in the server's shapes, so an app
   * of another version is answered 426 as its push is: it would store each newer row without the
   * fields it does not know (or skip it) and move its cursor past it, a hole the update that
   * follows could not fill.
   */
  schemaVersion: z.optional(z.string().check(z.regex(/^\d{1,5}$/, MESSAGES.syncSchemaVersionType))),
  limit: z.optional(
    z.string().check(
      z.regex(/^\d{1,5}$/, MESSAGES.syncPullLimit(PULL_PAGE_MAX)),
      z.refine((text) => Number(text) >= 1 && Number(text) <= PULL_PAGE_MAX, MESSAGES.syncPullLimit(PULL_PAGE_MAX)),
    ),
  ),
});

export const PullResponseSchema = z.object({
  cursor: z.number(),
  /** The timeline `cursor` counts in; pull from both. Absent from an older server. */
  timeline: z.optional(z.number()),
  /** True when `changes` is a full snapshot that replaces everything the device holds. */
  reset: z.boolean(),
  changes: z.array(ChangeSchema),
  /**
   * How many changes are still to come after this page: pull again from `cursor` while it is
   * above 0. Absent (an older server) means none.
   */
  remaining: z.optional(z.number()),
});
export type PullResponse = z.infer<typeof PullResponseSchema>;

/** A setting as it travels in a pull: its value and when the user set it. */
export const SettingRowSchema = z.object({
  key: z.string(),
  value: z.unknown(),
  updatedAt: z.string(),
});
