/**
 * What a decision may read, declared before it decides. The device (Dexie, asynchronous) and
 * the server (SQLite, synchronous) each answer these few questions their own way, so the
 * decision itself stays pure. Each query carries the type of its answer.
 */
import type { StoredRecords } from '../records';
import type { SettingRemoval } from '../settings';
import type { SettingKey, SettingRecord, Settings } from '../records';

/** Every table of records that has ids (settings are per-key registers instead). */
export type RecordTable = Exclude<keyof StoredRecords, 'settings'>;
export type RowIn<Table extends RecordTable> = StoredRecords[Table][number];

/**
 * A record as the store knows it: live, deleted (a tombstone; the server still holds its last
 * row, the device does not), or never seen (null).
 */
export type Known<Row> = { live: Row } | { deleted: true; row?: Row } | null;

/** The row a store holds for a record, live or deleted, when it holds one. */
export function heldRow<Row>(found: Known<Row>): Row | null {
  if (found === null) return null;
  return 'live' in found ? found.live : (found.row ?? null);
}

/** A setting's register: its value and time, its removal time, or nothing ever saved. */
export type Register = Omit<SettingRecord, 'key'> | SettingRemoval | undefined;

export type QuerySpec =
  | { kind: 'record'; table: RecordTable; id: string }
  | { kind: 'known'; table: RecordTable; ids: readonly string[] }
  | { kind: 'where'; table: 'goalCheckIns' | 'workoutCompletions' | 'checklistItems'; field: string; value: string }
  | { kind: 'settings' }
  | { kind: 'registers'; keys: readonly SettingKey[] }
  | { kind: 'held' }
  | { kind: 'resets-by-payment'; paymentIds: readonly string[] };

/** A question with the type of its answer (`answer` exists only in the type). */
export interface Query<Answer> {
  spec: QuerySpec;
  answer?: Answer;
}

export type Queries = Record<string, Query<unknown>>;
export type Answers<Q extends Queries> = { [K in keyof Q]: Q[K] extends Query<infer A> ? A : never };

/** The record with this id, live, deleted or never seen. */
export const record = <Table extends RecordTable>(table: Table, id: string): Query<Known<RowIn<Table>>> => ({
  spec: { kind: 'record', table, id },
});

/** Which of these ids were ever stored, live or deleted (insert-if-absent never revives one). */
export const known = (table: RecordTable, ids: readonly string[]): Query<ReadonlySet<string>> => ({
  spec: { kind: 'known', table, ids },
});

/** Live rows whose field equals the value, through the index both stores keep on it. */
export const where = <Table extends 'goalCheckIns' | 'workoutCompletions' | 'checklistItems'>(
  table: Table,
  field: keyof RowIn<Table> & string,
  value: string,
): Query<RowIn<Table>[]> => ({ spec: { kind: 'where', table, field, value } });

/** The settings in force (defaults filled in). */
export const settings = (): Query<Settings> => ({ spec: { kind: 'settings' } });

/** Each setting's register, for later-wins. */
export const registers = (keys: readonly SettingKey[]): Query<ReadonlyMap<SettingKey, Register>> => ({
  spec: { kind: 'registers', keys },
});

/** The ids of every live record of every table, and the keys of the settings set. */
export interface Held {
  ids: { [Table in RecordTable]: readonly string[] };
  settingKeys: readonly SettingKey[];
}
export const held = (): Query<Held> => ({ spec: { kind: 'held' } });

/** For each payment id, the id of the goal reset that used it, live or removed. */
export const resetsByPayment = (paymentIds: readonly string[]): Query<ReadonlyMap<string, string>> => ({
  spec: { kind: 'resets-by-payment', paymentIds },
});
