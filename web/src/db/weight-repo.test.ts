import { MUTATIONS } from '@ninety/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDb } from '../test/fresh-db';
import type { NinetyDatabase } from './database';
import { applyLocalMutation } from './apply-mutation';
import { queuedActionTime } from './device-clock';
import { uuid } from '@ninety/api/testing';
import { logWeight, undoWeight } from './weight-repo';

let db: NinetyDatabase;
afterEach(async () => db?.delete());

const T9 = new Date('2026-11-21T09:00:00Z');

describe('the weight log on the device', () => {
  it('logs a weight with its outbox row', async () => {
    db = freshDb();
    const id = await logWeight(182, T9, db);
    expect(await db.weights.get(id)).toEqual({ id, weight: 182, loggedAt: T9.toISOString() });
    expect(await db.outbox.toArray()).toEqual([{ seq: 1, name: 'weight.log', args: { id, weight: 182 }, occurredAt: T9.toISOString() }]);
  });

  it.each([49, 501, 180.5, Number.NaN, '', '  ', 'abc', '180.5'])('refuses %j with the spec message and writes nothing', async (weight) => {
    db = freshDb();
    await expect(logWeight(weight, T9, db)).rejects.toMatchObject({
      title: 'Invalid Weight',
      message: 'Please enter a weight between 50 and 500 lbs',
    });
    expect(await db.weights.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('takes the typed text of the weight input', async () => {
    db = freshDb();
    const id = await logWeight(' 182 ', T9, db);
    expect((await db.weights.get(id))?.weight).toBe(182);
  });

  it('stores a replayed entry once', async () => {
    db = freshDb();
    await applyLocalMutation(db, MUTATIONS['weight.log'], { id: uuid(1), weight: 180 }, queuedActionTime(T9.toISOString()));
    await applyLocalMutation(db, MUTATIONS['weight.log'], { id: uuid(1), weight: 190 }, queuedActionTime('2026-11-21T10:00:00.000Z'));
    expect(await db.weights.toArray()).toEqual([{ id: uuid(1), weight: 180, loggedAt: T9.toISOString() }]);
  });

  it('takes back an entry for 10 minutes, queuing weight.delete; later it is refused and kept', async () => {
    db = freshDb();
    const slip = await logWeight(118, T9, db);
    await undoWeight(slip, new Date('2026-11-21T09:10:00Z'), db);
    expect(await db.weights.get(slip)).toBeUndefined();
    expect((await db.outbox.toArray()).map((row) => row.name)).toEqual(['weight.log', 'weight.delete']);
    const kept = await logWeight(181, T9, db);
    await expect(undoWeight(kept, new Date('2026-11-21T09:10:01Z'), db)).rejects.toThrow('Only a weight logged in the last 10 minutes can be undone');
    expect((await db.weights.get(kept))?.weight).toBe(181);
    expect(await db.outbox.count()).toBe(3);
  });
});
