import { createRandom, weightSummary, type WeightEntry } from '@ninety/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDb } from '../test/fresh-db';
import type { NinetyDatabase } from './database';
import { readWeightHistory, readWeightSummary } from './weight-reads';

let db: NinetyDatabase;
afterEach(async () => db?.delete());

const id = (n: number) => `0190f0a0-0000-7000-8000-${n.toString(16).padStart(12, '0')}`;

describe('the weight summary from three entries', () => {
  it('equals the summary of the whole log, ties and all', async () => {
    const random = createRandom(11);
    for (let round = 0; round < 20; round++) {
      db = freshDb();
      const count = Math.floor(random() * 40);
      // Few distinct instants, so that many entries share one.
      const entries: WeightEntry[] = Array.from({ length: count }, (_, i) => ({
        id: id(Math.floor(random() * 1e9) * 100 + i),
        weight: 150 + Math.floor(random() * 40),
        loggedAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 30) * 86_400_000).toISOString(),
      }));
      await db.weights.bulkPut(entries);
      const { history: _whole, ...expected } = weightSummary(entries);
      expect(await readWeightSummary(db), `round ${round}`).toEqual(expected);
      await db.delete();
    }
  });

  it('has nothing to say of an empty log, and no progress from one entry', async () => {
    db = freshDb();
    expect(await readWeightSummary(db)).toEqual({ current: null, first: null, weeklyChange: null, weekAgo: null, totalProgress: null });
    await db.weights.put({ id: id(1), weight: 180, loggedAt: '2026-11-21T07:00:00.000Z' });
    expect(await readWeightSummary(db)).toMatchObject({ weeklyChange: null, totalProgress: null, current: { weight: 180 } });
  });
});

it('pages the history newest first and counts it', async () => {
  db = freshDb();
  await db.weights.bulkPut(Array.from({ length: 25 }, (_, i) => ({ id: id(i), weight: 170 + i, loggedAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() })));
  const page = await readWeightHistory(10, db);
  expect(page.count).toBe(25);
  expect(page.entries.map((e) => e.weight)).toEqual([194, 193, 192, 191, 190, 189, 188, 187, 186, 185]);
});
