import { MUTATIONS } from '@ninety/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDb } from '../test/fresh-db';
import type { NinetyDatabase } from './database';
import { achieveGoal, checkInGoal, createGoal } from './goal-repo';
import { applyLocalMutation } from './apply-mutation';
import { queuedActionTime } from './device-clock';
import { uuid } from '@ninety/api/testing';

let db: NinetyDatabase;
afterEach(async () => db?.delete());

const T9 = new Date('2026-11-21T09:00:00Z');
const form = { title: ' Run a marathon ', description: 'Train four times a week.' };

async function withZone(timeZone: string): Promise<void> {
  await db.settings.put({ key: 'timeZone', value: timeZone, updatedAt: '2026-11-01T00:00:00.000Z' });
}

describe('90-day goals on the device', () => {
  it('creates a goal locked for 90 days with the fixed penalty, and queues goal.create', async () => {
    db = freshDb();
    const id = await createGoal(form, T9, db);
    expect(await db.goals.get(id)).toEqual({
      id,
      title: 'Run a marathon',
      description: 'Train four times a week.',
      startDate: '2026-11-21T09:00:00.000Z',
      endDate: '2027-02-19T09:00:00.000Z',
      penalty: 100,
      createdAt: '2026-11-21T09:00:00.000Z',
      achievedAt: null,
    });
    expect((await db.outbox.toArray()).map((row) => row.args)).toEqual([
      { id, title: 'Run a marathon', description: 'Train four times a week.' },
    ]);
  });

  it('refuses a bad form with its message and writes nothing', async () => {
    db = freshDb();
    await expect(createGoal({ ...form, description: 'Too short' }, T9, db)).rejects.toThrow(
      'Description must be at least 10 characters',
    );
    expect(await db.goals.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('saves one note per local day, for the day in the user zone', async () => {
    db = freshDb();
    await withZone('America/New_York');
    const goalId = await createGoal(form, T9, db);
    // 03:00 UTC on the 22nd is still the 21st in New York.
    const id = await checkInGoal(goalId, ' Ran 5 km ', new Date('2026-11-22T03:00:00Z'), db);
    expect(await db.goalCheckIns.get(id)).toEqual({
      id,
      goalId,
      day: '2026-11-21',
      note: 'Ran 5 km',
      createdAt: '2026-11-22T03:00:00.000Z',
    });
    await expect(checkInGoal(goalId, 'Again', new Date('2026-11-22T04:00:00Z'), db)).rejects.toThrow(
      'This goal already has a check-in for that day',
    );
    await checkInGoal(goalId, 'Next day', new Date('2026-11-22T06:00:00Z'), db);
    expect(await db.goalCheckIns.count()).toBe(2);
    expect(await db.outbox.count()).toBe(3);
  });

  it('refuses an empty note and a note for an unknown goal, writing nothing', async () => {
    db = freshDb();
    const goalId = await createGoal(form, T9, db);
    await expect(checkInGoal(goalId, '   ', T9, db)).rejects.toThrow('Please write a note');
    await expect(checkInGoal(uuid(9), 'Hello', T9, db)).rejects.toThrow('Goal not found');
    expect(await db.goalCheckIns.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });

  it('stores a replayed check-in once', async () => {
    db = freshDb();
    const goalId = await createGoal(form, T9, db);
    const args = { id: uuid(1), goalId, day: '2026-11-21', note: 'Ran' };
    await applyLocalMutation(db, MUTATIONS['goal.checkin'], args, queuedActionTime('2026-11-21T10:00:00.000Z'));
    await applyLocalMutation(db, MUTATIONS['goal.checkin'], args, queuedActionTime('2026-11-21T10:00:00.000Z'));
    expect(await db.goalCheckIns.count()).toBe(1);
  });

  it('achieves a goal only once its 90 days are over, and only once', async () => {
    db = freshDb();
    const goalId = await createGoal(form, T9, db);
    await expect(achieveGoal(goalId, new Date('2027-02-19T08:59:00Z'), db)).rejects.toThrow('This goal is still locked');
    await achieveGoal(goalId, new Date('2027-02-19T09:00:00Z'), db);
    await achieveGoal(goalId, new Date('2027-02-20T09:00:00Z'), db);
    expect((await db.goals.get(goalId))?.achievedAt).toBe('2027-02-19T09:00:00.000Z');
    await expect(checkInGoal(goalId, 'Done', new Date('2027-02-20T09:00:00Z'), db)).rejects.toThrow(
      'This goal is achieved; check-ins are closed',
    );
  });
});
