import Dexie from 'dexie';
import type { Task } from '@ninety/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { AT, sampleQuest, uuid } from '@ninety/api/testing';
import { freshDb } from '../test/fresh-db';
import { NinetyDatabase } from './database';

let db: NinetyDatabase | undefined;
afterEach(async () => {
  await db?.delete();
  db = undefined;
});

const task = (n: number, fields: Partial<Task> = {}): Task => ({
  id: uuid(n),
  title: `Task ${n}`,
  dueDate: `2026-11-2${n % 10}T10:00:00.000Z`,
  hpImpact: 10,
  createdAt: AT,
  completedAt: null,
  ...fields,
});
const DONE = '2026-11-21T11:00:00.000Z';

const openTaskIds = async (store: NinetyDatabase) => (await store.openTasks.toArray()).map((row) => row.id).sort();

describe('the open rows kept beside the tasks and quests', () => {
  it('follow every kind of write to the tasks: put, modify, delete, clear, and a partly failed add', async () => {
    const store = (db = freshDb());
    await store.tasks.bulkPut([task(1), task(2), task(3, { completedAt: DONE })]);
    expect(await openTaskIds(store)).toEqual([uuid(1), uuid(2)]);
    expect(await store.openTasks.get(uuid(1))).toEqual({ id: uuid(1), dueDate: task(1).dueDate });

    await store.tasks.put(task(1, { completedAt: DONE }));
    expect(await openTaskIds(store)).toEqual([uuid(2)]);

    await store.tasks.where('id').equals(uuid(2)).modify({ completedAt: DONE });
    expect(await openTaskIds(store)).toEqual([]);
    await store.tasks.update(uuid(2), { completedAt: null });
    expect(await openTaskIds(store)).toEqual([uuid(2)]);

    await store.tasks.delete(uuid(2));
    expect(await openTaskIds(store)).toEqual([]);

    // The add of a task already held (done) fails; the new one is kept, and only it is open.
    await expect(store.tasks.bulkAdd([task(3), task(4)])).rejects.toThrow();
    expect(await openTaskIds(store)).toEqual([uuid(4)]);

    await store.tasks.clear();
    expect(await store.openTasks.count()).toBe(0);
  });

  it('are written even by a transaction that names only the tasks, and go back with it when it fails', async () => {
    const store = (db = freshDb());
    await store.transaction('rw', store.tasks, () => store.tasks.put(task(1)));
    expect(await openTaskIds(store)).toEqual([uuid(1)]);

    const failing = store.transaction('rw', store.tasks, async () => {
      await store.tasks.put(task(2));
      throw new Error('the write after it failed');
    });
    await expect(failing).rejects.toThrow('the write after it failed');
    expect(await openTaskIds(store)).toEqual([uuid(1)]);
  });

  it('move a quest from available to active and drop it once completed, fear or not', async () => {
    const store = (db = freshDb());
    const fear = sampleQuest(1, { createdAt: '2026-11-21T08:00:00.000Z' });
    const plain = sampleQuest(2, { isFear: false, createdAt: '2026-11-21T08:30:00.000Z' });
    await store.quests.bulkPut([fear, plain]);
    expect(await store.openQuests.where('availableSince').aboveOrEqual('').primaryKeys()).toEqual([fear.id, plain.id]);
    expect(await store.openQuests.where('fear').equals(1).primaryKeys()).toEqual([fear.id]);

    await store.quests.put({ ...fear, startedAt: '2026-11-21T09:00:00.000Z' });
    expect(await store.openQuests.get(fear.id)).toEqual({ id: fear.id, fear: 1, activeSince: '2026-11-21T09:00:00.000Z' });
    expect(await store.openQuests.where('availableSince').aboveOrEqual('').primaryKeys()).toEqual([plain.id]);

    await store.quests.put({ ...fear, startedAt: '2026-11-21T09:00:00.000Z', completedAt: DONE });
    expect(await store.openQuests.toArray()).toEqual([{ id: plain.id, fear: 0, availableSince: plain.createdAt }]);
  });
});

/**
 * The store as version 4 of the app left it: versions 1 to 4, no open rows. A frozen copy of
 * what shipped, not the app's own class, which goes on to version 5.
 */
class ShippedV4 extends Dexie {
  constructor(name: string) {
    super(name);
    this.version(1).stores({ waterLogs: 'id, loggedAt', settings: 'key', outbox: 'seq', rejections: 'seq', tombstones: '[table+id]', meta: 'key' });
    this.version(2).stores({
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
    });
    this.version(3).stores({ sent: 'seq' });
    this.version(4).stores({ quests: 'id, createdAt, completedAt, startedAt' });
  }
}

describe('opening a version-4 store', () => {
  it('keeps an open row for each open task and quest it already holds', async () => {
    const name = 'open-rows-from-v4';
    const v4 = new ShippedV4(name);
    await v4.table('tasks').bulkAdd([task(1), task(2, { completedAt: DONE })]);
    await v4.table('quests').bulkAdd([sampleQuest(1), sampleQuest(2, { startedAt: AT }), sampleQuest(3, { startedAt: AT, completedAt: DONE })]);
    v4.close();

    const store = (db = new NinetyDatabase(name));
    expect(await openTaskIds(store)).toEqual([uuid(1)]);
    expect(await store.openQuests.toArray()).toEqual([
      { id: sampleQuest(1).id, fear: 1, availableSince: AT },
      { id: sampleQuest(2).id, fear: 1, activeSince: AT },
    ]);
  });
});
