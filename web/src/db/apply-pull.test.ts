import { SYNC_TABLES, rowKey, type Change, type RowOf, type SyncTable } from '@ninety/api';
import { liveQuery } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshDb } from '../test/fresh-db';
import { readAllRecords } from './all-records';
import { APPLY_SLICE, applyPull } from './apply-pull';
import type { NinetyDatabase } from './database';
import { getCursor, getPullPosition } from './meta';
import { recordsTokenKey } from './records-token';
import { logWater } from './water-repo';
import { saveSettings } from './settings-repo';
import { AT, sampleRecords, uuid } from '@ninety/api/testing';

let db: NinetyDatabase;
afterEach(async () => db?.delete());

const serverLog = (id: string, amount: number): Change => ({
  table: 'waterLogs',
  id,
  row: { id, amount, loggedAt: '2026-11-21T08:00:00.000Z' }
});

/** Every sample record of every table as pulled changes. */
function everyTable(): Change[] {
  const records = sampleRecords();
  return SYNC_TABLES.flatMap((table) =>
    (records[table] as readonly RowOf<SyncTable>[]).map((row) => ({ table, id: rowKey(table, row), row })),
  );
}

describe('applying a pull', () => {
  it('replays what waits only after the last page, on top of a reset', async () => {
    db = freshDb();
    await logWater(16, new Date(AT), db);
    // A reset's first page replaces the records; the waiting log is not replayed until the last.
    await applyPull(db, { cursor: 2, reset: true, changes: [serverLog(uuid(1), 8)], remaining: 4 });
    expect((await db.waterLogs.toArray()).map((log) => log.amount)).toEqual([8]);
    await applyPull(db, { cursor: 3, reset: false, changes: [serverLog(uuid(2), 12)] });
    expect((await db.waterLogs.toArray()).map((log) => log.amount).sort((a, b) => a - b)).toEqual([8, 12, 16]);
  });

  it('writes a large page in short transactions and moves the cursor with the last one only', async () => {
    db = freshDb();
    const logs = Array.from({ length: APPLY_SLICE * 2 + 10 }, (_, i) => serverLog(uuid(20_000 + i), 8));
    const write = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
    let transactions = 0;
    // The second transaction fails, as when the page is closed between two slices.
    (db as unknown as { transaction: unknown }).transaction = (...args: unknown[]) =>
      ++transactions === 2 ? Promise.reject(new Error('closed')) : write(...args);
    await expect(applyPull(db, { cursor: 9, reset: true, changes: logs })).rejects.toThrow('closed');
    expect(await db.waterLogs.count()).toBe(APPLY_SLICE);
    expect(await getCursor(db)).toBeUndefined();

    // Pulled again from the same cursor, the page is applied whole, each change once.
    transactions = 0;
    (db as unknown as { transaction: unknown }).transaction = (...args: unknown[]) => (++transactions, write(...args));
    await applyPull(db, { cursor: 9, reset: true, changes: logs });
    expect(transactions).toBe(3);
    expect(await db.waterLogs.count()).toBe(logs.length);
    expect(await getCursor(db)).toBe(9);
  });

  it('writes nothing for an empty page at the cursor it holds', async () => {
    db = freshDb();
    await applyPull(db, { cursor: 4, reset: false, changes: [serverLog(uuid(1), 8)] });
    const write = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
    let transactions = 0;
    (db as unknown as { transaction: unknown }).transaction = (...args: unknown[]) => (++transactions, write(...args));
    await applyPull(db, { cursor: 4, reset: false, changes: [] });
    expect(transactions).toBe(0);
    // A cursor that moves is stored, changes or not.
    await applyPull(db, { cursor: 5, reset: false, changes: [] });
    expect(transactions).toBe(1);
    expect(await getCursor(db)).toBe(5);
    // So is a timeline said for the first time (the server was updated beside the app).
    await applyPull(db, { cursor: 5, timeline: 42, reset: false, changes: [] });
    expect(transactions).toBe(2);
    expect(await getPullPosition(db)).toEqual({ cursor: 5, timeline: 42 });
    await applyPull(db, { cursor: 5, timeline: 42, reset: false, changes: [] });
    expect(transactions).toBe(2);
  });

  it('stores the changes and the new cursor', async () => {
    db = freshDb();
    await applyPull(db, { cursor: 7, reset: false, changes: [serverLog(uuid(1), 8)] });
    expect(await db.waterLogs.get(uuid(1))).toEqual({ id: uuid(1), amount: 8, loggedAt: '2026-11-21T08:00:00.000Z' });
    expect(await getCursor(db)).toBe(7);
  });

  it('stores a row of every table in its own table', async () => {
    db = freshDb();
    await applyPull(db, { cursor: 1, reset: false, changes: everyTable() });
    expect(await readAllRecords(db)).toEqual(sampleRecords());
  });

  it('deletes on a tombstone of any table and keeps the tombstone', async () => {
    db = freshDb();
    const changes = everyTable();
    await applyPull(db, { cursor: 1, reset: false, changes });
    const deletes = changes.filter((c) => c.table !== 'settings').map(({ table, id }) => ({ table, id, deleted: true as const }));
    await applyPull(db, { cursor: 2, reset: false, changes: deletes });
    const left = await readAllRecords(db);
    for (const table of SYNC_TABLES) expect(left[table]).toHaveLength(table === 'settings' ? sampleRecords().settings.length : 0);
    expect(await db.tombstones.count()).toBe(deletes.length);
  });

  it('skips a row that does not fit its table, applying the rest of the pull', async () => {
    db = freshDb();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const [task] = sampleRecords().tasks;
    await applyPull(db, {
      cursor: 5,
      reset: false,
      changes: [
        { table: 'waterLogs', id: uuid(2), row: { id: uuid(2), amount: 'lots', loggedAt: AT } },
        { table: 'tasks', id: uuid(3), row: { ...task, id: uuid(3), hpImpact: 3 } },
        // A valid row under another id is refused too: it would be stored under the wrong key.
        { table: 'tasks', id: uuid(4), row: task },
        serverLog(uuid(5), 8),
      ],
    });
    expect(await db.waterLogs.toCollection().primaryKeys()).toEqual([uuid(5)]);
    expect(await db.tasks.count()).toBe(0);
    expect(await getCursor(db)).toBe(5);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      expect.stringContaining(`Pulled waterLogs row ${uuid(2)} is invalid`),
      'Pulled tasks row ' + uuid(3) + ' is invalid: hpImpact: Minimum HP impact is 5',
      expect.stringContaining('id does not match the change'),
    ]);
    warn.mockRestore();
  });

  it('replaces everything on reset but keeps what is still pending here', async () => {
    db = freshDb();
    await applyPull(db, { cursor: 1, reset: false, changes: [serverLog(uuid(6), 8), ...everyTable()] });
    const mine = await logWater(16, new Date('2026-11-21T09:00:00Z'), db);
    await applyPull(db, { cursor: 3, reset: true, changes: [serverLog(uuid(7), 12)] });
    expect((await db.waterLogs.toCollection().primaryKeys()).sort()).toEqual([uuid(7), mine].sort());
    expect(await db.tasks.count()).toBe(0);
    expect(await db.goals.count()).toBe(0);
  });

  it('leaves alone, on reset, the tables that hold nothing: no query on them wakes, no token moves', async () => {
    db = freshDb();
    // A new device: only its time zone is held (and waits to be pushed) when its first pull, a
    // reset, comes with the server's water.
    await saveSettings({ dailyTargetOz: 100 }, new Date('2026-11-21T10:00:00Z'), db);
    let taskReads = 0;
    const tasks = liveQuery(() => {
      taskReads += 1;
      return db.tasks.count();
    }).subscribe(() => undefined);
    // Water held, seen by a query woken by the same commit as the tasks' would be.
    const held: number[] = [];
    const water = liveQuery(() => db.waterLogs.count()).subscribe((count) => held.push(count));
    await expect.poll(() => taskReads).toBe(1);
    await expect.poll(() => held.at(-1)).toBe(0);

    await applyPull(db, { cursor: 3, reset: true, changes: [serverLog(uuid(7), 12)] });
    await expect.poll(() => held.at(-1)).toBe(1);
    expect((await db.settings.get('dailyTargetOz'))?.value).toBe(100);
    // The tasks query was not run again, and tasks' token was never written: the stats' rows
    // kept for it (kept-rows.ts) stay good.
    expect(taskReads).toBe(1);
    expect(await db.meta.get(recordsTokenKey('tasks'))).toBeUndefined();
    tasks.unsubscribe();
    water.unsubscribe();
  });

  it('replays a pending setting over an older value from the server', async () => {
    db = freshDb();
    await saveSettings({ dailyTargetOz: 100 }, new Date('2026-11-21T10:00:00Z'), db);
    const setting = (value: number, updatedAt: string): Change => ({
      table: 'settings',
      id: 'dailyTargetOz',
      row: { key: 'dailyTargetOz', value, updatedAt },
    });
    await applyPull(db, { cursor: 2, reset: false, changes: [setting(90, '2026-11-21T11:00:00.000Z')] });
    // The server's value is newer: it wins here too, as it will on the server.
    expect((await db.settings.get('dailyTargetOz'))?.value).toBe(90);
    await applyPull(db, { cursor: 3, reset: false, changes: [setting(80, '2026-11-21T09:00:00.000Z')] });
    // An older value arrives; the pending change made at 10:00 is replayed over it.
    expect((await db.settings.get('dailyTargetOz'))?.value).toBe(100);
  });

  it('keeps a record deleted on the server deleted when its pending insert is replayed', async () => {
    db = freshDb();
    const id = await logWater(8, new Date('2026-11-21T09:00:00Z'), db);
    await applyPull(db, { cursor: 4, reset: false, changes: [{ table: 'waterLogs', id, deleted: true }] });
    expect(await db.waterLogs.get(id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(1);
  });

  it('brings back a record the server restored (an import), lifting its tombstone', async () => {
    db = freshDb();
    await applyPull(db, { cursor: 1, reset: false, changes: [{ table: 'waterLogs', id: uuid(8), deleted: true }] });
    await applyPull(db, { cursor: 2, reset: false, changes: [serverLog(uuid(8), 8)] });
    expect(await db.waterLogs.get(uuid(8))).toBeDefined();
    expect(await db.tombstones.count()).toBe(0);
  });
});
