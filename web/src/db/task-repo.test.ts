import { MUTATIONS } from '@ninety/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDb } from '../test/fresh-db';
import type { NinetyDatabase } from './database';
import { applyLocalMutation } from './apply-mutation';
import { queuedActionTime } from './device-clock';
import { completeTask, createTask } from './task-repo';
import { uuid } from '@ninety/api/testing';

let db: NinetyDatabase;
afterEach(async () => db?.delete());

const T9 = new Date('2026-11-21T09:00:00Z');
const form = { title: '  Call the bank ', dueHours: 2.5, hpImpact: 10 };

describe('priority tasks on the device', () => {
  it('creates the task and its task.create row in one go, due the chosen hours later', async () => {
    db = freshDb();
    const id = await createTask(form, T9, db);
    const task = { id, title: 'Call the bank', dueDate: '2026-11-21T11:30:00.000Z', hpImpact: 10 };
    expect(await db.tasks.get(id)).toEqual({ ...task, createdAt: '2026-11-21T09:00:00.000Z', completedAt: null });
    expect(await db.outbox.toArray()).toEqual([{ seq: 1, name: 'task.create', args: task, occurredAt: '2026-11-21T09:00:00.000Z' }]);
  });

  it.each([
    [{ ...form, title: 'ab' }, 'Title must be at least 3 characters'],
    [{ ...form, dueHours: 0.4 }, 'Must be at least 30 minutes'],
    [{ ...form, dueHours: 73 }, 'Maximum 72 hours'],
    [{ ...form, dueHours: 1.2 }, 'Due time must be in steps of 30 minutes'],
    [{ ...form, hpImpact: 4 }, 'Minimum HP impact is 5'],
  ])('refuses %o with the form message and writes nothing', async (bad, message) => {
    db = freshDb();
    await expect(createTask(bad, T9, db)).rejects.toThrow(message);
    expect(await db.tasks.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('computes the due instant in the server time, so the server does not refuse it', async () => {
    db = freshDb();
    // This device runs 20 minutes ahead; a 30-minute task made now is due 30 minutes after
    // the server's now, which is what occurredAt says too.
    await db.meta.put({ key: 'clockOffsetMs', value: -20 * 60_000 });
    const id = await createTask({ ...form, dueHours: 0.5 }, T9, db);
    const [row] = await db.outbox.toArray();
    expect(row?.occurredAt).toBe('2026-11-21T08:40:00.000Z');
    expect((await db.tasks.get(id))?.dueDate).toBe('2026-11-21T09:10:00.000Z');
  });

  it('completes a task; completing it again later changes nothing', async () => {
    db = freshDb();
    const id = await createTask(form, T9, db);
    await completeTask(id, new Date('2026-11-21T10:00:00Z'), db);
    await completeTask(id, new Date('2026-11-21T10:30:00Z'), db);
    expect((await db.tasks.get(id))?.completedAt).toBe('2026-11-21T10:00:00.000Z');
    expect((await db.outbox.toArray()).map((row) => row.name)).toEqual(['task.create', 'task.complete', 'task.complete']);
  });

  it('keeps the earliest of two completions whatever order they are applied in', async () => {
    db = freshDb();
    const id = await createTask(form, T9, db);
    await applyLocalMutation(db, MUTATIONS['task.complete'], { id }, queuedActionTime('2026-11-21T10:30:00.000Z'));
    await applyLocalMutation(db, MUTATIONS['task.complete'], { id }, queuedActionTime('2026-11-21T10:00:00.000Z'));
    expect((await db.tasks.get(id))?.completedAt).toBe('2026-11-21T10:00:00.000Z');
  });

  it('refuses to complete an unknown task and queues nothing', async () => {
    db = freshDb();
    await expect(completeTask(uuid(99), T9, db)).rejects.toThrow('Task not found');
    expect(await db.outbox.count()).toBe(0);
  });

  it('stores a replayed task.create once, and not over a task deleted meanwhile', async () => {
    db = freshDb();
    const args = { id: uuid(5), title: 'Pay rent', dueDate: '2026-11-21T12:00:00.000Z', hpImpact: 5 };
    await applyLocalMutation(db, MUTATIONS['task.create'], args, queuedActionTime('2026-11-21T09:00:00.000Z'));
    await applyLocalMutation(db, MUTATIONS['task.create'], { ...args, title: 'Changed' }, queuedActionTime('2026-11-21T09:05:00.000Z'));
    expect((await db.tasks.get(uuid(5)))?.title).toBe('Pay rent');
    await db.tasks.delete(uuid(5));
    await db.tombstones.put({ table: 'tasks', id: uuid(5) });
    await applyLocalMutation(db, MUTATIONS['task.create'], args, queuedActionTime('2026-11-21T09:00:00.000Z'));
    expect(await db.tasks.count()).toBe(0);
  });

  it('refuses a task.create whose due date lies outside 30 minutes to 72 hours of its time', async () => {
    db = freshDb();
    const args = { id: uuid(6), title: 'Pay rent', dueDate: '2026-11-21T09:10:00.000Z', hpImpact: 5 };
    await expect(applyLocalMutation(db, MUTATIONS['task.create'], args, queuedActionTime('2026-11-21T09:00:00.000Z'))).rejects.toThrow(
      'Must be at least 30 minutes',
    );
  });
});
