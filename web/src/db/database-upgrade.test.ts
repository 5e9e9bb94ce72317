import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { NinetyDatabase } from './database';
import { getClientId, getCursor } from './meta';
import { pendingMutations } from './outbox';
import { logWater } from './water-repo';
import { AT, GOAL_ID, sampleQuest, sampleRecords, uuid } from '@ninety/api/testing';

/** The database exactly as version 1 of the app shipped it: only its stores, only version 1. */
class ShippedV1 extends Dexie {
  constructor(name: string) {
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

const NAME = 'upgrade-from-v1';
const CLIENT_ID = uuid(9000);
const logs = [
  { id: uuid(1), amount: 8, loggedAt: AT },
  { id: uuid(2), amount: 16, loggedAt: '2026-11-21T10:00:00.000Z' },
];
const outbox = [
  { seq: 4, name: 'water.log', args: { id: uuid(2), amount: 16 }, occurredAt: '2026-11-21T10:00:00.000Z' },
  { seq: 5, name: 'settings.update', args: { dailyTargetOz: 100 }, occurredAt: '2026-11-21T10:01:00.000Z' },
];
const rejection = { seq: 3, name: 'water.log', args: { id: uuid(3), amount: 500 }, message: 'Amount must be at most 128 oz', rejectedAt: AT };

let db: NinetyDatabase | undefined;
afterEach(async () => {
  await db?.delete();
  db = undefined;
});

async function writeVersion1(): Promise<void> {
  const v1 = new ShippedV1(NAME);
  await v1.table('waterLogs').bulkAdd(logs);
  await v1.table('settings').put({ key: 'dailyTargetOz', value: 100, updatedAt: '2026-11-21T10:01:00.000Z' });
  await v1.table('outbox').bulkAdd(outbox);
  await v1.table('rejections').add(rejection);
  await v1.table('tombstones').put({ table: 'waterLogs', id: uuid(7) });
  await v1.table('meta').bulkPut([
    { key: 'clientId', value: CLIENT_ID },
    { key: 'nextSeq', value: 6 },
    { key: 'cursor', value: 42 },
    { key: 'clockOffsetMs', value: -7200000 },
  ]);
  v1.close();
}

describe('opening a version-1 database with the current version', () => {
  it('keeps every queued change, the bookkeeping and the records', async () => {
    await writeVersion1();
    db = new NinetyDatabase(NAME);
    await db.open();
    expect(db.verno).toBe(6);
    expect(await db.sent.count()).toBe(0);
    expect(await pendingMutations(db)).toEqual(outbox);
    expect(await db.rejections.toArray()).toEqual([rejection]);
    expect(await getClientId(db)).toBe(CLIENT_ID);
    expect((await db.meta.get('nextSeq'))?.value).toBe(6);
    expect((await db.meta.get('clockOffsetMs'))?.value).toBe(-7200000);
    expect(await db.waterLogs.orderBy('loggedAt').toArray()).toEqual(logs);
    expect(await db.settings.get('dailyTargetOz')).toEqual({ key: 'dailyTargetOz', value: 100, updatedAt: '2026-11-21T10:01:00.000Z' });
    expect(await db.tombstones.get(['waterLogs', uuid(7)])).toEqual({ table: 'waterLogs', id: uuid(7) });
  });

  it('indexes when a quest was started (version 4), so its tabs count from indexes', async () => {
    await writeVersion1();
    db = new NinetyDatabase(NAME);
    await db.open();
    await db.quests.bulkPut([
      { ...sampleQuest(1), startedAt: '2026-11-21T10:00:00.000Z' },
      sampleQuest(2),
    ]);
    expect(await db.quests.where('startedAt').aboveOrEqual('').count()).toBe(1);
  });

  it('drops the cursor, so the next pull is a snapshot with the tables version 1 skipped', async () => {
    await writeVersion1();
    db = new NinetyDatabase(NAME);
    expect(await getCursor(db)).toBeUndefined();
  });

  it('continues the seqs of the queue and serves the new tables by their indexes', async () => {
    await writeVersion1();
    db = new NinetyDatabase(NAME);
    await db.meta.put({ key: 'clockOffsetMs', value: 0 });
    await logWater(12, new Date('2026-11-21T11:00:00Z'), db);
    expect((await pendingMutations(db)).map((row) => row.seq)).toEqual([4, 5, 6]);

    const records = sampleRecords();
    await db.goals.bulkAdd([...records.goals]);
    await db.goalCheckIns.bulkAdd([...records.goalCheckIns]);
    await db.workouts.bulkAdd([...records.workouts]);
    expect(await db.goalCheckIns.where('[goalId+day]').equals([GOAL_ID, '2026-11-21']).count()).toBe(1);
    expect(await db.workouts.where('planId').equals(records.workouts[0]?.planId ?? '').count()).toBe(7);
  });
});
