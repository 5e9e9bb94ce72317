import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, uuid, type Harness } from './harness';

let h: Harness;
beforeEach(() => {
  h = createHarness({ now: '2026-11-21T15:00:00.000Z' });
});
afterEach(() => h.close());

const fitness = async () =>
  (await (await h.json('GET', '/api/traits')).json()).find((t: { traitName: string }) => t.traitName === 'Fitness');

describe('/api/workouts', () => {
  it('generates a weekly plan of 7 days with 4 to 6 exercises, exercises as JSON text', async () => {
    expect(await (await h.json('GET', '/api/workouts')).json()).toEqual([]);
    const plan = await (await h.json('POST', '/api/workouts/generate')).json();
    expect(plan.map((w: { dayOfWeek: number }) => w.dayOfWeek)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const workout of plan) {
      const exercises = JSON.parse(workout.exercises);
      expect(exercises.length).toBeGreaterThanOrEqual(4);
      expect(exercises.length).toBeLessThanOrEqual(6);
    }
    expect(await (await h.json('GET', '/api/workouts')).json()).toEqual(plan);
  });

  it('replaces the plan when regenerated', async () => {
    const first = await (await h.json('POST', '/api/workouts/generate')).json();
    h.setNow('2026-11-21T15:01:00.000Z');
    const second = await (await h.json('POST', '/api/workouts/generate')).json();
    const current = await (await h.json('GET', '/api/workouts')).json();
    expect(current).toEqual(second);
    expect(current[0].planId).not.toBe(first[0].planId);
  });

  it('marks a workout day done once a day (+50 Fitness)', async () => {
    const [monday] = await (await h.json('POST', '/api/workouts/generate')).json();
    const done = await h.json('POST', `/api/workouts/${monday.id}/complete`, { id: uuid(1) });
    expect(done.status).toBe(201);
    expect((await h.json('POST', `/api/workouts/${monday.id}/complete`, { id: uuid(1) })).status).toBe(201);
    const twice = await h.json('POST', `/api/workouts/${monday.id}/complete`, { id: uuid(2) });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({ message: 'This workout is already marked done today' });
    expect((await fitness()).currentXP).toBe(50);
  });

  it('counts the day once when a plan regenerated after it was marked is marked too', async () => {
    const first = await (await h.json('POST', '/api/workouts/generate')).json();
    expect((await h.json('POST', `/api/workouts/${first[0].id}/complete`, { id: uuid(1) })).status).toBe(201);
    h.setNow('2026-11-21T16:00:00.000Z');
    const second = await (await h.json('POST', '/api/workouts/generate')).json();
    expect((await h.json('POST', `/api/workouts/${second[0].id}/complete`, { id: uuid(2) })).status).toBe(201);
    expect((await fitness()).currentXP).toBe(50);
    // The next day is a day of its own.
    h.setNow('2026-11-22T15:00:00.000Z');
    expect((await h.json('POST', `/api/workouts/${second[0].id}/complete`, { id: uuid(3) })).status).toBe(201);
    expect((await fitness()).currentXP).toBe(100);
  });

  it('answers 404 for an unknown workout', async () => {
    const response = await h.json('POST', `/api/workouts/${uuid(5)}/complete`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Workout not found' });
  });
});

describe('/api/stretches', () => {
  it('completes a routine (+25 Fitness) and refuses an unknown one', async () => {
    const done = await h.json('POST', '/api/stretches/morning-stretch/complete');
    expect(done.status).toBe(201);
    expect(await done.json()).toMatchObject({ routineId: 'morning-stretch', completedAt: '2026-11-21T15:00:00.000Z' });
    expect((await fitness()).currentXP).toBe(25);
    const unknown = await h.json('POST', '/api/stretches/evening-yoga/complete');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Unknown stretch routine' });
  });
});

describe('/api/weight', () => {
  it('logs whole pounds and lists newest first; the latest is the current weight', async () => {
    await h.json('POST', '/api/weight', { weight: 190, occurredAt: '2026-11-20T08:00:00Z' });
    const latest = await h.json('POST', '/api/weight', { weight: 188 });
    expect(latest.status).toBe(201);
    const list = await (await h.json('GET', '/api/weight')).json();
    expect(list.map((w: { weight: number }) => w.weight)).toEqual([188, 190]);
    expect((await (await h.json('GET', '/api/stats')).json()).currentWeight).toBe(188);
  });

  it.each([49, 501, 50.5, '180'])('refuses %j with the spec message', async (weight) => {
    const response = await h.json('POST', '/api/weight', { weight });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Please enter a weight between 50 and 500 lbs' });
  });
});
