/**
 * A mutation's rules, once: what it reads, and a pure decision from what it read, its args and
 * the time of the action to the changes to make (or a refusal). The device's mutators and the
 * server's services only answer the reads and apply the changes in their own transaction.
 */
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

export interface MutationRules<Args, Q extends Queries, Value> {
  reads(args: Args, at: ActionTime): Q;
  decide(read: Answers<Q>, args: Args, at: ActionTime): Outcome<Value>;
}

/** Declares a mutation's rules; the types of the reads flow into decide. */
export function defineMutation<Args, Q extends Queries, Value>(rules: MutationRules<Args, Q, Value>): MutationRules<Args, Q, Value> {
  return rules;
}

export const refuse = (code: Refusal['code'], path?: string): { refused: Refusal } => ({
  refused: path === undefined ? { code } : { code, path },
});

export const put = <Table extends RecordTable>(table: Table, row: RowIn<Table>): Change => ({ kind: 'put', table, row }) as Change;
export const remove = (table: RecordTable, id: string): Change => ({ kind: 'remove', table, id });
export const done = <Value>(changes: readonly Change[], value: Value): Outcome<Value> => ({ changes, value });
