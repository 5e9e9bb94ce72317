/**
 * Local data, in IndexedDB through Dexie. Holds every record the screens read, the outbox of
 * changes waiting to reach the server, tombstones of deleted records (so a replayed insert of a
 * deleted record stays deleted), and this device's sync bookkeeping.
 *
 * Versions are append-only: a new version adds its stores and, where records change shape, an
 * upgrade function. Never edit a version that has shipped.
 */
import Dexie, { type EntityTable, type Table, type Transaction } from 'dexie';
import type { RowOf, SyncTable } from '@ninety/api';
import type { MutationName } from '@ninety/domain';
import { KEPT_TABLES, openRecordsMiddleware, openRowOf, openRowsTable, type OpenQuestRow, type OpenTaskRow } from './open-records';
import { journalOf } from './records-journal';
import { recordsTokenMiddleware } from './records-token';
import { upgradeStoredShapes } from './shape-upgrade';
import { refuseLaterDexieVersion } from './store-open';

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
  /** The rules' stable code (domain REFUSALS) when the server gave one. */
  code?: string;
  rejectedAt: string;
}

export interface TombstoneRow {
  table: SyncTable;
  id: string;
  /**
   * For a removed setting: when it was removed. Settings are later-wins registers, so a change
   * made before the removal must still lose to it after the row itself is gone.
   */
  at?: string;
}

/** Bookkeeping: clientId, nextSeq, cursor. */
export interface MetaRow {
  key: string;
  value: unknown;
}

/**
 * A synced table, keyed by the record's id (settings: by setting name). Ids are made where the
 * record is made, never by IndexedDB, so an insert must carry its key.
 */
export type RecordTable<Name extends SyncTable> = Table<RowOf<Name>, string>;
export type RecordTables = { readonly [Name in SyncTable]: RecordTable<Name> };

export class NinetyDatabase extends Dexie {
  waterLogs!: RecordTable<'waterLogs'>;
  settings!: RecordTable<'settings'>;
  outbox!: EntityTable<OutboxRow, 'seq'>;
  rejections!: EntityTable<RejectionRow, 'seq'>;
  tombstones!: Dexie.Table<TombstoneRow, [SyncTable, string]>;
  meta!: EntityTable<MetaRow, 'key'>;
  // Version 2: every other record type of the domain's StoredRecords.
  tasks!: RecordTable<'tasks'>;
  quests!: RecordTable<'quests'>;
  workouts!: RecordTable<'workouts'>;
  workoutCompletions!: RecordTable<'workoutCompletions'>;
  stretchCompletions!: RecordTable<'stretchCompletions'>;
  weights!: RecordTable<'weights'>;
  goals!: RecordTable<'goals'>;
  goalCheckIns!: RecordTable<'goalCheckIns'>;
  goalResets!: RecordTable<'goalResets'>;
  checklistItems!: RecordTable<'checklistItems'>;
  // Version 3: mutations the server acknowledged, kept a while (see sync-state.ts).
  sent!: EntityTable<OutboxRow, 'seq'>;
  // Version 5: what is still open, kept by a middleware beside the tasks and quests (open-records.ts).
  openTasks!: EntityTable<OpenTaskRow, 'id'>;
  openQuests!: EntityTable<OpenQuestRow, 'id'>;

  constructor(name = 'ninety') {
    // Live queries share results without copying them: nothing here changes a row it read in
    // place (records are readonly; a change is a new object), so a table no write touched keeps
    // its array, and what is derived from it per array (domain stats-records.ts) is not redone.
    super(name, { cache: 'immutable' });
    this.version(1).stores({
      waterLogs: 'id, loggedAt',
      settings: 'key',
      outbox: 'seq',
      rejections: 'seq',
      tombstones: '[table+id]',
      meta: 'key',
    });
    // Indexes are what the screens and the mutators look records up by. A null (an open task's
    // completedAt) is not an IndexedDB key, so such a record is simply absent from that index.
    this.version(2)
      .stores({
        tasks: 'id, dueDate, completedAt',
        quests: 'id, createdAt, completedAt',
        workouts: 'id, planId, createdAt',
        workoutCompletions: 'id, workoutId, completedAt',
        stretchCompletions: 'id, routineId, completedAt',
        weights: 'id, loggedAt',
        goals: 'id, createdAt',
        goalCheckIns: 'id, goalId, [goalId+day]',
        goalResets: 'id, goalId',
        checklistItems: 'id, locationName',
      })
      .upgrade(upgradeToV2);
    // A new, empty store: nothing to carry over.
    this.version(3).stores({ sent: 'seq' });
    // When a quest was started, so Adaptive Quests counts its tabs and lists its active quests
    // from indexes, not from every quest held (docs/decisions/0024). An index only: no record changes.
    this.version(4).stores({ quests: 'id, createdAt, completedAt, startedAt' });
    // What is open, so Priority's open tasks and each open tab of Quests read only those, not
    // every one done in years (docs/decisions/0024). Filled here from what the store holds.
    this.version(5)
      .stores({ openTasks: 'id, dueDate', openQuests: 'id, availableSince, activeSince, fear, [fear+availableSince], [fear+activeSince]' })
      .upgrade(upgradeToV5);
    // When each goal note was made, so a goal's card counts its lock's notes from the index and
    // reads them only when opened (docs/decisions/0024). An index only: no record changes.
    this.version(6).stores({ goalCheckIns: 'id, goalId, [goalId+day], [goalId+createdAt]' });
    // Records and queued changes in the shapes of this code, before anything reads them; or
    // nothing at all, where a newer version of the app has upgraded the store (ADR 29).
    this.use(recordsTokenMiddleware(journalOf(this)));
    this.use(openRecordsMiddleware());
    this.on(
      'ready',
      async (vip) => {
        refuseLaterDexieVersion(vip);
        await upgradeStoredShapes(vip);
      },
      true,
    );
  }
}

/**
 * From version 1 (water and settings only): the records, the outbox and the bookkeeping are
 * carried over as they are; only the pull cursor is dropped. A version-1 app skipped pulled
 * changes of tables it did not know while still moving its cursor past them, so records made on
 * another device (tasks, goals...) would never arrive. Without a cursor the next pull is a full
 * snapshot, which the pending outbox is replayed on top of: nothing queued here is lost.
 */
async function upgradeToV2(tx: Transaction): Promise<void> {
  await tx.table('meta').delete('cursor');
}

/** The open rows of the tasks and quests already held, written in one pass over each. */
async function upgradeToV5(tx: Transaction): Promise<void> {
  for (const records of KEPT_TABLES) {
    const rows: { id: string }[] = [];
    await tx.table(records).each((record) => {
      const row = openRowOf(records, record);
      if (row) rows.push(row);
    });
    await tx.table(openRowsTable(records)).bulkPut(rows);
  }
}

/** The tables that hold synced records, by their wire name (the api's SYNC_TABLES). */
export function recordTables(db: NinetyDatabase): RecordTables {
  return {
    waterLogs: db.waterLogs,
    tasks: db.tasks,
    quests: db.quests,
    workouts: db.workouts,
    workoutCompletions: db.workoutCompletions,
    stretchCompletions: db.stretchCompletions,
    weights: db.weights,
    goals: db.goals,
    goalCheckIns: db.goalCheckIns,
    goalResets: db.goalResets,
    checklistItems: db.checklistItems,
    settings: db.settings,
  };
}

/** Every table a user action may touch: one transaction covers the record and its outbox row. */
export function writeScope(db: NinetyDatabase) {
  return [...Object.values(recordTables(db)), db.outbox, db.sent, db.tombstones, db.meta];
}

let instance: NinetyDatabase | undefined;

/** The app's database. Tests make their own with `new NinetyDatabase(name)`. */
export function getDatabase(): NinetyDatabase {
  instance ??= new NinetyDatabase();
  return instance;
}
