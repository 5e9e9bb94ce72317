/**
 * A mutation, once: its wire name, the schema of its args, what it reads, and a pure decision
 * from what it read, its args and the time of the action to the changes to make (or a refusal).
 * The device and the server only validate the args with its schema, answer the reads and apply
 * the changes in their own transaction.
 */
import type * as z from 'zod/mini';
import type { ActionTime } from '../action-times';
import type { SettingKey, SettingRecord } from '../records';
import type { Answers, Queries, RecordTable, RowIn } from './reads';
import type { Refusal } from './refusals';

/** One write: a row put live (over a tombstone too), a tombstone, or a setting register. */
export type Change =
  | { [Table in RecordTable]: { kind: 'put'; table: Table; row: RowIn<Table> } }[RecordTable]
  | { kind: 'remove'; table: RecordTable; id: string }
  | { kind: 'put-setting'; setting: SettingRecord }
  | { kind: 'remove-setting'; key: SettingKey; at: string };

/** The answer of a decision: changes and what the caller is told, or why nothing changes. */
export type Outcome<Value> = { changes: readonly Change[]; value: Value } | { refused: Refusal };

export interface Mutation<Name extends string, Schema extends z.ZodMiniType, Q extends Queries, Value> {
  /** `resource.action`, as a queued change names it on the wire. */
  readonly name: Name;
  /**
   * The args a device queues (the REST body plus the record id), with the messages shown when
   * they are wrong. Both sides validate with it before the rules run: a change whose args fail
   * is refused with the schema's message, never half-applied.
   */
  readonly args: Schema;
  reads(args: z.output<Schema>, at: ActionTime): Q;
  decide(read: Answers<Q>, args: z.output<Schema>, at: ActionTime): Outcome<Value>;
}

/** Any mutation, as a store applies it without knowing which. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the reads and the value vary by mutation
export type AnyMutation = Mutation<string, z.ZodMiniType, any, unknown>;

/** Declares a mutation; the args' type comes from its schema, and the reads' types flow into decide. */
export function defineMutation<const Name extends string, Schema extends z.ZodMiniType, Q extends Queries, Value>(
  mutation: Mutation<Name, Schema, Q, Value>,
): Mutation<Name, Schema, Q, Value> {
  return mutation;
}

export const refuse = (code: Refusal['code'], path?: string): { refused: Refusal } => ({
  refused: path === undefined ? { code } : { code, path },
});

export const put = <Table extends RecordTable>(table: Table, row: RowIn<Table>): Change => ({ kind: 'put', table, row }) as Change;
export const remove = (table: RecordTable, id: string): Change => ({ kind: 'remove', table, id });
export const done = <Value>(changes: readonly Change[], value: Value): Outcome<Value> => ({ changes, value });
