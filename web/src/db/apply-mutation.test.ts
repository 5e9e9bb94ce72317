import { createRandom, MUTATIONS } from '@ninety/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDb } from '../test/fresh-db';
import { readAllRecords } from './all-records';
import { applyPull } from './apply-pull';
import type { NinetyDatabase } from './database';
import { checkInGoal, createGoal } from './goal-repo';
import { applyLocalMutation, queuedMutation } from './apply-mutation';
import { queuedActionTime } from './device-clock';
import { completeQuest, generateQuests, startQuest } from './quest-repo';
import { saveSettings } from './settings-repo';
import { completeTask, createTask } from './task-repo';
import { logWater, undoWaterLog } from './water-repo';
import { logWeight } from './weight-repo';
import { completeStretch, completeWorkout, generateWorkoutPlan } from './workout-repo';

let db: NinetyDatabase;
afterEach(async () => db?.delete());

const at = (minute: number) => new Date(Date.parse('2026-11-21T09:00:00Z') + minute * 60_000);

describe('local mutators', () => {
  it('are idempotent: replaying every pending change on a pull leaves the records as they were', async () => {
    db = freshDb();
    await saveSettings({ timeZone: 'Europe/Lisbon', dailyTargetOz: 96 }, at(0), db);
    await logWater(16, at(1), db);
    const taskId = await createTask({ title: 'Call the bank', dueHours: 2, hpImpact: 10 }, at(2), db);
    await completeTask(taskId, at(3), db);
    const [quest] = await generateQuests(createRandom(1), at(4), db);
    await startQuest(quest!.id, at(5), db);
    await completeQuest(quest!.id, at(6), db);
    const [monday] = await generateWorkoutPlan(createRandom(2), at(7), db);
    await completeWorkout(monday!.id, at(8), db);
    await completeStretch('morning-stretch', at(9), db);
    await logWeight(182, at(10), db);
    const goalId = await createGoal({ title: 'Run a marathon', description: 'Four runs a week.' }, at(11), db);
    await checkInGoal(goalId, 'Ran 5 km', at(12), db);
    const before = await readAllRecords(db);

    await applyPull(db, { cursor: 1, reset: false, changes: [] });
    await applyPull(db, { cursor: 2, reset: false, changes: [] });

    expect(await readAllRecords(db)).toEqual(before);
    expect(await db.outbox.count()).toBe(13);
  });

  it('refuses a queued mutation this version does not know', () => {
    expect(() => queuedMutation('goal.override')).toThrow('Unknown mutation: goal.override');
  });

  it('replays what waits on a pull, past a change this version does not know', async () => {
    db = freshDb();
    await logWater(16, at(1), db);
    // Queued by another version of the app, in an earlier visit.
    await db.outbox.add({ seq: 2, name: 'goal.override' as never, args: {}, occurredAt: at(2).toISOString() });
    await db.meta.put({ key: 'nextSeq', value: 3 });
    const pulled = { id: '0190f0a0-0000-7000-8000-0000000000aa', amount: 8, loggedAt: at(0).toISOString() };

    // A first restore: the server's records replace what is held, and the pending log comes back on top.
    await applyPull(db, { cursor: 1, reset: true, changes: [{ table: 'waterLogs', id: pulled.id, row: pulled }] });

    expect((await db.waterLogs.orderBy('loggedAt').toArray()).map((log) => log.amount)).toEqual([8, 16]);
  });
});

describe('the time rules on the device, as on the server (ADR 9)', () => {
  it('refuse a change dated before the record it changes, and write and queue nothing', async () => {
    db = freshDb();
    const log = await logWater(8, at(60), db);
    const task = await createTask({ title: 'Call the bank', dueHours: 2, hpImpact: 10 }, at(60), db);
    const queued = await db.outbox.count();
    await expect(undoWaterLog(log, new Date('2001-01-01T00:00:00Z'), db)).rejects.toThrow('This change is dated before the record it changes');
    await expect(completeTask(task, at(54), db)).rejects.toThrow('This change is dated before the record it changes');
    expect(await db.outbox.count()).toBe(queued);
    expect((await db.tasks.get(task))?.completedAt).toBeNull();
    // A clock a few minutes behind is still believed.
    await completeTask(task, at(56), db);
    expect((await db.tasks.get(task))?.completedAt).toBe(at(56).toISOString());
  });

  it('let a setting removed by an import win over a change made before the removal, not after', async () => {
    db = freshDb();
    await saveSettings({ dailyTargetOz: 100 }, at(0), db);
    await applyPull(db, {
      cursor: 2,
      reset: false,
      changes: [{ table: 'settings', id: 'dailyTargetOz', deleted: true, deletedAt: at(10).toISOString() }],
    });
    expect(await db.settings.get('dailyTargetOz')).toBeUndefined();
    await applyLocalMutation(db, MUTATIONS['settings.update'], { dailyTargetOz: 200 }, queuedActionTime(at(5).toISOString()));
    expect(await db.settings.get('dailyTargetOz')).toBeUndefined();
    await applyLocalMutation(db, MUTATIONS['settings.update'], { dailyTargetOz: 96 }, queuedActionTime(at(15).toISOString()));
    expect(await db.settings.get('dailyTargetOz')).toEqual({ key: 'dailyTargetOz', value: 96, updatedAt: at(15).toISOString() });
    expect(await db.tombstones.get(['settings', 'dailyTargetOz'])).toBeUndefined();
  });
});
