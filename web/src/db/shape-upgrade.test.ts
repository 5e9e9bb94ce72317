import { EXAMPLE_SHAPE_STEPS } from '@ninety/domain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDb } from '../test/fresh-db';
import type { NinetyDatabase } from './database';
import { pendingMutations } from './outbox';
import { upgradeStoredShapes } from './shape-upgrade';
import { createTask } from './task-repo';
import { logWater } from './water-repo';
import { saveSettings } from './settings-repo';

let db: NinetyDatabase;
afterEach(async () => db?.delete());

const T9 = new Date('2026-11-21T09:00:00Z');

describe('what a device holds, brought to the shapes of the code that opens it', () => {
  it('holds no shape change yet: opening records version 1 and leaves rows and queue as they are', async () => {
    db = freshDb();
    await logWater(8, T9, db);
    const before = { logs: await db.waterLogs.toArray(), queue: await pendingMutations(db) };
    expect(await upgradeStoredShapes(db)).toBe(1);
    expect(await db.meta.get('shapeVersion')).toEqual({ key: 'shapeVersion', value: 1 });
    expect({ logs: await db.waterLogs.toArray(), queue: await pendingMutations(db) }).toEqual(before);
  });

  it('upgrades stored rows and the args of changes queued offline, once, in one go', async () => {
    db = freshDb();
    const waterId = await logWater(8, T9, db);
    const taskId = await createTask({ title: 'Call the bank', dueHours: 2, hpImpact: 15 }, T9, db);
    await saveSettings({ dailyTargetOz: 100 }, T9, db);

    expect(await upgradeStoredShapes(db, EXAMPLE_SHAPE_STEPS)).toBe(5);
    const task = await db.tasks.get(taskId);
    expect(task).toMatchObject({ title: 'Call the bank', notes: '', stake: 15 });
    expect(task).not.toHaveProperty('hpImpact');
    expect(await db.waterLogs.get(waterId)).toMatchObject({ amount: 8, source: 'app' });
    expect(await db.settings.get('dailyTargetOz')).toMatchObject({ value: 200 });
    // The queued task.create now carries what the new rules read; the other changes are as they were.
    const queued = await pendingMutations(db);
    expect(queued.map((row) => row.name)).toEqual(['water.log', 'task.create', 'settings.update']);
    expect(queued[1]!.args).toMatchObject({ id: taskId, title: 'Call the bank', notes: '', stake: 15 });
    expect(queued[1]!.args).not.toHaveProperty('hpImpact');
    expect(queued[0]!.args).toEqual({ id: waterId, amount: 8 });

    // Opened again by the same code: nothing runs twice.
    expect(await upgradeStoredShapes(db, EXAMPLE_SHAPE_STEPS)).toBe(5);
    expect(await db.settings.get('dailyTargetOz')).toMatchObject({ value: 200 });
  });
});
