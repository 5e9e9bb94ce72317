import { createRandom, MUTATIONS } from '@ninety/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDb } from '../test/fresh-db';
import type { NinetyDatabase } from './database';
import { applyLocalMutation } from './apply-mutation';
import { queuedActionTime } from './device-clock';
import { PLAN_ID, samplePlan, uuid } from '@ninety/api/testing';
import { completeStretch, completeWorkout, generateWorkoutPlan } from './workout-repo';

let db: NinetyDatabase;
afterEach(async () => db?.delete());

const T9 = new Date('2026-11-21T09:00:00Z');

async function withZone(timeZone: string): Promise<void> {
  await db.settings.put({ key: 'timeZone', value: timeZone, updatedAt: '2026-11-01T00:00:00.000Z' });
}

describe('training on the device', () => {
  it('generates a 7-day plan and queues it with its plan id and workout ids', async () => {
    db = freshDb();
    const plan = await generateWorkoutPlan(createRandom(5), T9, db);
    expect(plan.map((w) => w.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(new Set(plan.map((w) => w.planId)).size).toBe(1);
    expect(await db.workouts.count()).toBe(7);
    const [row] = await db.outbox.toArray();
    expect(row).toEqual({ seq: 1, name: 'workout.generate', args: { planId: plan[0]?.planId, workouts: plan }, occurredAt: T9.toISOString() });
  });

  it('adds a regenerated plan next to the old one and stores a replayed plan once', async () => {
    db = freshDb();
    await applyLocalMutation(db, MUTATIONS['workout.generate'], { planId: PLAN_ID, workouts: samplePlan() }, queuedActionTime(T9.toISOString()));
    await applyLocalMutation(db, MUTATIONS['workout.generate'], { planId: PLAN_ID, workouts: samplePlan() }, queuedActionTime(T9.toISOString()));
    const newer = samplePlan(uuid(2100), 2100, '2026-11-22T09:00:00.000Z');
    await applyLocalMutation(db, MUTATIONS['workout.generate'], { planId: uuid(2100), workouts: newer }, queuedActionTime('2026-11-22T09:00:00.000Z'));
    expect(await db.workouts.count()).toBe(14);
  });

  it('marks a workout done once per local day, in the user zone', async () => {
    db = freshDb();
    await withZone('America/New_York');
    const [monday] = await generateWorkoutPlan(createRandom(5), T9, db);
    const workoutId = monday?.id ?? '';
    // 23:30 in New York on the 21st...
    await completeWorkout(workoutId, new Date('2026-11-22T04:30:00Z'), db);
    // ...and 00:30 there on the 22nd: another local day, allowed.
    await completeWorkout(workoutId, new Date('2026-11-22T05:30:00Z'), db);
    await expect(completeWorkout(workoutId, new Date('2026-11-22T20:00:00Z'), db)).rejects.toThrow(
      'This workout is already marked done today',
    );
    expect(await db.workoutCompletions.count()).toBe(2);
    expect(await db.outbox.count()).toBe(3);
  });

  it('stores a replayed completion once and refuses an unknown workout', async () => {
    db = freshDb();
    await applyLocalMutation(db, MUTATIONS['workout.generate'], { planId: PLAN_ID, workouts: samplePlan() }, queuedActionTime(T9.toISOString()));
    // The sample plan was made at 09:10; it is done at 10:00.
    const args = { id: uuid(1), workoutId: uuid(2001) };
    await applyLocalMutation(db, MUTATIONS['workout.complete'], args, queuedActionTime('2026-11-21T10:00:00.000Z'));
    await applyLocalMutation(db, MUTATIONS['workout.complete'], args, queuedActionTime('2026-11-21T10:00:00.000Z'));
    expect(await db.workoutCompletions.count()).toBe(1);
    await expect(completeWorkout(uuid(77), T9, db)).rejects.toThrow('Workout not found');
  });

  it('records a stretch routine and refuses an unknown one', async () => {
    db = freshDb();
    const id = await completeStretch('morning-stretch', T9, db);
    expect(await db.stretchCompletions.get(id)).toEqual({ id, routineId: 'morning-stretch', completedAt: T9.toISOString() });
    await expect(completeStretch('evening-yoga', T9, db)).rejects.toThrow('Unknown stretch routine');
    await expect(completeStretch('Not A Slug', T9, db)).rejects.toThrow('Unknown stretch routine');
    expect(await db.stretchCompletions.count()).toBe(1);
    expect(await db.outbox.count()).toBe(1);
  });
});
