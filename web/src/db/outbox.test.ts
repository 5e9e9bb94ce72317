import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDb } from '../test/fresh-db';
import { logWater, undoWaterLog } from './water-repo';
import { saveSettings } from './settings-repo';
import type { NinetyDatabase } from './database';
import { actionNow } from './device-clock';
import { perform } from './outbox';
import { StoreNewerThanAppError, storeOpenState } from './store-open';

let db: NinetyDatabase;
afterEach(async () => {
  storeOpenState.setState({ refusal: null, outdated: false });
  await db?.delete();
});

describe('a user action is the record plus its outbox row, in one transaction', () => {
  it('logs water and queues water.log with contiguous seqs and the time it was made', async () => {
    db = freshDb();
    const first = await logWater(8, new Date('2026-11-21T09:10:00Z'), db);
    const second = await logWater(16, new Date('2026-11-21T09:12:00Z'), db);
    expect(await db.waterLogs.toArray()).toEqual([
      { id: first, amount: 8, loggedAt: '2026-11-21T09:10:00.000Z' },
      { id: second, amount: 16, loggedAt: '2026-11-21T09:12:00.000Z' },
    ].sort((a, b) => (a.id < b.id ? -1 : 1)));
    expect(await db.outbox.toArray()).toEqual([
      { seq: 1, name: 'water.log', args: { id: first, amount: 8 }, occurredAt: '2026-11-21T09:10:00.000Z' },
      { seq: 2, name: 'water.log', args: { id: second, amount: 16 }, occurredAt: '2026-11-21T09:12:00.000Z' },
    ]);
  });

  it('refuses a bad amount with the message and writes nothing', async () => {
    db = freshDb();
    await expect(logWater(0, new Date(), db)).rejects.toThrow('Amount must be at least 1 oz');
    expect(await db.waterLogs.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('undoes a log within ten minutes and leaves a tombstone', async () => {
    db = freshDb();
    const id = await logWater(8, new Date('2026-11-21T09:10:00Z'), db);
    await undoWaterLog(id, new Date('2026-11-21T09:19:00Z'), db);
    expect(await db.waterLogs.count()).toBe(0);
    expect(await db.tombstones.get(['waterLogs', id])).toEqual({ table: 'waterLogs', id });
    expect((await db.outbox.toArray()).map((row) => row.name)).toEqual(['water.log', 'water.delete']);
  });

  it('refuses an undo after ten minutes and queues nothing', async () => {
    db = freshDb();
    const id = await logWater(8, new Date('2026-11-21T09:10:00Z'), db);
    await expect(undoWaterLog(id, new Date('2026-11-21T09:21:00Z'), db)).rejects.toThrow(
      'Only logs from the last 10 minutes can be undone',
    );
    expect(await db.waterLogs.count()).toBe(1);
    expect(await db.outbox.count()).toBe(1);
  });

  it('saves the reminder schedule per field with the time of the save', async () => {
    db = freshDb();
    await saveSettings({ reminderIntervalMin: 60, dailyTargetOz: 100 }, new Date('2026-11-21T09:00:00Z'), db);
    expect(await db.settings.get('reminderIntervalMin')).toEqual({
      key: 'reminderIntervalMin',
      value: 60,
      updatedAt: '2026-11-21T09:00:00.000Z',
    });
    await expect(saveSettings({ reminderIntervalMin: 181 }, new Date(), db)).rejects.toThrow(
      'Reminder interval must be between 30 and 180 minutes',
    );
    expect((await db.settings.get('reminderIntervalMin'))?.value).toBe(60);
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('a change is stored with its outbox row or not at all', () => {
  it('leaves no record when its outbox row cannot be written', async () => {
    db = freshDb();
    // A row already under seq 1 (the counter lost): the new change's row collides with it.
    await db.outbox.add({ seq: 1, name: 'water.log', args: { id: '0190f0a0-0000-7000-8000-000000000009', amount: 8 }, occurredAt: '2026-11-21T09:00:00.000Z' });
    const at = await actionNow(db, new Date('2026-11-21T09:10:00Z'));
    await expect(perform('water.log', { id: '0190f0a0-0000-7000-8000-000000000001', amount: 12 }, at, db)).rejects.toThrow();
    expect(await db.waterLogs.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });

  it('has both written when perform resolves', async () => {
    db = freshDb();
    const at = await actionNow(db, new Date('2026-11-21T09:10:00Z'));
    await perform('water.log', { id: '0190f0a0-0000-7000-8000-000000000001', amount: 8 }, at, db);
    expect(await db.waterLogs.count()).toBe(1);
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('a window older than the store writes nothing', () => {
  it('refuses a change once a newer version has brought the records past this code, and steps aside', async () => {
    db = freshDb();
    await logWater(8, new Date('2026-11-21T09:10:00Z'), db);
    // Another window, on a newer version, upgrades the records: no new Dexie version, no event here.
    await db.meta.put({ key: 'shapeVersion', value: 2 });

    const refused = logWater(16, new Date('2026-11-21T09:12:00Z'), db);
    await expect(refused).rejects.toBeInstanceOf(StoreNewerThanAppError);
    await expect(refused).rejects.toThrow('A newer version of Ninety has updated the data on this device. Reload to go on.');
    expect(storeOpenState.getState().outdated).toBe(true);
    expect(db.isOpen()).toBe(false);
    // What was recorded before stands, and nothing of the refused change was written or queued.
    const raw = new Dexie(db.name);
    await raw.open();
    expect((await raw.table('waterLogs').toArray()).map((log) => log.amount)).toEqual([8]);
    expect((await raw.table('outbox').toArray()).map((row) => row.args.amount)).toEqual([8]);
    expect(await raw.table('meta').get('nextSeq')).toEqual({ key: 'nextSeq', value: 2 });
    raw.close();
  });
});
