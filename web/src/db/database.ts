/**
 * Local data, in IndexedDB through Dexie. Holds every record the screens read, the outbox of
 * changes waiting to reach the server, tombstones of deleted records (so a replayed insert of a
 * deleted record stays deleted), and this device's sync bookkeeping.
 *
 * Versions are append-only: a new version adds its stores and, where records change shape, an
 * upgrade function. Never edit a version that has shipped.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { MutationName, SyncTable } from '@ninety/api';
import type { SettingRecord, WaterLog } from '@ninety/domain';

/** A change made on this device and not yet acknowledged by the server. */
export interface OutboxRow {
  seq: number;
  name: MutationName;
  args: unknown;
  occurredAt: string;
}

/** A mutation the server refused for good, kept so the user can be told why. */
export interface RejectionRow {
  seq: number;
  name: string;
  args: unknown;
  message: string;
  rejectedAt: string;
}

export interface TombstoneRow {
  table: SyncTable;
  id: string;
}

/** Bookkeeping: clientId, nextSeq, cursor. */
export interface MetaRow {
  key: string;
  value: unknown;
}

export class NinetyDatabase extends Dexie {
  waterLogs!: EntityTable<WaterLog, 'id'>;
  settings!: EntityTable<SettingRecord, 'key'>;
  outbox!: EntityTable<OutboxRow, 'seq'>;
  rejections!: EntityTable<RejectionRow, 'seq'>;
  tombstones!: Dexie.Table<TombstoneRow, [SyncTable, string]>;
  meta!: EntityTable<MetaRow, 'key'>;

  constructor(name = 'ninety') {
    super(name);
    this.version(1).stores({
      waterLogs: 'id, loggedAt',
      settings: 'key',
      outbox: 'seq',
      rejections: 'seq',
      tombstones: '[table+id]',
      meta: 'key',
    });
  }
}

/** The tables that hold synced records, by their wire name. */
export function recordTables(db: NinetyDatabase) {
  return { waterLogs: db.waterLogs, settings: db.settings } as const;
}

/** Every table a user action may touch: one transaction covers the record and its outbox row. */
export function writeScope(db: NinetyDatabase) {
  return [db.waterLogs, db.settings, db.outbox, db.tombstones, db.meta];
}

let instance: NinetyDatabase | undefined;

/** The app's database. Tests make their own with `new NinetyDatabase(name)`. */
export function getDatabase(): NinetyDatabase {
  instance ??= new NinetyDatabase();
  return instance;
}
