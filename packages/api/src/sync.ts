import * as z from 'zod/mini';
import { OccurredAtSchema, strictBody } from './fields';
import { MESSAGES } from './messages';

/** The sync wire format version this code speaks (architecture: "Sync protocol", item 7). */
export const SCHEMA_VERSION = 1;
export const MAX_MUTATIONS_PER_PUSH = 1000;

export const MutationEnvelopeSchema = strictBody({
  seq: z.int({ error: MESSAGES.syncSeq }).check(z.minimum(1, MESSAGES.syncSeq)),
  name: z.string({ error: MESSAGES.syncMutationName }).check(
    z.minLength(1, MESSAGES.syncMutationName),
    z.maxLength(64, MESSAGES.syncMutationName),
  ),
  args: z.unknown(),
  occurredAt: OccurredAtSchema,
});
export type MutationEnvelope = z.infer<typeof MutationEnvelopeSchema>;

/** POST /api/sync/push */
export const PushBodySchema = strictBody({
  clientId: z.string({ error: MESSAGES.syncClientId }).check(
    z.minLength(1, MESSAGES.syncClientId),
    z.maxLength(100, MESSAGES.syncClientId),
  ),
  schemaVersion: z.int({ error: MESSAGES.syncSchemaVersionType }),
  mutations: z.array(MutationEnvelopeSchema, { error: MESSAGES.syncMutations }).check(
    z.maxLength(MAX_MUTATIONS_PER_PUSH, MESSAGES.syncTooMany),
    z.refine(
      (mutations) => mutations.every((m, i) => i === 0 || m.seq > (mutations[i - 1]?.seq ?? 0)),
      MESSAGES.syncSeqOrder,
    ),
  ),
});
export type PushBody = z.infer<typeof PushBodySchema>;

export const MutationResultSchema = z.object({
  seq: z.number(),
  status: z.enum(['applied', 'duplicate', 'rejected']),
  message: z.optional(z.string()),
});
export type MutationResult = z.infer<typeof MutationResultSchema>;

/** 200 answer to a push. */
export const PushResponseSchema = z.object({
  lastSeq: z.number(),
  results: z.array(MutationResultSchema),
});
export type PushResponse = z.infer<typeof PushResponseSchema>;

/** 409 answer to a push that skips seqs: resend from expectedSeq. */
export const PushGapSchema = z.object({ message: z.string(), expectedSeq: z.number() });
export type PushGap = z.infer<typeof PushGapSchema>;

/**
 * Tables a pull can carry, by their wire name: the keys of the domain's StoredRecords (records.ts
 * holds each table's row schema). The same names head the tables of an export file.
 */
export const SYNC_TABLES = [
  'waterLogs',
  'tasks',
  'quests',
  'workouts',
  'workoutCompletions',
  'stretchCompletions',
  'weights',
  'goals',
  'goalCheckIns',
  'goalResets',
  'checklistItems',
  'settings',
] as const;
export type SyncTable = (typeof SYNC_TABLES)[number];

export const ChangeSchema = z.object({
  table: z.enum(SYNC_TABLES),
  id: z.string(),
  row: z.optional(z.unknown()),
  deleted: z.optional(z.literal(true)),
});
export type Change = z.infer<typeof ChangeSchema>;

/** GET /api/sync/pull?cursor=N */
export const PullQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.regex(/^\d{1,15}$/, MESSAGES.syncCursor))),
});

export const PullResponseSchema = z.object({
  cursor: z.number(),
  /** True when `changes` is a full snapshot that replaces everything the device holds. */
  reset: z.boolean(),
  changes: z.array(ChangeSchema),
});
export type PullResponse = z.infer<typeof PullResponseSchema>;

/** A setting as it travels in a pull: its value and when the user set it. */
export const SettingRowSchema = z.object({
  key: z.string(),
  value: z.unknown(),
  updatedAt: z.string(),
});
